import type { ConditionId } from '../conditions/catalogue';
import { type MedicationMatchResult, matchMedications } from '../medications/match-medications';
import type { MedicationClassId } from '../medications/medication-class';
import { formatList, formatNumber } from '../profile/format';
import type { ActivityLevel, HealthProfile } from '../profile/health-profile';
import { type BmiCategory, bmiCategory, bodyMassIndex } from '../profile/units';
import { type PersonalFoodRules, personalFoodRules } from '../rules/food-exclusions';
import type { SourceId } from '../sources';
import type { NutrientLimit, NutritionTargets, TargetsError, TargetsResult } from '../targets';

/** Everything the written guidance reads about one person, worked out once. */
export interface GuidanceContext {
  profile: HealthProfile;
  /** Null when targets could not be computed (for example under 18): see `targetsError`. */
  targets: NutritionTargets | null;
  targetsError: TargetsError | null;
  conditions: ReadonlySet<ConditionId>;
  medicationMatch: MedicationMatchResult;
  medicationClasses: ReadonlySet<MedicationClassId>;
  bmiKgM2: number;
  bmiCategory: BmiCategory;
  /** BMI 25 or more (spec §5 Overweight or Obese), or obesity ticked. */
  hasExcessWeight: boolean;
  rules: PersonalFoodRules;
}

/** The targets as `computeTargetsForProfile` returns them, their ok value, or nothing. */
export type TargetsArgument = NutritionTargets | TargetsResult | null | undefined;

function unpack(targets: TargetsArgument): {
  targets: NutritionTargets | null;
  error: TargetsError | null;
} {
  if (targets === null || targets === undefined) return { targets: null, error: null };
  if ('ok' in targets) {
    return targets.ok
      ? { targets: targets.value, error: null }
      : { targets: null, error: targets.error };
  }
  return { targets, error: null };
}

export function guidanceContext(profile: HealthProfile, targets: TargetsArgument): GuidanceContext {
  const unpacked = unpack(targets);
  const medicationMatch = matchMedications(profile.medications);
  const bmiKgM2 = bodyMassIndex(profile.profile.weight, profile.profile.height);
  const category = bmiCategory(bmiKgM2);
  const conditions = new Set(profile.healthConditions);
  return {
    profile,
    targets: unpacked.targets,
    targetsError: unpacked.error,
    conditions,
    medicationMatch,
    medicationClasses: new Set(medicationMatch.classIds),
    bmiKgM2,
    bmiCategory: category,
    hasExcessWeight: category === 'Overweight' || category === 'Obese' || conditions.has('obesity'),
    rules: personalFoodRules(profile),
  };
}

export const has = (ctx: GuidanceContext, ...ids: ConditionId[]) =>
  ids.some((id) => ctx.conditions.has(id));
export const takes = (ctx: GuidanceContext, id: MedicationClassId) => ctx.medicationClasses.has(id);
export const hasDiabetes = (ctx: GuidanceContext) => has(ctx, 'diabetes_type1', 'diabetes_type2');

/** A limit or target of the person's targets by its rule id ('sodium-daily-max'). */
export function limitOf(ctx: GuidanceContext, id: string): NutrientLimit | undefined {
  return ctx.targets?.limits.find((limit) => limit.id === id);
}

/** One line of guidance with the clinical-targets rows behind it. */
export interface Line {
  text: string;
  sourceIds: readonly SourceId[];
}

export const line = (text: string, sourceIds: readonly SourceId[] = []): Line => ({
  text,
  sourceIds,
});

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

/** Splits lines into the spec's list of text and the index-aligned source ids. */
export function splitLines(lines: readonly Line[]): {
  texts: string[];
  sourceIds: SourceId[][];
} {
  return {
    texts: lines.map((item) => item.text),
    sourceIds: lines.map((item) => unique(item.sourceIds)),
  };
}

// ---------------------------------------------------------------------------------------------
// Wording
// ---------------------------------------------------------------------------------------------

/** Condition names as a person says them in a sentence. */
export const PLAIN_CONDITION_NAMES: Readonly<Record<ConditionId, string>> = {
  diabetes_type1: 'type 1 diabetes',
  diabetes_type2: 'type 2 diabetes',
  no_gallbladder: 'no gallbladder (it was removed)',
  fatty_liver: 'fatty liver disease',
  chronic_kidney_disease: 'chronic kidney disease',
  hypertension: 'high blood pressure',
  high_cholesterol: 'high cholesterol',
  heart_disease: 'heart disease',
  gerd: 'acid reflux (GERD)',
  ibs: 'irritable bowel syndrome (IBS)',
  celiac_disease: 'celiac disease',
  food_allergies: 'food allergies',
  obesity: 'obesity',
};

export const PLAIN_ACTIVITY: Readonly<Record<ActivityLevel, string>> = {
  sedentary: 'mostly sitting during the day (sedentary)',
  light: 'lightly active',
  moderate: 'moderately active',
  active: 'active',
  'very-active': 'very active',
};

/** Completes 'times 1.55 for ...'. */
export const ACTIVITY_WORD: Readonly<Record<ActivityLevel, string>> = {
  sedentary: 'a mostly seated day',
  light: 'light activity',
  moderate: 'moderate activity',
  active: 'an active day',
  'very-active': 'a very active day',
};

export const BMI_RANGE_WORDS: Readonly<Record<BmiCategory, string>> = {
  Underweight: 'the underweight range',
  'Normal weight': 'the healthy range',
  Overweight: 'the overweight range',
  Obese: 'the obese range',
};

/** The person's conditions in catalogue order, in plain words. */
export function conditionWords(ctx: GuidanceContext): string[] {
  return ctx.profile.healthConditions.map((id) => PLAIN_CONDITION_NAMES[id]);
}

/** Energy as people read it: '2,150 kcal'. */
export const kcal = (value: number) => `${formatNumber(value)} kcal`;

/** 'Sam' for a sentence start; the name is the person's own text, trimmed. */
export const firstName = (ctx: GuidanceContext) =>
  ctx.profile.profile.name.trim().split(/\s+/)[0] ?? ctx.profile.profile.name;

/** The entries the person typed that matched a class: 'Lisinopril 10 mg'. */
export function namesFor(ctx: GuidanceContext, id: MedicationClassId): string {
  const inputs = ctx.medicationMatch.entries
    .filter((entry) => entry.classIds.includes(id))
    .map((entry) => entry.input.trim());
  const text = formatList(inputs);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
