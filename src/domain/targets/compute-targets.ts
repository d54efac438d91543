import { CONDITION_IDS, type ConditionId, getCondition } from '../conditions/catalogue';
import { type KidneyProteinBand, kidneyProteinBand } from '../conditions/kidney-details';
import {
  getMedicationClass,
  MEDICATION_CLASS_IDS,
  type MedicationClassId,
} from '../medications/interactions';
import { matchMedications } from '../medications/match-medications';
import {
  ACTIVITY_LEVELS,
  type ActivityLevel,
  GENDERS,
  type Gender,
  type HealthProfile,
  LIMITS,
} from '../profile/health-profile';
import { bmiCategory, bodyMassIndex } from '../profile/units';
import type {
  AppliesBecause,
  BodyField,
  Conflict,
  EnergyTargets,
  FiberTarget,
  MacroRange,
  MicronutrientTarget,
  NutrientLimit,
  NutritionTargets,
  ProteinRange,
  TargetsError,
  TargetsInput,
  TargetsResult,
} from './schemas';
import { DGA_EDITION, EDITION_NOTE, type SourceId, sourcesFor } from './sources';

// ---------------------------------------------------------------------------------------------
// Clinical numbers, each beside the clinical-targets row it comes from. Numbers that are ours
// (planning tolerances and defaults) say so.
// ---------------------------------------------------------------------------------------------

/** A1 Mifflin–St Jeor (1990): kcal/day = 10·kg + 6.25·cm − 5·years + sex constant. */
const MIFFLIN = { kcalPerKg: 10, kcalPerCm: 6.25, kcalPerYear: 5 } as const;
/** A1 sex constants; 'other' takes the mean of the two, since the equation has only two. */
const MIFFLIN_SEX_CONSTANT: Readonly<Record<Gender, number>> = {
  male: 5,
  female: -161,
  other: (5 + -161) / 2,
};
/** A2 activity factors (conventional multiplier set). */
export const ACTIVITY_FACTORS: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  'very-active': 1.9,
};
/** B13.2 names a 500 or 750 kcal deficit, B4.2 500 to 1,000: 500 is the amount both allow. */
const DEFICIT_KCAL = 500;
/**
 * B13.1's reduced-calorie intakes start at 1,200 kcal (women) and 1,500 kcal (men): we use them
 * as floors. 'other' takes the lower one; the BMR floor applies to everyone as well.
 */
const SEX_FLOOR_KCAL: Readonly<Record<Gender, number>> = { male: 1500, female: 1200, other: 1200 };
/** Planning tolerance, not a clinical number: a planned day may be within ±10 % of the target. */
const ENERGY_BAND_FRACTION = 0.1;
/** Plausibility guard, not a clinical number: below this the equation's inputs are not a body. */
const MIN_PLAUSIBLE_BMR_KCAL = 100;
/**
 * The IOM adult ranges (A3, A4, A5) start at 19 years and Mifflin–St Jeor was fitted on adults;
 * we treat 18 as adult. Children and teenagers get no computed targets.
 */
export const MIN_TARGETS_AGE_YEARS = 18;

/** A3 acceptable macronutrient distribution ranges, % of energy. */
const AMDR_PCT = {
  carbs: { min: 45, max: 65 },
  protein: { min: 10, max: 35 },
  fat: { min: 20, max: 35 },
} as const;
/** Clinical-targets D: energy per gram. */
const KCAL_PER_G = { carbs: 4, protein: 4, fat: 9, sugars: 4 } as const;
/** A4 protein RDA, g per kg body weight per day. */
const PROTEIN_RDA_G_PER_KG = 0.8;
/**
 * Kidney protein, g per kg a day, by stage and dialysis (kidneyProteinBand):
 * - stage 3–5 not on dialysis, and stage unknown: 0.6–0.8, B5.1's RDA as the ceiling and B5.3's
 *   0.6 with diabetes as the floor (without diabetes, lower only under supervision, B5.2);
 * - stage 1–2: the RDA (A4) up to 1.3, the high intake B5.1 says to avoid in anyone at risk;
 * - on haemodialysis or peritoneal dialysis: 1.0–1.2, higher and not restricted (B5.4).
 */
const CKD_PROTEIN_G_PER_KG: Readonly<Record<KidneyProteinBand, { min: number; max: number }>> = {
  'stage-3-5': { min: 0.6, max: 0.8 },
  early: { min: PROTEIN_RDA_G_PER_KG, max: 1.3 },
  dialysis: { min: 1.0, max: 1.2 },
};
/** '0.6–0.8', '1.0–1.2': a per-kg range as the texts show it. */
const perKgRange = ({ min, max }: { min: number; max: number }) =>
  `${min.toFixed(1)}–${max.toFixed(1)}`;
const KIDNEY_PROTEIN_REASON: Readonly<Record<KidneyProteinBand, (range: string) => string>> = {
  'stage-3-5': (range) =>
    `With kidney disease, protein stays at ${range} g per kg of body weight: enough to keep muscle, without extra work for the kidneys.`,
  early: (range) =>
    `With kidney disease at stage 1–2, protein stays at ${range} g per kg of body weight: enough to keep muscle, and under the high intakes that add work for the kidneys.`,
  dialysis: (range) =>
    `On dialysis, protein is ${range} g per kg of body weight: dialysis removes protein, so the body needs more, not less.`,
};
/**
 * Per-kg protein uses actual weight, except at BMI ≥ 30 (spec §5 'Obese'), where it uses the
 * weight at BMI 25 (spec §5's top of 'Normal weight') for the person's height: protein needs
 * follow lean mass, not fat mass. A conservative stand-in for adjusted body weight.
 */
const REFERENCE_BMI = 25;

/** A5 fibre AI: 14 g per 1,000 kcal. */
const FIBER_G_PER_1000_KCAL = 14;
/** With IBS (B10.2) the fibre floor is capped at A5's 25 g (the AI for women ≤ 50). */
const IBS_FIBER_FLOOR_CAP_G = 25;

/** B6.3 DASH nutrient targets (at 2,000–2,100 kcal). */
const DASH = { fatPct: 27, satFatPct: 6, cholesterolMg: 150, calciumMg: 1250, magnesiumMg: 500 };
/** B6.2 potassium from food with high blood pressure (B8.2 carries it to heart disease). */
const DASH_POTASSIUM_MG = { min: 3500, max: 5000 };

/** A11: the DRI ceiling for added sugar, applied to total sugars (see README). */
const TOTAL_SUGARS_MAX_PCT = 25;
/** A6 (DGA 2020–2025): added sugars under 10 % of energy. */
const ADDED_SUGARS_MAX_PCT = 10;

/**
 * Planning defaults (ours): B5.7 and B5.8 say potassium and phosphorus are individualized with
 * CKD. Until the care team sets numbers, plans stay under these. 3,000 mg potassium sits below
 * the 3,500 mg where B6.2's increase starts, so a plan never pushes potassium up.
 */
export const CKD_PLANNING_DEFAULTS = { potassiumMg: 3000, phosphorusMg: 1000 } as const;
/**
 * Planning default (ours) on dialysis, where protein comes first (B5.4) and protein foods bring
 * phosphorus with them (in our food table, per gram of protein: chicken breast about 7 mg, salmon
 * 10, eggs 14, beans 20, milk 25). The phosphorus starting point is then the larger of 1,000 mg
 * and 12 mg per gram of the day's protein ceiling, rounded up to 50 mg, so a plan can meet the
 * protein without the richest sources.
 */
const DIALYSIS_PHOSPHORUS_MG_PER_G_PROTEIN = 12;

/** C1 vitamin K adequate intake, µg/day; 'other' takes the lower value (the tighter band). */
const VITAMIN_K_AI_UG: Readonly<Record<Gender, number>> = { male: 120, female: 90, other: 90 };
/**
 * Planning tolerance (ours): every planned day's vitamin K stays within half the AI of the AI
 * itself (45–135 µg women and other, 60–180 µg men). The band is absolute, not around the plan's
 * own mean or first day, so Regenerates, swaps and chat edits all keep the same band.
 */
const VITAMIN_K_DEVIATION_FRACTION = 0.5;
/**
 * Planning default (ours) with a potassium-retaining medicine: C6 says not to apply the high DASH
 * potassium target without a blood check; no day goes over 4,700 mg, the DASH plan's own
 * potassium amount (B6.3), so the plan never reaches past what DASH itself serves.
 */
export const POTASSIUM_RETAINING_MAX_MG = 4700;

/** B7.4 NCEP TLC adjuncts. */
const TLC = { viscousFiberG: { min: 10, max: 25 }, sterolsG: 2 };

// ---------------------------------------------------------------------------------------------

interface Person {
  sex: Gender;
  ageYears: number;
  weightKg: number;
  heightCm: number;
  activityLevel: ActivityLevel;
  mealsPerDay: number;
  energyKcalOverride: number | null;
  conditions: ReadonlySet<ConditionId>;
  medicationClasses: ReadonlySet<MedicationClassId>;
  /** The kidney protein rule, from the stage and dialysis given (used only with kidney disease). */
  kidneyBand: KidneyProteinBand;
}

const has = (person: Person, ...ids: ConditionId[]) => ids.some((id) => person.conditions.has(id));
const takes = (person: Person, id: MedicationClassId) => person.medicationClasses.has(id);

const round10 = (kcal: number) => Math.round(kcal / 10) * 10;

/** The vitamin K band every planned day keeps with warfarin: the AI (C1) ± our tolerance. */
function vitaminKBandUg(sex: Gender): { referenceUg: number; min: number; max: number } {
  const referenceUg = VITAMIN_K_AI_UG[sex];
  const deviationUg = Math.round(referenceUg * VITAMIN_K_DEVIATION_FRACTION);
  return { referenceUg, min: referenceUg - deviationUg, max: referenceUg + deviationUg };
}
const ceil10 = (kcal: number) => Math.ceil(kcal / 10) * 10;
const floor10 = (kcal: number) => Math.floor(kcal / 10) * 10;
const round1 = (value: number) => Math.round(value * 10) / 10;
// pct × kcal first: 35 × 2,760 / 400 is exactly 241.5, where 0.35 × 2,760 is not.
const gramsAt = (pct: number, kcal: number, kcalPerG: number) =>
  Math.round((pct * kcal) / (100 * kcalPerG));
const pctAt = (grams: number, kcal: number, kcalPerG: number) =>
  round1(((grams * kcalPerG) / kcal) * 100);
const unique = <T>(items: Iterable<T>): T[] => [...new Set(items)];
const formatNumber = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

type Checked = { ok: true; value: Person } | { ok: false; error: TargetsError };

function isPresent(value: unknown): boolean {
  return (
    value !== null && value !== undefined && !(typeof value === 'number' && !Number.isFinite(value))
  );
}

function checkInput(input: TargetsInput): Checked {
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

// ---------------------------------------------------------------------------------------------
// Energy
// ---------------------------------------------------------------------------------------------

function computeEnergy(person: Person, conflicts: Conflict[]): EnergyTargets {
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

// ---------------------------------------------------------------------------------------------
// Macronutrients and fibre
// ---------------------------------------------------------------------------------------------

function pctRange(
  minPct: number,
  maxPct: number,
  kcal: number,
  kcalPerG: number,
  notes: string[],
  sourceIds: SourceId[],
): MacroRange {
  return {
    minPct,
    maxPct,
    minG: gramsAt(minPct, kcal, kcalPerG),
    maxG: gramsAt(maxPct, kcal, kcalPerG),
    notes,
    sourceIds: unique(sourceIds),
  };
}

function computeMacros(person: Person, energy: EnergyTargets, conflicts: Conflict[]) {
  const kcal = energy.targetKcal;
  const isDiabetic = has(person, 'diabetes_type1', 'diabetes_type2');
  const isCkd = has(person, 'chronic_kidney_disease');

  // Carbohydrate: the AMDR; with diabetes, quality rather than a fixed share (B1.1, B1.2).
  const carbNotes: string[] = [];
  const carbSources: SourceId[] = ['A3'];
  if (isDiabetic) {
    carbNotes.push(
      'No single carbohydrate share suits everyone with diabetes: the range is the general one, with carbohydrate from vegetables, fruit, legumes, whole grains and dairy rather than refined grains and sugar.',
    );
    carbSources.push('B1.1', 'B1.2');
  }
  if (has(person, 'diabetes_type1')) {
    carbNotes.push('Each meal shows its carbohydrate grams, for matching mealtime insulin.');
    carbSources.push('B2.1');
  }

  // Protein: per-kg rules (A4, B5.1) or the AMDR share (A3), whichever binds.
  const isObese = energy.bmiKgM2 >= 30;
  const weightKg = isObese ? REFERENCE_BMI * (person.heightCm / 100) ** 2 : person.weightKg;
  const amdrMinG = (AMDR_PCT.protein.min * kcal) / (100 * KCAL_PER_G.protein);
  const amdrMaxG = (AMDR_PCT.protein.max * kcal) / (100 * KCAL_PER_G.protein);
  const proteinNotes: string[] = [];
  const proteinSources: SourceId[] = ['A3', 'A4'];
  // Each bound is either a share of energy (A3) or grams per kg; the other unit follows from it.
  type Bound = { pct: number } | { grams: number };
  let min: Bound;
  let max: Bound;
  let perKg: ProteinRange['perKg'];
  const weightBasis = isObese ? ('bmi-25-reference' as const) : ('actual' as const);
  const weightText = `${Math.round(weightKg)} kg`;
  if (isObese) {
    proteinNotes.push(
      `Per-kg amounts use ${weightText}, the weight at BMI 25 for your height, because protein needs follow lean mass rather than total weight.`,
    );
  }
  if (isCkd) {
    const band = CKD_PROTEIN_G_PER_KG[person.kidneyBand];
    const range = perKgRange(band);
    const ckdMaxG = band.max * weightKg;
    const ckdMinG = band.min * weightKg;
    const isRestricted = person.kidneyBand === 'stage-3-5';
    max = ckdMaxG < amdrMaxG ? { grams: ckdMaxG } : { pct: AMDR_PCT.protein.max };
    // The per-kg floor, even where it sits under 10 % of energy: kidney limits on potassium and
    // phosphorus leave little room for more protein than the kidney range asks.
    min = { grams: Math.min(ckdMinG, ckdMaxG, amdrMaxG) };
    perKg = { minGPerKg: band.min, maxGPerKg: band.max, weightKg: round1(weightKg), weightBasis };
    if (person.kidneyBand === 'dialysis') {
      proteinSources.push('B5.4');
      proteinNotes.push(
        `On dialysis: ${range} g of protein per kg (${weightText}) a day. Dialysis removes protein, so needs are higher than before dialysis, not restricted.`,
      );
    } else if (person.kidneyBand === 'early') {
      proteinSources.push('B5.1');
      proteinNotes.push(
        `Kidney disease stage 1–2: at least ${band.min} g of protein per kg (${weightText}) a day and no more than ${band.max} g/kg, the high intake to avoid when kidneys are at risk.`,
      );
    } else {
      proteinSources.push('B5.1', isDiabetic ? 'B5.3' : 'B5.2', 'B5.4');
      proteinNotes.push(
        `Kidney disease: ${range} g of protein per kg (${weightText}) a day, never more. Lower amounts only under your care team's supervision; on dialysis, protein needs are higher (tell us in your assessment, or follow your care team).`,
      );
    }
    if (amdrMinG > ckdMaxG) {
      conflicts.push({
        id: 'ckd-protein-vs-general-protein',
        between: ['chronic_kidney_disease', 'general'],
        resolution: `The general protein range starts at 10 % of energy (${Math.round(amdrMinG)} g); with kidney disease the ceiling of ${band.max} g/kg (${Math.round(ckdMaxG)} g) wins, and the rest of the energy comes from carbohydrate and fat.`,
        sourceIds: [person.kidneyBand === 'dialysis' ? 'B5.4' : 'B5.1', 'A3'],
      });
    }
    if (isRestricted && (has(person, 'obesity') || energy.adjustment.kind === 'deficit')) {
      conflicts.push({
        id: 'obesity-protein-vs-ckd',
        between: [
          'chronic_kidney_disease',
          has(person, 'obesity') ? 'obesity' : 'weight-loss-deficit',
        ],
        resolution: `Weight loss keeps protein at least at ${PROTEIN_RDA_G_PER_KG} g/kg to protect muscle; with kidney disease ${band.max} g/kg is also the ceiling, so protein stays within ${range} g/kg and the deficit comes from fat and carbohydrate.`,
        sourceIds: ['B5.1', 'A4', 'B13.2'],
      });
    }
    if (isRestricted && isDiabetic) {
      conflicts.push({
        id: 'ckd-diabetes-protein',
        between: [
          'chronic_kidney_disease',
          has(person, 'diabetes_type1') ? 'diabetes_type1' : 'diabetes_type2',
        ],
        resolution: `KDOQI 2020 allows ${range} g/kg with diabetes; KDOQI 2007 and KDIGO keep ${band.max} g/kg and not lower. The plan's range is ${range} g/kg and should sit near ${band.max} g/kg unless your care team prescribes less.`,
        sourceIds: ['B5.3', 'B1.8'],
      });
      proteinSources.push('B1.8');
    }
    if (isRestricted && has(person, 'hypertension')) {
      conflicts.push({
        id: 'ckd-vs-dash-protein',
        between: ['chronic_kidney_disease', 'hypertension'],
        resolution:
          "DASH's protein share (about 18 % of energy) is not used with kidney disease; protein follows the kidney range.",
        sourceIds: ['B5.1', 'B6.3'],
      });
    }
  } else {
    const rdaG = PROTEIN_RDA_G_PER_KG * weightKg;
    max = { pct: AMDR_PCT.protein.max };
    min =
      rdaG <= amdrMinG
        ? { pct: AMDR_PCT.protein.min }
        : rdaG < amdrMaxG
          ? { grams: rdaG }
          : { pct: AMDR_PCT.protein.max };
    perKg = {
      minGPerKg: PROTEIN_RDA_G_PER_KG,
      maxGPerKg: null,
      weightKg: round1(weightKg),
      weightBasis,
    };
    proteinNotes.push(
      `At least ${PROTEIN_RDA_G_PER_KG} g per kg (${weightText}) a day, and at least 10 % of energy.`,
    );
  }
  const toRange = (bound: Bound) =>
    'pct' in bound
      ? { pct: bound.pct, grams: gramsAt(bound.pct, kcal, KCAL_PER_G.protein) }
      : {
          pct: pctAt(Math.round(bound.grams), kcal, KCAL_PER_G.protein),
          grams: Math.round(bound.grams),
        };
  const low = toRange(min);
  const high = toRange(max);
  const protein: ProteinRange = {
    minPct: low.pct,
    maxPct: high.pct,
    minG: low.grams,
    maxG: high.grams,
    notes: proteinNotes,
    sourceIds: unique(proteinSources),
    perKg,
  };

  // Fat: the AMDR, with the DASH share as the ceiling for high blood pressure.
  const fatSources: SourceId[] = ['A3'];
  const fatNotes: string[] = [];
  let fatMaxPct: number = AMDR_PCT.fat.max;
  if (has(person, 'hypertension')) {
    fatMaxPct = DASH.fatPct;
    fatSources.push('B6.3');
    fatNotes.push(`The DASH eating plan keeps fat near ${DASH.fatPct} % of energy.`);
  }
  // The three ceilings must be able to add up to the whole day: if a low protein ceiling and the
  // DASH fat share leave a gap, fat gives way first, up to its AMDR ceiling (which always closes it).
  const gap = 100 - (AMDR_PCT.carbs.max + fatMaxPct + protein.maxPct);
  if (gap > 0) {
    const relaxed = Math.min(AMDR_PCT.fat.max, Math.ceil(fatMaxPct + gap));
    conflicts.push({
      id: 'dash-fat-vs-energy-balance',
      between: ['hypertension', 'chronic_kidney_disease'],
      resolution: `With protein capped at ${protein.maxPct} % of energy, carbohydrate (up to 65 %) and DASH fat (${DASH.fatPct} %) cannot fill the day, so the fat ceiling rises to ${relaxed} %.`,
      sourceIds: ['A3', 'B6.3', 'B5.1'],
    });
    fatMaxPct = relaxed;
  }
  if (has(person, 'no_gallbladder')) {
    fatNotes.push('Without a gallbladder, fat is spread over the day: see the per-meal fat limit.');
    fatSources.push('B3.1');
  }

  return {
    carbs: pctRange(
      AMDR_PCT.carbs.min,
      AMDR_PCT.carbs.max,
      kcal,
      KCAL_PER_G.carbs,
      carbNotes,
      carbSources,
    ),
    protein,
    fat: pctRange(AMDR_PCT.fat.min, fatMaxPct, kcal, KCAL_PER_G.fat, fatNotes, fatSources),
  };
}

function computeFiber(person: Person, kcal: number, conflicts: Conflict[]): FiberTarget {
  const uncappedMinG = Math.round((FIBER_G_PER_1000_KCAL * kcal) / 1000);
  const sourceIds: SourceId[] = ['A5'];
  const notes: string[] = [];
  let minG = uncappedMinG;
  let emphasis: FiberTarget['emphasis'] = 'total';
  if (has(person, 'diabetes_type1', 'diabetes_type2')) sourceIds.push('B1.7');
  if (has(person, 'ibs')) {
    emphasis = 'soluble';
    sourceIds.push('B10.2');
    notes.push(
      'IBS: soluble fibre (oats, psyllium, peeled fruit, carrots) rather than wheat bran, built up slowly.',
    );
    if (uncappedMinG > IBS_FIBER_FLOOR_CAP_G) {
      minG = IBS_FIBER_FLOOR_CAP_G;
      conflicts.push({
        id: 'ibs-vs-high-fiber',
        between: ['ibs', ...(has(person, 'diabetes_type2') ? ['diabetes_type2'] : []), 'general'],
        resolution: `The general fibre amount would be ${uncappedMinG} g; with IBS the floor is capped at ${IBS_FIBER_FLOOR_CAP_G} g, favouring soluble fibre, so the plan does not push insoluble fibre.`,
        sourceIds: ['B10.2', 'A5'],
      });
    }
  }
  if (has(person, 'no_gallbladder')) {
    emphasis = 'soluble';
    sourceIds.push('B3.3');
    notes.push(
      'After gallbladder removal, increase fibre gradually over several weeks, favouring soluble fibre.',
    );
  }
  if (has(person, 'high_cholesterol')) {
    emphasis = 'soluble';
    sourceIds.push('B7.4');
    notes.push(
      'Soluble (viscous) fibre from oats, barley, beans and fruit helps lower LDL cholesterol.',
    );
  }
  return {
    minG,
    uncappedMinG,
    isCapped: minG < uncappedMinG,
    emphasis,
    notes,
    sourceIds: unique(sourceIds),
  };
}

// ---------------------------------------------------------------------------------------------
// Limits: every condition proposes a value; the strictest wins and all proposals are cited.
// ---------------------------------------------------------------------------------------------

interface Proposal {
  value: number;
  because: AppliesBecause;
  sourceIds: SourceId[];
  reason: string;
}

interface Strictest {
  value: number;
  reason: string;
  appliesBecause: AppliesBecause[];
  sourceIds: SourceId[];
}

function strictestMax(proposals: readonly Proposal[]): Strictest {
  const value = Math.min(...proposals.map((p) => p.value));
  const winners = proposals.filter((p) => p.value === value);
  const others = proposals.filter((p) => p.value !== value);
  const first = winners[0];
  if (!first) throw new Error('strictestMax needs at least one proposal');
  return {
    value,
    reason: first.reason,
    appliesBecause: unique([
      ...winners.map((p) => p.because),
      ...others.map((p) => p.because).filter((b) => b !== 'general'),
    ]),
    sourceIds: unique([...winners, ...others].flatMap((p) => p.sourceIds)),
  };
}

function labelOf(because: AppliesBecause): string {
  if (because === 'general') return 'general guideline';
  if ((CONDITION_IDS as readonly string[]).includes(because)) {
    return getCondition(because as ConditionId).name;
  }
  return getMedicationClass(because as MedicationClassId).label;
}

function recordStrictest(
  conflicts: Conflict[],
  id: string,
  what: string,
  unit: string,
  proposals: readonly Proposal[],
  chosen: Strictest,
) {
  const values = unique(proposals.map((p) => p.value)).sort((a, b) => a - b);
  if (values.length < 2) return;
  const describe = (value: number) => {
    const who = unique(proposals.filter((p) => p.value === value).map((p) => labelOf(p.because)));
    return `${formatNumber(value)} ${unit} (${who.join(', ')})`;
  };
  const [strictest, ...laxer] = values;
  conflicts.push({
    id,
    between: unique(proposals.map((p) => p.because)),
    resolution: `The strictest ${what} applies: ${describe(strictest ?? chosen.value)}, rather than ${laxer.map(describe).join(' or ')}.`,
    sourceIds: chosen.sourceIds,
  });
}

function computeLimits(
  person: Person,
  kcal: number,
  macros: ReturnType<typeof computeMacros>,
  conflicts: Conflict[],
): NutrientLimit[] {
  const limits: NutrientLimit[] = [];
  const base = { scope: 'day' as const, isPlanningDefault: false, isCheckable: true };

  // Sodium, mg/day.
  const sodium: Proposal[] = [
    {
      value: 2300,
      because: 'general',
      sourceIds: ['A8'],
      reason: 'The Dietary Guidelines limit for adults.',
    },
  ];
  if (has(person, 'diabetes_type2')) {
    sodium.push({
      value: 2300,
      because: 'diabetes_type2',
      sourceIds: ['B1.4'],
      reason: 'The same limit as for the general public.',
    });
  }
  if (has(person, 'diabetes_type1')) {
    sodium.push({
      value: 2300,
      because: 'diabetes_type1',
      sourceIds: ['B1.4'],
      reason: 'The same limit as for the general public.',
    });
  }
  if (has(person, 'chronic_kidney_disease')) {
    sodium.push({
      value: 2000,
      because: 'chronic_kidney_disease',
      sourceIds: ['B5.5'],
      reason: 'Less sodium eases blood pressure and the fluid load on your kidneys.',
    });
  }
  if (has(person, 'hypertension')) {
    sodium.push({
      value: 1500,
      because: 'hypertension',
      sourceIds: ['B6.1'],
      reason: 'The ideal limit for high blood pressure: less salt lowers it.',
    });
  }
  if (has(person, 'heart_disease')) {
    sodium.push({
      value: 1500,
      because: 'heart_disease',
      sourceIds: ['B8.2'],
      reason: 'Less sodium lowers blood pressure and the strain on your heart.',
    });
  }
  const sodiumMax = strictestMax(sodium);
  recordStrictest(conflicts, 'sodium-strictest-limit', 'sodium limit', 'mg', sodium, sodiumMax);
  limits.push({
    ...base,
    id: 'sodium-daily-max',
    nutrient: 'sodiumMg',
    label: 'Sodium',
    kind: 'limit',
    max: sodiumMax.value,
    unit: 'mg',
    reason: sodiumMax.reason,
    appliesBecause: sodiumMax.appliesBecause,
    sourceIds: sodiumMax.sourceIds,
  });

  // Saturated fat, % of energy, in grams at the target.
  const satFat: Proposal[] = [
    {
      value: 10,
      because: 'general',
      sourceIds: ['A7'],
      reason: 'The Dietary Guidelines limit: under 10 % of calories.',
    },
  ];
  for (const id of ['diabetes_type1', 'diabetes_type2'] as const) {
    if (has(person, id)) {
      satFat.push({
        value: 10,
        because: id,
        sourceIds: ['B1.6'],
        reason: 'The same limit as for the general public.',
      });
    }
  }
  if (has(person, 'high_cholesterol')) {
    satFat.push({
      value: 7,
      because: 'high_cholesterol',
      sourceIds: ['B7.4'],
      reason: 'Under 7 % of calories lowers LDL cholesterol.',
    });
    satFat.push({
      value: 6,
      because: 'high_cholesterol',
      sourceIds: ['B7.1'],
      reason:
        'A diet very low in saturated fat (5–6 % of calories) lowers LDL cholesterol the most.',
    });
  }
  if (has(person, 'heart_disease')) {
    satFat.push({
      value: 6,
      because: 'heart_disease',
      sourceIds: ['B8.2', 'B7.1'],
      reason: 'With heart disease the LDL-lowering target applies: 5–6 % of calories.',
    });
  }
  if (has(person, 'hypertension')) {
    satFat.push({
      value: DASH.satFatPct,
      because: 'hypertension',
      sourceIds: ['B6.3'],
      reason: 'The DASH eating plan keeps saturated fat near 6 % of calories.',
    });
  }
  const satFatMax = strictestMax(satFat);
  recordStrictest(
    conflicts,
    'sat-fat-strictest-limit',
    'saturated-fat limit',
    '% of energy',
    satFat,
    satFatMax,
  );
  limits.push({
    ...base,
    id: 'sat-fat-daily-max',
    nutrient: 'satFatG',
    label: 'Saturated fat',
    kind: 'limit',
    max: gramsAt(satFatMax.value, kcal, KCAL_PER_G.fat),
    unit: 'g',
    percentOfEnergy: satFatMax.value,
    reason: satFatMax.reason,
    appliesBecause: satFatMax.appliesBecause,
    sourceIds: satFatMax.sourceIds,
  });

  // Cholesterol, mg/day: only conditions set it.
  const cholesterol: Proposal[] = [];
  if (has(person, 'high_cholesterol')) {
    cholesterol.push({
      value: 200,
      because: 'high_cholesterol',
      sourceIds: ['B7.4'],
      reason: 'Less dietary cholesterol helps lower LDL cholesterol.',
    });
  }
  if (has(person, 'hypertension')) {
    cholesterol.push({
      value: DASH.cholesterolMg,
      because: 'hypertension',
      sourceIds: ['B6.3'],
      reason: 'The DASH eating plan keeps dietary cholesterol near 150 mg a day.',
    });
  }
  if (cholesterol.length > 0) {
    const cholesterolMax = strictestMax(cholesterol);
    recordStrictest(
      conflicts,
      'cholesterol-strictest-limit',
      'cholesterol limit',
      'mg',
      cholesterol,
      cholesterolMax,
    );
    limits.push({
      ...base,
      id: 'cholesterol-daily-max',
      nutrient: 'cholesterolMg',
      label: 'Cholesterol',
      kind: 'limit',
      max: cholesterolMax.value,
      unit: 'mg',
      reason: cholesterolMax.reason,
      appliesBecause: cholesterolMax.appliesBecause,
      sourceIds: cholesterolMax.sourceIds,
    });
  }

  // Sugars. The food table has total sugars only (clinical-targets D): the checked limit is on
  // total sugars at the DRI added-sugar ceiling (A11), which holds even if all sugar were added;
  // the DGA added-sugar limit (A6) is advice the planner follows by leaving out sweets.
  const sugarBecause: AppliesBecause[] = ['general'];
  const sugarSources: SourceId[] = ['A11'];
  const addedSources: SourceId[] = ['A6'];
  const sugarReasons: string[] = [];
  if (has(person, 'fatty_liver')) {
    sugarBecause.push('fatty_liver');
    sugarSources.push('B4.4');
    addedSources.push('B4.4');
    sugarReasons.push(
      'With fatty liver, avoid soft drinks and foods with added fructose; whole fruit is fine.',
    );
  }
  for (const id of ['diabetes_type1', 'diabetes_type2'] as const) {
    if (has(person, id)) sugarBecause.push(id);
  }
  if (has(person, 'diabetes_type1', 'diabetes_type2')) {
    addedSources.push('B1.2', 'B1.5');
    sugarReasons.push(
      'With diabetes, keep added sugar low and drink water rather than sugar-sweetened drinks.',
    );
  }
  limits.push({
    ...base,
    id: 'total-sugars-daily-max',
    nutrient: 'sugarsG',
    label: 'Total sugars (natural and added)',
    kind: 'limit',
    max: gramsAt(TOTAL_SUGARS_MAX_PCT, kcal, KCAL_PER_G.sugars),
    unit: 'g',
    percentOfEnergy: TOTAL_SUGARS_MAX_PCT,
    reason:
      'Total sugars, including those in fruit and milk, stay under 25 % of calories: the ceiling for added sugar, so even a day of only added sugar could not pass it.',
    appliesBecause: unique(sugarBecause),
    sourceIds: unique(sugarSources),
  });
  limits.push({
    ...base,
    id: 'added-sugars-daily-max',
    nutrient: 'addedSugarsG',
    label: 'Added sugars',
    kind: 'limit',
    max: gramsAt(ADDED_SUGARS_MAX_PCT, kcal, KCAL_PER_G.sugars),
    unit: 'g',
    percentOfEnergy: ADDED_SUGARS_MAX_PCT,
    reason: [
      'Added sugars under 10 % of calories. The food data cannot tell added from natural sugar, so the plan follows this by leaving out sweets and sweetened drinks.',
      ...sugarReasons,
    ].join(' '),
    appliesBecause: unique(sugarBecause),
    sourceIds: unique(addedSources),
    isCheckable: false,
  });

  // Kidney disease: protein range, and potassium and phosphorus planning defaults.
  if (has(person, 'chronic_kidney_disease')) {
    const { protein } = macros;
    const kidneyProtein = CKD_PROTEIN_G_PER_KG[person.kidneyBand];
    limits.push({
      ...base,
      id: 'ckd-protein-daily-range',
      nutrient: 'proteinG',
      label: 'Protein',
      kind: 'limit',
      min: protein.minG,
      max: protein.maxG,
      unit: 'g',
      perKg: kidneyProtein,
      reason: KIDNEY_PROTEIN_REASON[person.kidneyBand](perKgRange(kidneyProtein)),
      appliesBecause: ['chronic_kidney_disease'],
      sourceIds: protein.sourceIds.filter(
        (id) => id !== 'A3' && (id !== 'A4' || person.kidneyBand === 'early'),
      ),
    });
    limits.push({
      ...base,
      id: 'ckd-potassium-daily-max',
      nutrient: 'potassiumMg',
      label: 'Potassium',
      kind: 'limit',
      max: CKD_PLANNING_DEFAULTS.potassiumMg,
      unit: 'mg',
      reason: `With kidney disease, the right amount of potassium depends on your blood tests and is set by your care team. Until they give you a number, the plan stays under ${formatNumber(CKD_PLANNING_DEFAULTS.potassiumMg)} mg and does not pile up high-potassium foods. Discuss this planning default with your care team.`,
      appliesBecause: ['chronic_kidney_disease'],
      sourceIds: ['B5.7'],
      isPlanningDefault: true,
    });
    const onDialysis = person.kidneyBand === 'dialysis';
    const phosphorusMax = onDialysis
      ? Math.max(
          CKD_PLANNING_DEFAULTS.phosphorusMg,
          Math.ceil((DIALYSIS_PHOSPHORUS_MG_PER_G_PROTEIN * protein.maxG) / 50) * 50,
        )
      : CKD_PLANNING_DEFAULTS.phosphorusMg;
    limits.push({
      ...base,
      id: 'ckd-phosphorus-daily-max',
      nutrient: 'phosphorusMg',
      label: 'Phosphorus',
      kind: 'limit',
      max: phosphorusMax,
      unit: 'mg',
      reason: onDialysis
        ? `On dialysis, the right amount of phosphorus depends on your blood tests and is set by your dialysis team, often with a phosphate binder taken with meals. Your protein needs come first, and protein foods bring phosphorus with them, so until then the plan stays under ${formatNumber(phosphorusMax)} mg (about ${DIALYSIS_PHOSPHORUS_MG_PER_G_PROTEIN} mg for each gram of your protein) and prefers fresh foods, because phosphate additives in processed food are absorbed the most. Discuss this planning default with your dialysis team.`
        : `With kidney disease, the right amount of phosphorus depends on your blood tests and is set by your care team. Until then the plan stays under ${formatNumber(phosphorusMax)} mg and prefers plant and fresh foods, because phosphate additives in processed food are absorbed the most. Discuss this planning default with your care team.`,
      appliesBecause: ['chronic_kidney_disease'],
      sourceIds: ['B5.8'],
      isPlanningDefault: true,
    });
  }

  // Potassium target from food for high blood pressure or heart disease, unless the kidneys or a
  // potassium-retaining medicine make it unsafe to push (B6.2's own exception; C6).
  const wantsDashPotassium = has(person, 'hypertension', 'heart_disease');
  if (wantsDashPotassium) {
    const dashBecause: ConditionId[] = (['hypertension', 'heart_disease'] as const).filter((id) =>
      has(person, id),
    );
    if (has(person, 'chronic_kidney_disease')) {
      conflicts.push({
        id: 'ckd-vs-dash-potassium',
        between: ['chronic_kidney_disease', ...dashBecause],
        resolution: `The potassium target for blood pressure (${formatNumber(DASH_POTASSIUM_MG.min)}–${formatNumber(DASH_POTASSIUM_MG.max)} mg) is not applied with kidney disease; potassium follows the kidney rule, set from your blood tests.`,
        sourceIds: ['B6.2', 'B5.7'],
      });
    }
    if (takes(person, 'potassium-sparing')) {
      conflicts.push({
        id: 'potassium-sparing-vs-dash-potassium',
        between: ['potassium-sparing', ...dashBecause],
        resolution: `Your medicine makes the body keep potassium, so the potassium target for blood pressure (${formatNumber(DASH_POTASSIUM_MG.min)}–${formatNumber(DASH_POTASSIUM_MG.max)} mg) is not applied without a blood potassium check, and potassium salt substitutes are left out.`,
        sourceIds: ['C6', 'B6.2'],
      });
    }
    if (!has(person, 'chronic_kidney_disease') && !takes(person, 'potassium-sparing')) {
      limits.push({
        ...base,
        id: 'dash-potassium-daily-target',
        nutrient: 'potassiumMg',
        label: 'Potassium',
        kind: 'target',
        min: DASH_POTASSIUM_MG.min,
        max: DASH_POTASSIUM_MG.max,
        unit: 'mg',
        reason:
          'Potassium from food (vegetables, fruit, beans, yogurt) helps lower blood pressure.',
        appliesBecause: dashBecause,
        sourceIds: has(person, 'heart_disease') ? ['B6.2', 'B8.2'] : ['B6.2'],
      });
    }
  }

  // No gallbladder: fat spread over the day. Mayo's ≤ 3 g per serving (B3.2) describes a
  // low-fat food, not a meal; the meal cap is the day's fat ceiling (A3) shared over at least
  // three meals, and over more when the person eats more, smaller meals (B3.1).
  if (has(person, 'no_gallbladder')) {
    const meals = Math.max(person.mealsPerDay, 3);
    limits.push({
      ...base,
      id: 'no-gallbladder-fat-per-meal-max',
      nutrient: 'fatG',
      label: 'Fat per meal',
      kind: 'limit',
      scope: 'meal',
      max: Math.round(macros.fat.maxG / meals),
      unit: 'g',
      reason: `Without a gallbladder, bile arrives in a steady trickle, so fat is easier to digest in smaller amounts. No meal or snack has more than 1/${meals} of the day's fat ceiling (${macros.fat.maxG} g), and low-fat foods (3 g of fat or less per serving) are preferred.`,
      appliesBecause: ['no_gallbladder'],
      sourceIds: ['B3.1', 'B3.2', 'A3'],
    });
  }

  // Warfarin: vitamin K steady near the adequate intake, not banned.
  if (takes(person, 'warfarin')) {
    const band = vitaminKBandUg(person.sex);
    limits.push({
      ...base,
      id: 'warfarin-vitamin-k-consistency',
      nutrient: 'vitaminKUg',
      label: 'Vitamin K (keep steady)',
      kind: 'consistency',
      min: band.min,
      max: band.max,
      unit: 'µg',
      referenceAmount: band.referenceUg,
      reason: `Warfarin works against vitamin K, so the amount you eat should stay about the same each day rather than be avoided. Every planned day has ${band.min}–${band.max} µg: within ${band.referenceUg - band.min} µg of the adequate intake of ${band.referenceUg} µg.`,
      appliesBecause: ['warfarin'],
      sourceIds: ['C1'],
    });
  }

  // Potassium-retaining medicine without kidney disease (whose 3,000 mg default is lower): the
  // DASH target is not applied (above), and no day goes over the DASH plan's own amount.
  if (takes(person, 'potassium-sparing') && !has(person, 'chronic_kidney_disease')) {
    limits.push({
      ...base,
      id: 'potassium-sparing-potassium-daily-max',
      nutrient: 'potassiumMg',
      label: 'Potassium',
      kind: 'limit',
      max: POTASSIUM_RETAINING_MAX_MG,
      unit: 'mg',
      reason: `Your medicine makes your body keep potassium, so the plan does not aim for the high potassium target of the DASH plan: no day goes over ${formatNumber(POTASSIUM_RETAINING_MAX_MG)} mg, and no potassium salt substitutes. Only your doctor can say, after a blood test, whether more is safe.`,
      appliesBecause: ['potassium-sparing'],
      sourceIds: ['C6', 'B6.3'],
      isPlanningDefault: true,
    });
  }

  return limits;
}

// ---------------------------------------------------------------------------------------------
// Micronutrients that matter for this person (numbers only with a source row)
// ---------------------------------------------------------------------------------------------

function computeMicronutrients(
  person: Person,
  limits: readonly NutrientLimit[],
  conflicts: Conflict[],
) {
  const items: MicronutrientTarget[] = [];
  const dashPotassium = limits.find((limit) => limit.id === 'dash-potassium-daily-target');
  if (dashPotassium) {
    items.push({
      id: 'dash-potassium',
      nutrient: 'Potassium',
      amount: `${formatNumber(DASH_POTASSIUM_MG.min)}–${formatNumber(DASH_POTASSIUM_MG.max)} mg a day, from food`,
      min: DASH_POTASSIUM_MG.min,
      max: DASH_POTASSIUM_MG.max,
      unit: 'mg',
      reason: dashPotassium.reason,
      appliesBecause: dashPotassium.appliesBecause,
      sourceIds: dashPotassium.sourceIds,
      basis: 'table',
    });
  }
  if (has(person, 'hypertension')) {
    if (has(person, 'chronic_kidney_disease')) {
      conflicts.push({
        id: 'ckd-vs-dash-minerals',
        between: ['chronic_kidney_disease', 'hypertension'],
        resolution:
          "DASH's calcium and magnesium targets are not set with kidney disease: the dairy and nuts that supply them also bring phosphorus, which your care team sets for you.",
        sourceIds: ['B6.3', 'B5.8'],
      });
    } else {
      items.push({
        id: 'dash-calcium',
        nutrient: 'Calcium',
        amount: `about ${formatNumber(DASH.calciumMg)} mg a day`,
        min: DASH.calciumMg,
        unit: 'mg',
        reason: 'The DASH eating plan includes low-fat dairy and greens, rich in calcium.',
        appliesBecause: ['hypertension'],
        sourceIds: ['B6.3'],
        basis: 'table',
      });
      items.push({
        id: 'dash-magnesium',
        nutrient: 'Magnesium',
        amount: `about ${DASH.magnesiumMg} mg a day`,
        min: DASH.magnesiumMg,
        unit: 'mg',
        reason:
          'The DASH eating plan includes nuts, seeds, beans and whole grains, rich in magnesium.',
        appliesBecause: ['hypertension'],
        sourceIds: ['B6.3'],
        basis: 'table',
      });
    }
  }
  if (has(person, 'high_cholesterol')) {
    items.push({
      id: 'tlc-viscous-fiber',
      nutrient: 'Soluble (viscous) fibre',
      amount: `${TLC.viscousFiberG.min}–${TLC.viscousFiberG.max} g a day`,
      min: TLC.viscousFiberG.min,
      max: TLC.viscousFiberG.max,
      unit: 'g',
      reason: 'Oats, barley, beans, lentils and fruit bind cholesterol and lower LDL.',
      appliesBecause: ['high_cholesterol'],
      sourceIds: ['B7.4'],
      basis: 'table',
    });
    items.push({
      id: 'tlc-plant-sterols',
      nutrient: 'Plant stanols and sterols',
      amount: `${TLC.sterolsG} g a day (from fortified foods)`,
      min: TLC.sterolsG,
      unit: 'g',
      reason:
        'They block some cholesterol absorption; ask your doctor before adding fortified spreads or drinks.',
      appliesBecause: ['high_cholesterol'],
      sourceIds: ['B7.4'],
      basis: 'table',
    });
  }
  if (has(person, 'heart_disease')) {
    items.push({
      id: 'heart-omega-3',
      nutrient: 'Omega-3 fats',
      amount: 'fish or seafood in place of fatty meat, and liquid plant oils (no set amount)',
      reason: 'Part of the heart-healthy eating pattern.',
      appliesBecause: ['heart_disease'],
      sourceIds: ['B8.1'],
      basis: 'table',
    });
  }
  if (takes(person, 'warfarin')) {
    const band = vitaminKBandUg(person.sex);
    items.push({
      id: 'warfarin-vitamin-k',
      nutrient: 'Vitamin K',
      amount:
        person.sex === 'other'
          ? `steady each day, ${band.min}–${band.max} µg, near the adequate intake of ${band.referenceUg} µg (the lower of 90 µg for women and 120 µg for men)`
          : `steady each day, ${band.min}–${band.max} µg, near the adequate intake of ${band.referenceUg} µg`,
      min: band.min,
      max: band.max,
      unit: 'µg',
      reason: 'Warfarin works against vitamin K, so steady amounts keep its effect steady.',
      appliesBecause: ['warfarin'],
      sourceIds: ['C1'],
      basis: 'table',
    });
  }
  if (takes(person, 'metformin')) {
    items.push({
      id: 'metformin-vitamin-b12',
      nutrient: 'Vitamin B12',
      amount: 'B12 foods (fish, meat, eggs, dairy or fortified foods) most days',
      reason:
        'Long-term metformin can lower vitamin B12; ask your doctor about checking it now and then.',
      appliesBecause: ['metformin'],
      sourceIds: ['C5'],
      basis: 'table',
    });
  }
  if (has(person, 'celiac_disease')) {
    items.push({
      id: 'celiac-nutrients',
      nutrient: 'Iron, calcium, vitamin D, folate and B vitamins',
      amount: 'no set amount: ask your dietitian to check them',
      reason:
        'Gluten-free eating can run low in these, and celiac disease can reduce their absorption (general nutrition knowledge, not a guideline number).',
      appliesBecause: ['celiac_disease'],
      sourceIds: [],
      basis: 'general-knowledge',
    });
  }
  return items;
}

// ---------------------------------------------------------------------------------------------

const DISCLAIMER =
  'These targets are computed from published guidelines for general guidance, not medical advice. ' +
  'If your doctor or dietitian has given you different numbers, especially for kidney disease, ' +
  'potassium or phosphorus, follow theirs.';

/**
 * The person's nutrition targets (spec §3 nutritionalGuidelines, extended): energy, macronutrient
 * ranges, fibre, limits (strictest wins), the micronutrients that matter, the conflicts resolved
 * and the clinical-targets rows behind every number.
 */
export function computeTargets(input: TargetsInput): TargetsResult {
  const checked = checkInput(input);
  if (!checked.ok) return checked;
  const person = checked.value;

  const conflicts: Conflict[] = [];
  const energy = computeEnergy(person, conflicts);
  const macros = computeMacros(person, energy, conflicts);
  const fiber = computeFiber(person, energy.targetKcal, conflicts);
  const limits = computeLimits(person, energy.targetKcal, macros, conflicts);
  const micronutrients = computeMicronutrients(person, limits, conflicts);

  const usedIds: SourceId[] = [
    ...energy.sourceIds,
    ...macros.carbs.sourceIds,
    ...macros.protein.sourceIds,
    ...macros.fat.sourceIds,
    ...fiber.sourceIds,
    ...limits.flatMap((limit) => limit.sourceIds),
    ...micronutrients.flatMap((item) => item.sourceIds),
    ...conflicts.flatMap((conflict) => conflict.sourceIds),
    'A10',
  ];

  const value: NutritionTargets = {
    energy,
    macros,
    fiber,
    limits,
    micronutrients,
    conflicts,
    dgaEdition: DGA_EDITION,
    editionNote: EDITION_NOTE,
    disclaimer: DISCLAIMER,
    sources: sourcesFor(usedIds).map(({ id, title, citation, check }) => ({
      id,
      title,
      citation,
      check,
    })),
  };
  return { ok: true, value };
}

/** The targets input for a stored health profile and the medication classes matched in it. */
export function targetsInputFromProfile(
  profile: HealthProfile,
  medicationClasses: readonly MedicationClassId[],
): TargetsInput {
  return {
    sex: profile.profile.gender,
    ageYears: profile.profile.age,
    weightKg: profile.profile.weight,
    heightCm: profile.profile.height,
    activityLevel: profile.profile.activityLevel,
    conditions: [...profile.healthConditions],
    medicationClasses: [...medicationClasses],
    mealsPerDay: profile.mealOptions.mealsPerDay,
    kidneyDetails: profile.conditionDetails?.chronic_kidney_disease ?? null,
  };
}

/**
 * Targets for a health profile, matching its free-text medications against the interaction
 * table. `energyKcalOverride` is a daily energy the person chose (see TargetsInput).
 */
export function computeTargetsForProfile(
  profile: HealthProfile,
  options: { energyKcalOverride?: number | null } = {},
): TargetsResult {
  const { classIds } = matchMedications(profile.medications);
  return computeTargets({
    ...targetsInputFromProfile(profile, classIds),
    energyKcalOverride: options.energyKcalOverride ?? null,
  });
}
