export type { FoodSuggestion, FoodSuggestionsReply } from './food-suggestions';
export {
  FOOD_SUGGESTION_COUNT,
  FoodSuggestionSchema,
  FoodSuggestionsReplySchema,
  suggestFoods,
} from './food-suggestions';
export type { GuidanceReply, GuidanceSection } from './health-guidance';
export { GuidanceReplySchema, healthGuidance } from './health-guidance';
export { profileFromPartial } from './profile-from-partial';
