import { CONDITION_IDS } from '../conditions/catalogue';
import { kidneyProteinBand } from '../conditions/kidney-details';
import { MEDICATION_CLASS_IDS } from '../medications/medication-class';
import { ACTIVITY_LEVELS, GENDERS, type Gender, LIMITS } from '../profile/health-profile';
import type { Result } from '../profile/result';
import { MIN_PLAUSIBLE_BMR_KCAL, MIN_TARGETS_AGE_YEARS } from './clinical-numbers';
import { restingEnergy } from './energy';
import type { Person } from './person';
import type { BodyField, TargetsError, TargetsInput } from './schemas';

type Checked = Result<Person, TargetsError>;

function isPresent(value: unknown): boolean {
  return (
    value !== null && value !== undefined && !(typeof value === 'number' && !Number.isFinite(value))
  );
}

/**
 * The person behind an input, or the expected failure (missing or out-of-range body, under 18).
 * Unknown ids, sex or activity and a bad `mealsPerDay` are programmer errors and throw.
 */
export function checkInput(input: TargetsInput): Checked {
  for (const id of input.conditions ?? []) {
    if (!(CONDITION_IDS as readonly string[]).includes(id))
      throw new Error(`Unknown condition: ${id}`);
  }
  for (const id of input.medicationClasses ?? []) {
    if (!(MEDICATION_CLASS_IDS as readonly string[]).includes(id)) {
      throw new Error(`Unknown medication class: ${id}`);
    }
  }
  const mealsPerDay = input.mealsPerDay ?? LIMITS.mealsPerDay.default;
  if (
    !Number.isInteger(mealsPerDay) ||
    mealsPerDay < LIMITS.mealsPerDay.min ||
    mealsPerDay > LIMITS.mealsPerDay.max
  ) {
    throw new Error(`mealsPerDay must be an integer from 2 to 5, got ${mealsPerDay}`);
  }

  const missing = (['sex', 'ageYears', 'weightKg', 'heightCm'] as const).filter(
    (field) => !isPresent(input[field]),
  );
  if (missing.length > 0)
    return { ok: false, error: { kind: 'incomplete-profile', fields: missing } };
  if (!(GENDERS as readonly unknown[]).includes(input.sex))
    throw new Error(`Unknown sex: ${input.sex}`);
  const activityLevel = input.activityLevel ?? 'moderate';
  if (!(ACTIVITY_LEVELS as readonly string[]).includes(activityLevel)) {
    throw new Error(`Unknown activity level: ${activityLevel}`);
  }
  const sex = input.sex as Gender;
  const ageYears = input.ageYears as number;
  const weightKg = input.weightKg as number;
  const heightCm = input.heightCm as number;

  const outOfRange: BodyField[] = [];
  if (ageYears < LIMITS.ageYears.min || ageYears > LIMITS.ageYears.max) outOfRange.push('ageYears');
  if (weightKg < LIMITS.weightKg.min || weightKg > LIMITS.weightKg.max) outOfRange.push('weightKg');
  if (heightCm < LIMITS.heightCm.min || heightCm > LIMITS.heightCm.max) outOfRange.push('heightCm');
  if (outOfRange.length > 0)
    return { ok: false, error: { kind: 'out-of-range', fields: outOfRange } };

  if (ageYears < MIN_TARGETS_AGE_YEARS) {
    return {
      ok: false,
      error: {
        kind: 'unsupported-age',
        ageYears,
        minAgeYears: MIN_TARGETS_AGE_YEARS,
        reason:
          'The energy equation and the nutrient ranges used here are for adults; children and teenagers need a paediatric assessment.',
      },
    };
  }
  if (restingEnergy(sex, ageYears, weightKg, heightCm) < MIN_PLAUSIBLE_BMR_KCAL) {
    return {
      ok: false,
      error: { kind: 'out-of-range', fields: ['ageYears', 'weightKg', 'heightCm'] },
    };
  }

  return {
    ok: true,
    value: {
      sex,
      ageYears,
      weightKg,
      heightCm,
      activityLevel,
      mealsPerDay,
      energyKcalOverride: input.energyKcalOverride ?? null,
      conditions: new Set(input.conditions ?? []),
      medicationClasses: new Set(input.medicationClasses ?? []),
      kidneyBand: kidneyProteinBand(input.kidneyDetails ?? undefined),
    },
  };
}
