export { ACTIVITY_FACTORS, CKD_PLANNING_DEFAULTS, MIN_TARGETS_AGE_YEARS } from './clinical-numbers';
export {
  computeTargets,
  computeTargetsForProfile,
  targetsInputFromProfile,
} from './compute-targets';
export { restingEnergy } from './energy';
export type { NutritionalGuidelines } from './nutritional-guidelines';
export {
  FALLBACK_NUTRITIONAL_GUIDELINES,
  NutritionalGuidelinesSchema,
  toNutritionalGuidelines,
} from './nutritional-guidelines';
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
export type { SourceId, SourceRow } from './sources';
export {
  DGA_EDITION,
  EDITION_NOTE,
  getSource,
  isSourceId,
  SOURCE_IDS,
  SOURCE_ROWS,
  SourceIdSchema,
  SourceRowSchema,
  sourcesFor,
} from './sources';
