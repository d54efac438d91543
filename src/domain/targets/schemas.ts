import { z } from 'zod';
import { ConditionIdSchema } from '../conditions/catalogue';
import { KidneyDetailsSchema } from '../conditions/kidney-details';
import type { NutrientKey } from '../foods/food';
import { MedicationClassIdSchema } from '../medications/medication-class';
import { ActivityLevelSchema, GenderSchema } from '../profile/health-profile';
import type { Result } from '../profile/result';
import { SourceIdSchema, SourceRowSchema } from '../sources';

/**
 * What `computeTargets` needs. Body measures may be missing (the result then says which);
 * activity defaults to 'moderate' and meals to 3, as in spec §9.
 */
export const TargetsInputSchema = z.object({
  sex: GenderSchema.nullish(),
  ageYears: z.number().nullish(),
  weightKg: z.number().nullish(),
  heightCm: z.number().nullish(),
  activityLevel: ActivityLevelSchema.nullish(),
  conditions: z.array(ConditionIdSchema).default([]),
  medicationClasses: z.array(MedicationClassIdSchema).default([]),
  mealsPerDay: z.number().int().min(2).max(5).nullish(),
  /** Kidney disease stage and dialysis, when known: they choose the kidney protein range. */
  kidneyDetails: KidneyDetailsSchema.nullish(),
  /**
   * A daily energy the person chose (a chat edit such as 'Reduce calories to 1500/day'). It
   * replaces the computed target; the caller keeps it at or above `energy.floorKcal`.
   */
  energyKcalOverride: z.number().positive().nullish(),
});
export type TargetsInput = z.input<typeof TargetsInputSchema>;

export const BODY_FIELDS = ['sex', 'ageYears', 'weightKg', 'heightCm'] as const;
export type BodyField = (typeof BODY_FIELDS)[number];

export const TargetsErrorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('incomplete-profile'), fields: z.array(z.enum(BODY_FIELDS)) }),
  z.object({ kind: z.literal('out-of-range'), fields: z.array(z.enum(BODY_FIELDS)) }),
  z.object({
    kind: z.literal('unsupported-age'),
    ageYears: z.number(),
    minAgeYears: z.number(),
    reason: z.string(),
  }),
]);
export type TargetsError = z.infer<typeof TargetsErrorSchema>;

const SourceIdsSchema = z.array(SourceIdSchema).min(1);

/** A permanent rule id: kebab-case ('sodium-daily-max'). */
export const RuleIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const EnergyTargetsSchema = z.object({
  /** Body-mass index (spec §5), which decides the weight-management adjustment. */
  bmiKgM2: z.number(),
  /** Resting energy by Mifflin–St Jeor (A1). */
  bmrKcal: z.number().int(),
  activityFactor: z.number(),
  /** Resting energy × activity factor (A2). */
  tdeeKcal: z.number().int(),
  /** The lowest daily intake a deficit may reach: the B13.1 floor for the sex, and never below BMR. */
  floorKcal: z.number().int(),
  /** The day's energy target, rounded to 10 kcal. */
  targetKcal: z.number().int(),
  /** The band a planned day may fall in: target ± 10 %, kept at or above the floor in a deficit. */
  minKcal: z.number().int(),
  maxKcal: z.number().int(),
  /** True when the person chose the target (a chat edit), rather than the computed one. */
  isChosen: z.boolean(),
  adjustment: z.object({
    kind: z.enum(['maintain', 'deficit']),
    /** target − TDEE: 0 or negative. */
    kcal: z.number().int(),
    reason: z.string(),
  }),
  notes: z.array(z.string()),
  sourceIds: SourceIdsSchema,
});
export type EnergyTargets = z.infer<typeof EnergyTargetsSchema>;

export const MacroRangeSchema = z.object({
  minPct: z.number(),
  maxPct: z.number(),
  minG: z.number().int(),
  maxG: z.number().int(),
  notes: z.array(z.string()),
  sourceIds: SourceIdsSchema,
});
export type MacroRange = z.infer<typeof MacroRangeSchema>;

export const WEIGHT_BASES = ['actual', 'bmi-25-reference'] as const;

export const ProteinRangeSchema = MacroRangeSchema.extend({
  perKg: z.object({
    minGPerKg: z.number(),
    /** Only kidney disease sets a per-kg ceiling. */
    maxGPerKg: z.number().nullable(),
    /** The weight the per-kg amounts use. */
    weightKg: z.number(),
    weightBasis: z.enum(WEIGHT_BASES),
  }),
});
export type ProteinRange = z.infer<typeof ProteinRangeSchema>;

export const FiberTargetSchema = z.object({
  minG: z.number().int(),
  /** The A5 amount before any cap. */
  uncappedMinG: z.number().int(),
  isCapped: z.boolean(),
  emphasis: z.enum(['total', 'soluble']),
  notes: z.array(z.string()),
  sourceIds: SourceIdsSchema,
});
export type FiberTarget = z.infer<typeof FiberTargetSchema>;

/**
 * Nutrients a limit can be on: the food table's keys (foods/food.ts) plus added sugar, which
 * the USDA data cannot measure (clinical-targets D), so its limit is advice, not checked.
 */
export const LIMIT_NUTRIENTS = [
  'sodiumMg',
  'satFatG',
  'sugarsG',
  'addedSugarsG',
  'proteinG',
  'potassiumMg',
  'phosphorusMg',
  'fatG',
  'cholesterolMg',
  'vitaminKUg',
] as const;
export type LimitNutrient = (typeof LIMIT_NUTRIENTS)[number];
type Assert<T extends true> = T;
/** Fails to compile if a checkable limit nutrient is not a column of the food table. */
export type LimitNutrientsAreFoodColumns = Assert<
  Exclude<LimitNutrient, 'addedSugarsG'> extends NutrientKey ? true : false
>;

export const AppliesBecauseSchema = z.union([
  ConditionIdSchema,
  MedicationClassIdSchema,
  z.literal('general'),
]);
export type AppliesBecause = z.infer<typeof AppliesBecauseSchema>;

export const NutrientLimitSchema = z.object({
  id: RuleIdSchema,
  nutrient: z.enum(LIMIT_NUTRIENTS),
  label: z.string(),
  /**
   * limit: stay within min/max; target: aim for the range; consistency: every day within the
   * same min–max band around `referenceAmount` (a steady intake, not a cap).
   */
  kind: z.enum(['limit', 'target', 'consistency']),
  scope: z.enum(['day', 'meal']),
  min: z.number().optional(),
  /** Inclusive: a planned day or meal passes at `max`. */
  max: z.number().optional(),
  unit: z.enum(['g', 'mg', 'µg']),
  /** When the limit is a share of the day's energy, that share (the grams are at targetKcal). */
  percentOfEnergy: z.number().optional(),
  /** When the limit is per kg of body weight (see macros.protein.perKg for the weight used). */
  perKg: z.object({ min: z.number().optional(), max: z.number().optional() }).optional(),
  /** consistency: the daily reference intake the band (min–max) sits around. */
  referenceAmount: z.number().optional(),
  reason: z.string(),
  appliesBecause: z.array(AppliesBecauseSchema).min(1),
  sourceIds: SourceIdsSchema,
  /** A number the guideline leaves to the care team: our conservative default, said so. */
  isPlanningDefault: z.boolean(),
  /** False when the food table cannot measure it (added sugar). */
  isCheckable: z.boolean(),
});
export type NutrientLimit = z.infer<typeof NutrientLimitSchema>;

export const MicronutrientTargetSchema = z.object({
  id: RuleIdSchema,
  nutrient: z.string(),
  amount: z.string(),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.enum(['g', 'mg', 'µg']).optional(),
  reason: z.string(),
  appliesBecause: z.array(AppliesBecauseSchema).min(1),
  /** Empty only for general-knowledge items, which never carry a number. */
  sourceIds: z.array(SourceIdSchema),
  basis: z.enum(['table', 'general-knowledge']),
});
export type MicronutrientTarget = z.infer<typeof MicronutrientTargetSchema>;

export const ConflictSchema = z.object({
  id: RuleIdSchema,
  between: z.array(z.string()).min(2),
  resolution: z.string(),
  sourceIds: SourceIdsSchema,
});
export type Conflict = z.infer<typeof ConflictSchema>;

export const NutritionTargetsSchema = z.object({
  energy: EnergyTargetsSchema,
  macros: z.object({
    carbs: MacroRangeSchema,
    protein: ProteinRangeSchema,
    fat: MacroRangeSchema,
  }),
  fiber: FiberTargetSchema,
  limits: z.array(NutrientLimitSchema),
  micronutrients: z.array(MicronutrientTargetSchema),
  conflicts: z.array(ConflictSchema),
  dgaEdition: z.literal('2020–2025'),
  editionNote: z.string(),
  disclaimer: z.string(),
  /** Every clinical-targets row the numbers above cite, in table order. */
  sources: z.array(SourceRowSchema),
});
export type NutritionTargets = z.infer<typeof NutritionTargetsSchema>;

export type TargetsResult = Result<NutritionTargets, TargetsError>;
