/** The one clinical sources table (`../sources`), under the name `#domain` has always used. */
export { ALLERGEN_EXAMPLE_FOODS } from './allergen-foods';
export type { GuidanceContext, TargetsArgument } from './context';
export { guidanceContext } from './context';
export {
  composeDietaryRecommendations,
  dietaryRecommendationsFor,
} from './dietary-recommendations';
export { EMPHASIS_CATEGORIES, LIMIT_CATEGORIES } from './food-categories';
export type { Because, FoodCategory, LimitCategory } from './food-category';
export type { EmphasisVerdict } from './foods-to-emphasize';
export {
  CKD_EMPHASIS_SCREEN,
  emphasisVerdict,
  MAX_FOODS_PER_CATEGORY,
  SODIUM_PORTION_SHARE_MAX,
} from './foods-to-emphasize';
export { refinedGrainsLimitOzEq } from './foods-to-limit';
export { composeHealthAnalysis, healthAnalysisFor } from './health-analysis';
export { REFINED_GRAINS_DAILY_MAX_OZ_EQ } from './limits-everyday';
export type { MealSplit } from './portions-and-timing';
export { mealSplit, PLAN_MAIN_MEALS, SNACK_SHARE_OF_DAY } from './portions-and-timing';
export type {
  DietaryRecommendations,
  FoodCategoryItem,
  FoodLimitItem,
  HealthAnalysis,
  LimitKind,
} from './schemas';
export {
  DietaryRecommendationsSchema,
  FoodCategoryItemSchema,
  FoodLimitItemSchema,
  HealthAnalysisSchema,
  LIMIT_KINDS,
} from './schemas';
export type { Trigger } from './triggers';
export { describeTrigger } from './triggers';
export { weeklyHealthTip } from './weekly-tip';
export { composeWrittenGuidance } from './written-guidance';
