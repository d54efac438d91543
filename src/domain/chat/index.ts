export { resolveIntents } from './follow-ups';
export { ENERGY_MAX_ABOVE_TDEE_KCAL } from './handlers/energy';
export { FIBER_MAX_G_PER_1000_KCAL } from './handlers/nutrients';
export type { DayRef, MealPlanIntent } from './intent-schema';
export {
  DayRefSchema,
  MAX_INTENTS_PER_MESSAGE,
  MAX_REQUEST_CHARS,
  MealPlanIntentSchema,
} from './intent-schema';
export { parseMealPlanRequest, parseMealPlanRequests } from './intents';
export type { MealPlanChatInput, MealPlanChatOptions } from './meal-plan-chat';
export { mealPlanChat } from './meal-plan-chat';
export {
  MEAL_PLAN_CHAT_APOLOGY,
  MEAL_PLAN_GREETING,
  MEAL_PLAN_NEEDS_DETAIL,
  MEAL_PLAN_NO_PLAN,
  MEAL_PLAN_REQUEST_EXAMPLES,
  MEAL_PLAN_SUGGESTION_CHIPS,
  MEAL_PLAN_THANKS_REPLY,
} from './messages';
export { normalizeRequest } from './reading/normal-form';
export type { MealPlanChange, MealPlanChatReply } from './schemas';
export {
  MEAL_PLAN_CHANGE_KINDS,
  MEAL_PLAN_CHAT_OUTCOMES,
  MealPlanChangeSchema,
  MealPlanChatReplySchema,
  MealPlanSuggestionSchema,
} from './schemas';
export type { MealPlanSuggestionChip } from './suggestion-chips';
export { suggestionChipsFor } from './suggestion-chips';
export type { MealPlanSuggestion, SuggestionTopic } from './suggestions';
