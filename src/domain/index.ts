export type {
  Allergy,
  ChatKind,
  FoodPreference,
  HealthCondition,
  HealthDataContent,
  HealthDataSnapshot,
  HealthDataUpdate,
  Insights,
  Medication,
  Profile,
  ProfileUpdate,
  Restriction,
  StoredAnalysis,
  StoredChatHistory,
  StoredMealPlan,
} from './account';
export {
  AccountDeleteSchema,
  ALLERGY_SEVERITIES,
  AllergyCreateSchema,
  AllergySchema,
  AllergyUpdateSchema,
  ANALYSIS_TYPES,
  AnalysisCreateSchema,
  AnalysisTypeSchema,
  ChatHistoryCreateSchema,
  ChatHistoryUpdateSchema,
  ChatKindSchema,
  ConditionCreateSchema,
  ConditionSchema,
  ConditionUpdateSchema,
  EMPTY_HEALTH_DATA,
  FoodPreferenceCreateSchema,
  FoodPreferenceSchema,
  FoodPreferencesBulkSchema,
  FoodPreferenceUpdateSchema,
  HealthDataSnapshotSchema,
  HealthDataUpdateSchema,
  InsightsSchema,
  InsightTypeSchema,
  InsightUpdateSchema,
  ListLimitSchema,
  MealPlanCreateSchema,
  MealPlanUpdateSchema,
  MedicationCreateSchema,
  MedicationSchema,
  MedicationUpdateSchema,
  medicationFoodInteractions,
  mergeHealthData,
  nameKey,
  newMealPlanValues,
  ProfileSchema,
  ProfileUpdateSchema,
  RestrictionCreateSchema,
  RestrictionSchema,
  RestrictionUpdateSchema,
  RowIdSchema,
  StoredAnalysisSchema,
  StoredChatHistorySchema,
  StoredMealPlanSchema,
  TEXT_LIMITS,
  uniqueNames,
} from './account';
export type { AppConfig } from './api/app-config';
export { ApiErrorSchema, AppConfigSchema } from './api/app-config';
export type {
  EmailPlanDay,
  EmailSettings,
  EmailType,
  SendEmailRequest,
  SendEmailResult,
  WeeklySummaryData,
} from './api/email';
export {
  EMAIL_TYPE_INFO,
  EMAIL_TYPES,
  EmailSettingsSchema,
  EmailTypeSchema,
  SendEmailRequestSchema,
  SendEmailResultSchema,
} from './api/email';
export type {
  AnalyzeRequest,
  AssessmentFormData,
  ChatRequest,
  CurrentPreferences,
  PartialUserProfile,
  UserProfile,
} from './api/function-requests';
export {
  AnalyzeRequestSchema,
  ChatRequestSchema,
  MAX_QUESTION_CHARS,
  toHealthProfile,
  UserProfileSchema,
} from './api/function-requests';
export type { LogDaysRequest, LogSummaryRequest } from './api/log';
export { FoodSearchQuerySchema, LogDaysRequestSchema, LogSummaryRequestSchema } from './api/log';
export type { GuidanceSection } from './assessment-help';
export { FoodSuggestionsReplySchema, GuidanceReplySchema } from './assessment-help';
export type { MealPlanChatReply, MealPlanIntent } from './chat';
export {
  MAX_INTENTS_PER_MESSAGE,
  MEAL_PLAN_CHAT_APOLOGY,
  MEAL_PLAN_GREETING,
  MEAL_PLAN_SUGGESTION_CHIPS,
  MealPlanChatReplySchema,
  MealPlanIntentSchema,
  parseMealPlanRequests,
  suggestionChipsFor,
} from './chat';
export type { ChatMessage } from './chat/schemas';
export type { Condition, ConditionId } from './conditions/catalogue';
export { CONDITION_IDS, CONDITIONS, ConditionIdSchema, getCondition } from './conditions/catalogue';
export type { CkdStage, ConditionDetails, Dialysis } from './conditions/kidney-details';
export {
  CKD_STAGE_LABELS,
  CKD_STAGES,
  CkdStageSchema,
  DIALYSIS_KINDS,
  DIALYSIS_LABELS,
  DialysisSchema,
} from './conditions/kidney-details';
export {
  AI_ANALYSIS_FAILED,
  AI_CHAT_FAILED,
  FALLBACK_DIETARY_RECOMMENDATIONS,
  FALLBACK_FOOD_SUGGESTIONS,
  FALLBACK_HEALTH_ANALYSIS,
  FALLBACK_HEALTH_GUIDANCE,
  FALLBACK_NUTRITIONAL_GUIDELINES,
} from './fallbacks';
export type {
  NutrientKey,
  NutrientTotals,
} from './foods';
export {
  DIETARY_RESTRICTION_LABELS,
  getFood,
  NUTRIENT_KEYS,
  NUTRIENTS,
} from './foods';
export type { FunctionResult } from './functions/run-analyze';
export { runAnalyze } from './functions/run-analyze';
export { runChat } from './functions/run-chat';
export type { GroceryLine } from './grocery';
export { groceryCsv, groceryLines, grocerySections } from './grocery';
export type { DietaryRecommendations, FoodLimitItem, HealthAnalysis } from './guidance';
export {
  DietaryRecommendationsSchema,
  HealthAnalysisSchema,
  weeklyHealthTip,
} from './guidance';
export type {
  DaySummary,
  FoodLogEntry,
  FoodLogEntryCreate,
  FoodLogEntryInput,
  FoodLogEntryUpdate,
  LoggedIngredient,
  LogSlot,
  Measurement,
  MeasurementCreate,
  MeasurementKind,
  RangeStatus,
  SearchHit,
  TargetRow,
} from './log';
export {
  entryNutrients,
  FoodLogEntryCreateSchema,
  FoodLogEntrySchema,
  FoodLogEntryUpdateSchema,
  GLUCOSE_TIMINGS,
  LOG_LIMITS,
  LOG_SLOT_LABELS,
  LOG_SLOTS,
  LogDateSchema,
  LoggedIngredientSchema,
  LogRangeSchema,
  LogSlotSchema,
  MEASUREMENT_RANGES,
  MeasurementCreateSchema,
  MeasurementKindSchema,
  searchFoods,
  summarizeDay,
} from './log';
export type { MedicationClassId } from './medications';
export { getMedicationClass, MEDICATION_CLASS_IDS } from './medications';
export type {
  LpSolver,
  Meal,
  MealPlan,
  MealPlanDay,
  PlanTargets,
} from './planner';
export {
  compactMealPlan,
  generateMealPlan,
  highsSolver,
  keptMealCount,
  keptMealsBeyond,
  MealPlanSchema,
  markEditedMeals,
  mealPlanCalendar,
  setMealLocked,
  verifyMealPlan,
} from './planner';

export { completionPercentage } from './profile/completion';
export type {
  ActivityLevel,
  Cuisine,
  DietaryRestriction,
  Gender,
  HealthProfile,
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
  LIMITS,
  LIST_LIMITS,
  QUICK_SELECT_FOODS,
  splitList,
} from './profile/health-profile';
export type { BmiCategory } from './profile/units';
export {
  bmiCategory,
  bodyMassIndex,
  cmToFeetInches,
  feetInchesToCm,
  formatBmi,
  kgToPounds,
  poundsToKg,
} from './profile/units';
export type { ExtractedData, QuestionnaireReply } from './questionnaire';
export {
  ExtractedDataSchema,
  newAnswerOf,
  QUESTIONNAIRE_CONTINUE_FALLBACK,
  QUESTIONNAIRE_START_FALLBACK,
  QuestionnaireReplySchema,
  questionnaireProgress,
  readsNewAnswer,
} from './questionnaire';
export { SOURCE_ROWS } from './sources';
export {
  computeTargetsForProfile,
  NutritionalGuidelinesSchema,
  NutritionTargetsSchema,
} from './targets';
