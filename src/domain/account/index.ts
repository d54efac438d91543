export type { Insights, StoredAnalysis } from './analysis-schemas';
export {
  ANALYSIS_TYPES,
  AnalysisCreateSchema,
  AnalysisTypeSchema,
  InsightsSchema,
  InsightTypeSchema,
  InsightUpdateSchema,
  StoredAnalysisSchema,
} from './analysis-schemas';
export type { HealthDataContent, HealthDataPart, MergedHealthData } from './health-data';
export {
  EMPTY_HEALTH_DATA,
  INITIAL_DATA_REASON,
  medicationFoodInteractions,
  mergeHealthData,
  nameKey,
  UPDATE_REASON,
  uniqueNames,
} from './health-data';
export type {
  Allergy,
  Condition,
  /** `Condition` of the domain entry is the catalogue's; this is the stored row. */
  Condition as HealthCondition,
  FoodPreference,
  Medication,
  Restriction,
} from './list-schemas';
export {
  ALLERGY_SEVERITIES,
  ALLERGY_TYPES,
  AllergyCreateSchema,
  AllergySchema,
  AllergyUpdateSchema,
  CONDITION_SEVERITIES,
  ConditionCreateSchema,
  ConditionSchema,
  ConditionUpdateSchema,
  FoodPreferenceCreateSchema,
  FoodPreferenceSchema,
  FoodPreferencesBulkSchema,
  FoodPreferenceUpdateSchema,
  MedicationCreateSchema,
  MedicationSchema,
  MedicationUpdateSchema,
  PreferenceTypeSchema,
  RESTRICTION_REASONS,
  RESTRICTION_STRICTNESS,
  RestrictionCreateSchema,
  RestrictionSchema,
  RestrictionUpdateSchema,
} from './list-schemas';
export { newMealPlanValues } from './meal-plans';
export type { ChatKind, StoredChatHistory, StoredMealPlan } from './plan-and-chat-schemas';
export {
  CHAT_KINDS,
  ChatHistoryCreateSchema,
  ChatHistoryUpdateSchema,
  ChatKindSchema,
  ChatMetadataSchema,
  MealPlanCreateSchema,
  MealPlanUpdateSchema,
  StoredChatHistorySchema,
  StoredMealPlanSchema,
} from './plan-and-chat-schemas';
export type {
  HealthDataSnapshot,
  HealthDataUpdate,
  Profile,
  ProfileUpdate,
  SnapshotProfile,
} from './profile-schemas';
export {
  AccountDeleteSchema,
  HEALTH_DATA_PARTS,
  HealthDataSnapshotSchema,
  HealthDataUpdateSchema,
  ProfileSchema,
  ProfileUpdateSchema,
  SnapshotFoodPreferencesSchema,
  SnapshotProfileSchema,
} from './profile-schemas';
export { ListLimitSchema, RowIdSchema, TEXT_LIMITS } from './schema-fields';
