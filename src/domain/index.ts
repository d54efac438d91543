export * from './account';
export type {
  FoodSuggestion,
  FoodSuggestionsReply,
  GuidanceReply,
  GuidanceSection,
} from './advisor';
export {
  FoodSuggestionsReplySchema,
  GuidanceReplySchema,
  healthGuidance,
  profileFromPartial,
  suggestFoods,
} from './advisor';
export type { ApiError, AppConfig } from './api/app-config';
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
  EmailPlanDaySchema,
  EmailSettingsSchema,
  EmailTypeSchema,
  MAX_EMAIL_ADDRESS_CHARS,
  SendEmailRequestSchema,
  SendEmailResultSchema,
  WeeklySummaryDataSchema,
} from './api/email';
export type {
  AnalyzeRequest,
  AssessmentFormData,
  ChatRequest,
  CurrentPreferences,
  PartialUserProfile,
  UserProfile,
} from './api/functions';
export {
  ANALYZE_TYPES,
  AnalyzeRequestSchema,
  AssessmentFormDataSchema,
  CHAT_TYPES,
  ChatRequestSchema,
  CurrentPreferencesSchema,
  GUIDANCE_SECTIONS,
  MAX_QUESTION_CHARS,
  PartialUserProfileSchema,
  toHealthProfile,
  UserProfileSchema,
} from './api/functions';
export type { LogDaysRequest, LogSummaryRequest } from './api/log';
export {
  FoodSearchQuerySchema,
  LogDaysRequestSchema,
  LogSummaryRequestSchema,
  SUMMARY_DAYS_MAX,
  SUMMARY_ENTRIES_MAX,
} from './api/log';
export type {
  MealPlanChange,
  MealPlanChatInput,
  MealPlanChatOptions,
  MealPlanChatReply,
  MealPlanIntent,
  MealPlanSuggestion,
} from './chat';
export {
  MAX_INTENTS_PER_MESSAGE,
  MEAL_PLAN_CHAT_APOLOGY,
  MEAL_PLAN_GREETING,
  MEAL_PLAN_NEEDS_DETAIL,
  MEAL_PLAN_NO_PLAN,
  MEAL_PLAN_SUGGESTION_CHIPS,
  MealPlanChatReplySchema,
  MealPlanIntentSchema,
  mealPlanChat,
  parseMealPlanRequest,
  parseMealPlanRequests,
  suggestionChipsFor,
} from './chat';
export { type ChatMessage, ChatMessageSchema } from './chat/schemas';
export type { Condition, ConditionId } from './conditions/catalogue';
export {
  CONDITION_IDS,
  CONDITIONS,
  ConditionIdSchema,
  getCondition,
} from './conditions/catalogue';
export type {
  CkdStage,
  ConditionDetails,
  Dialysis,
  KidneyDetails,
  KidneyProteinBand,
} from './conditions/kidney-details';
export {
  CKD_STAGE_LABELS,
  CKD_STAGES,
  CkdStageSchema,
  ConditionDetailsSchema,
  DIALYSIS_KINDS,
  DIALYSIS_LABELS,
  DialysisSchema,
  describeKidneyDetails,
  kidneyProteinBand,
} from './conditions/kidney-details';
export * from './fallbacks';
export type {
  Allergen,
  AnimalOrigin,
  Food,
  FoodAmount,
  FoodId,
  FoodTags,
  KosherCategory,
  KosherMealConflict,
  NutrientKey,
  NutrientTotals,
  NutrientValues,
  Portion,
  StoreSection,
} from './foods';
export {
  ALLERGEN_LABELS,
  ALLERGENS,
  AllergenSchema,
  ANIMAL_ORIGIN_LABELS,
  addNutrientTotals,
  allFoods,
  DIETARY_RESTRICTION_LABELS,
  dietCompatibility,
  FoodIdSchema,
  findFoodsByName,
  foodTableSource,
  getFood,
  isFoodAllowed,
  kosherMealConflict,
  NUTRIENT_KEYS,
  NUTRIENTS,
  nutrientsForGrams,
  requireFood,
  STORE_SECTION_LABELS,
  STORE_SECTIONS,
  sumNutrients,
} from './foods';
export type { FunctionResult } from './functions/run-analyze';
export { runAnalyze } from './functions/run-analyze';
export { runChat } from './functions/run-chat';
export * from './grocery';
export type {
  DietaryRecommendations,
  FoodCategoryItem,
  FoodLimitItem,
  GuidanceSourceId,
  GuidanceSourceRow,
  HealthAnalysis,
  LimitKind,
} from './guidance';
export {
  composeDietaryRecommendations,
  composeHealthAnalysis,
  composeWrittenGuidance,
  DietaryRecommendationsSchema,
  EMPHASIS_CATEGORIES,
  emphasisVerdict,
  FALLBACK_DIETARY_RECOMMENDATIONS,
  FALLBACK_HEALTH_ANALYSIS,
  GUIDANCE_SOURCE_ROWS,
  guidanceContext,
  guidanceSourcesFor,
  HealthAnalysisSchema,
  LIMIT_CATEGORIES,
  weeklyHealthTip,
} from './guidance';
export * from './log';
export type {
  InteractionSeverity,
  MedicationClass,
  MedicationClassId,
  MedicationEntryResult,
  MedicationMatch,
  MedicationMatchResult,
  PlanningEffect,
} from './medications';
export {
  getMedicationClass,
  MEDICATION_CLASS_IDS,
  MEDICATION_CLASSES,
  MedicationClassIdSchema,
  matchMedication,
  matchMedications,
} from './medications';
export * from './planner';
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
  LIST_LIMITS,
  QUICK_SELECT_FOODS,
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
export type {
  ContinueQuestionnaireRequest,
  ExtractedData,
  QuestionnaireOptions,
  QuestionnaireReply,
  TopicId,
} from './questionnaire';
export {
  continueQuestionnaire,
  ExtractedDataSchema,
  mergeExtractedData,
  newAnswerOf,
  parseAnswer,
  QUESTIONNAIRE_CONTINUE_FALLBACK,
  QUESTIONNAIRE_START_FALLBACK,
  QuestionnaireReplySchema,
  questionnaireProgress,
  readsNewAnswer,
  startQuestionnaire,
  TOPIC_IDS,
} from './questionnaire';
export type { MealType, Recipe, RecipeFacts, RecipeIngredient } from './recipes';
export {
  allRecipes,
  CONDITION_SCREENS,
  getRecipe,
  MEAL_TYPES,
  MealTypeSchema,
  RecipeSchema,
  recipeFacts,
  recipeFitsCondition,
  recipesFor,
} from './recipes';
export type { ExclusionKind, FoodExclusion, PersonalFoodRules } from './rules/food-exclusions';
export {
  allergensNamedBy,
  foodExclusions,
  isFoodExcluded,
  personalFoodRules,
} from './rules/food-exclusions';
export type {
  AppliesBecause,
  Conflict,
  EnergyTargets,
  FiberTarget,
  LimitNutrient,
  MacroRange,
  MicronutrientTarget,
  NutrientLimit,
  NutritionalGuidelines,
  NutritionTargets,
  ProteinRange,
  SourceId,
  SourceRow,
  TargetsError,
  TargetsInput,
  TargetsResult,
} from './targets';
export {
  ACTIVITY_FACTORS,
  CKD_PLANNING_DEFAULTS,
  computeTargets,
  computeTargetsForProfile,
  DGA_EDITION,
  EDITION_NOTE,
  FALLBACK_NUTRITIONAL_GUIDELINES,
  getSource,
  isSourceId,
  LIMIT_NUTRIENTS,
  NutritionalGuidelinesSchema,
  NutritionTargetsSchema,
  restingEnergy,
  SOURCE_IDS,
  SOURCE_ROWS,
  SourceIdSchema,
  sourcesFor,
  targetsInputFromProfile,
  toNutritionalGuidelines,
} from './targets';
export { randomProfiles } from './testing/random-profiles';
