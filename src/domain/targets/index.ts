export { ACTIVITY_FACTORS, CKD_PLANNING_DEFAULTS, MIN_TARGETS_AGE_YEARS } from './clinical-numbers';
export {
  computeTargets,
  computeTargetsForProfile,
  targetsInputFromProfile,
} from './compute-targets';
export { restingEnergy } from './energy';
export type { NutritionalGuidelines } from './nutritional-guidelines';
export { NutritionalGuidelinesSchema, toNutritionalGuidelines } from './nutritional-guidelines';
export type {
  AppliesBecause,
  Conflict,
  EnergyTargets,
  FiberTarget,
  LimitNutrient,
  MacroRange,
  MicronutrientTarget,
  NutrientLimit,
  NutritionTargets,
  ProteinRange,
  TargetsError,
  TargetsInput,
  TargetsResult,
} from './schemas';
export {
  ConflictSchema,
  EnergyTargetsSchema,
  FiberTargetSchema,
  LIMIT_NUTRIENTS,
  MacroRangeSchema,
  MicronutrientTargetSchema,
  NutrientLimitSchema,
  NutritionTargetsSchema,
  ProteinRangeSchema,
  TargetsErrorSchema,
  TargetsInputSchema,
} from './schemas';
export { DGA_EDITION, EDITION_NOTE } from './sources';
