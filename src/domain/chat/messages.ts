/** The meal-plan chat's fixed texts (spec §2, §4, §8). */

/** Spec §2: the five suggestion chips under the meal-plan chat, exactly as shown. */
export const MEAL_PLAN_SUGGESTION_CHIPS = [
  'Make this vegetarian',
  'Swap breakfast for Day 1',
  'Reduce calories to 1500/day',
  'Add more protein',
  'Remove gluten',
] as const;

/**
 * Spec §4: the assistant's first message when the chat opens with no messages. It offers to
 * swap meals, change dietary restrictions, adjust calorie targets, replace ingredients, or make
 * the plan vegetarian or vegan.
 */
export const MEAL_PLAN_GREETING =
  "Hi! I can change your meal plan for you. I can swap any meal, change your dietary restrictions, adjust your daily calorie target, replace ingredients you'd rather not have, or make the whole plan vegetarian or vegan. Every change is checked against your health profile before you see it. What would you like to change?";

/** Spec §8: the assistant's message when a meal-plan chat call fails. */
export const MEAL_PLAN_CHAT_APOLOGY =
  "I apologize, but I'm having trouble processing that request. Could you rephrase it?";

/** Examples the chat offers when it needs a clearer request. */
export const MEAL_PLAN_REQUEST_EXAMPLES = [
  'Swap breakfast for Day 2',
  'Make it vegetarian',
  'Reduce calories to 1800/day',
  'No mushrooms',
  'Add more protein',
  'More Italian dishes',
  'Fewer snacks',
] as const;

/** Spec §8: the request to be more specific about the meal-plan change, in our words. */
export const MEAL_PLAN_NEEDS_DETAIL = `I'm not sure what to change there. Could you be more specific about the change you'd like to your meal plan? For example: ${MEAL_PLAN_REQUEST_EXAMPLES.map(
  (example) => `"${example}"`,
).join(', ')}.`;

export const MEAL_PLAN_NO_PLAN =
  "There's no meal plan to change yet. Create one on the meal plan screen first, then ask me to swap meals, change restrictions or adjust calories.";

export const MEAL_PLAN_THANKS_REPLY =
  "You're welcome! Ask me any time to swap a meal, change a restriction or adjust your calories.";
