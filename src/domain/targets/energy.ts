import { formatNumber } from '../profile/format';
import type { Gender } from '../profile/health-profile';
import { bmiCategory, bodyMassIndex } from '../profile/units';
import type { SourceId } from '../sources';
import {
  ACTIVITY_FACTORS,
  DEFICIT_KCAL,
  ENERGY_BAND_FRACTION,
  MIFFLIN,
  MIFFLIN_SEX_CONSTANT,
  SEX_FLOOR_KCAL,
} from './clinical-numbers';
import { ceil10, floor10, round1, round10, unique } from './numbers';
import { has, type Person } from './person';
import type { Conflict, EnergyTargets } from './schemas';

/** A1 Mifflin–St Jeor resting energy, kcal/day (unrounded). */
export function restingEnergy(
  sex: Gender,
  ageYears: number,
  weightKg: number,
  heightCm: number,
): number {
  return (
    MIFFLIN.kcalPerKg * weightKg +
    MIFFLIN.kcalPerCm * heightCm -
    MIFFLIN.kcalPerYear * ageYears +
    MIFFLIN_SEX_CONSTANT[sex]
  );
}

/** Energy: resting energy × activity, a 500 kcal deficit when weight loss helps, safe floors. */
export function computeEnergy(person: Person, conflicts: Conflict[]): EnergyTargets {
  const bmi = bodyMassIndex(person.weightKg, person.heightCm);
  const category = bmiCategory(bmi);
  const bmr = restingEnergy(person.sex, person.ageYears, person.weightKg, person.heightCm);
  const activityFactor = ACTIVITY_FACTORS[person.activityLevel];
  const tdee = bmr * activityFactor;
  const bmrKcal = Math.round(bmr);
  const tdeeKcal = Math.round(tdee);
  // Never below the sex floor (B13.1) nor below resting energy (A1); never above needs (TDEE).
  const floorKcal = Math.min(Math.max(SEX_FLOOR_KCAL[person.sex], ceil10(bmr)), floor10(tdee));

  const notes: string[] = [];
  const sourceIds: SourceId[] = ['A1', 'A2'];
  if (person.sex === 'other') {
    notes.push(
      'Resting energy uses the average of the male and female Mifflin–St Jeor constants (−78 kcal), because the equation has only those two.',
    );
  }

  const bmiText = `BMI ${bmi.toFixed(1)}, ${category.toLowerCase()}`;
  const isOverweight = category === 'Overweight' || category === 'Obese';
  const wantsDeficit = category !== 'Underweight' && (isOverweight || has(person, 'obesity'));

  let targetKcal = round10(tdee);
  let kind: 'maintain' | 'deficit' = 'maintain';
  let reason: string;
  if (!wantsDeficit) {
    reason =
      category === 'Underweight'
        ? `Your ${bmiText} is below the healthy range, so there is no deficit: the target matches your estimated needs. Ask your doctor about healthy weight gain.`
        : `Your ${bmiText}, so the target matches your estimated needs.`;
  } else {
    // Rounded up, so the deficit is never more than 500 kcal.
    const deficitTarget = ceil10(tdeeKcal - DEFICIT_KCAL);
    targetKcal = Math.max(deficitTarget, floorKcal);
    sourceIds.push('B13.2', 'B13.1');
    if (has(person, 'fatty_liver')) sourceIds.push('B4.2');
    const why = has(person, 'obesity') && !isOverweight ? 'obesity' : bmiText;
    if (targetKcal >= floor10(tdee)) {
      targetKcal = round10(tdee);
      reason = `Weight loss would help (${why}), but your estimated needs are already at the safe minimum, so the target matches them.`;
    } else {
      kind = 'deficit';
      const floorWhy =
        floorKcal === SEX_FLOOR_KCAL[person.sex]
          ? `the minimum of ${formatNumber(floorKcal)} kcal a day for a reduced-calorie plan`
          : `your resting energy (${formatNumber(floorKcal)} kcal)`;
      reason =
        targetKcal === floorKcal && deficitTarget < floorKcal
          ? `A smaller deficit than the usual ${DEFICIT_KCAL} kcal (${why}), so the day never goes below ${floorWhy}.`
          : `A deficit of about ${DEFICIT_KCAL} kcal a day below your estimated needs, for gradual weight loss (${why}).`;
      if (deficitTarget < floorKcal) {
        conflicts.push({
          id: 'energy-deficit-vs-floor',
          between: ['weight-loss-deficit', 'energy-floor'],
          resolution: `The ${DEFICIT_KCAL} kcal deficit would go below ${floorWhy}; the floor wins, so the deficit is ${formatNumber(tdeeKcal - targetKcal)} kcal.`,
          sourceIds: ['B13.2', 'B13.1', 'A1'],
        });
      }
    }
  }

  if (person.energyKcalOverride !== null) {
    targetKcal = round10(person.energyKcalOverride);
    kind = targetKcal < tdeeKcal ? 'deficit' : 'maintain';
    reason = `You chose ${formatNumber(targetKcal)} kcal a day; your estimated needs are ${formatNumber(tdeeKcal)} kcal.`;
  }

  let minKcal = round10(targetKcal * (1 - ENERGY_BAND_FRACTION));
  let maxKcal = round10(targetKcal * (1 + ENERGY_BAND_FRACTION));
  if (kind === 'deficit' && person.energyKcalOverride === null) {
    minKcal = Math.max(minKcal, floorKcal);
    maxKcal = Math.min(maxKcal, floor10(tdee));
  }
  notes.push(
    kind === 'deficit'
      ? 'A planned day may be up to 10 % under the target (never below the floor) and up to 10 % over it (never above your estimated needs).'
      : 'A planned day may be up to 10 % under or over the target.',
  );

  return {
    bmiKgM2: round1(bmi),
    bmrKcal,
    activityFactor,
    tdeeKcal,
    floorKcal,
    targetKcal,
    minKcal,
    maxKcal,
    isChosen: person.energyKcalOverride !== null,
    adjustment: { kind, kcal: kind === 'deficit' ? targetKcal - tdeeKcal : 0, reason },
    notes,
    sourceIds: unique(sourceIds),
  };
}
