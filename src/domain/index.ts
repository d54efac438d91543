export type { ApiError, AppConfig } from './api/app-config';
export { ApiErrorSchema, AppConfigSchema } from './api/app-config';
export type { Condition, ConditionId } from './conditions/catalogue';
export {
  CONDITION_IDS,
  CONDITIONS,
  ConditionIdSchema,
  getCondition,
} from './conditions/catalogue';
export type { CompletionInput } from './profile/completion';
export { completionPercentage, isProfileComplete } from './profile/completion';
export type {
  ActivityLevel,
  Cuisine,
  DietaryRestriction,
  Gender,
  HealthProfile,
  HealthProfileInput,
} from './profile/health-profile';
export {
  ACTIVITY_LEVELS,
  ActivityLevelSchema,
  CUISINES,
  CuisineSchema,
  DIETARY_RESTRICTION_IDS,
  DietaryRestrictionSchema,
  GENDERS,
  GenderSchema,
  HealthProfileSchema,
  LIMITS,
  splitList,
} from './profile/health-profile';
export type { BmiCategory } from './profile/units';
export {
  bmiCategory,
  bodyMassIndex,
  CM_PER_INCH,
  cmToFeetInches,
  feetInchesToCm,
  formatBmi,
  KG_PER_LB,
  kgToPounds,
  poundsToKg,
} from './profile/units';
