export type { FoodSuggestion, FoodSuggestionsReply } from './food-suggestions';
export {
  FOOD_SUGGESTION_COUNT,
  FoodSuggestionSchema,
  FoodSuggestionsReplySchema,
  suggestFoods,
} from './food-suggestions';
export { healthGuidance } from './health-guidance';
export { profileFromPartial } from './profile-from-partial';
export type { GuidanceReply, GuidanceSection } from './schemas';
export { GuidanceReplySchema } from './schemas';
