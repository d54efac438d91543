import type { FoodSuggestionsReply } from '../assessment-help/food-suggestions';
import type { GuidanceReply, GuidanceSection } from '../assessment-help/schemas';
import type { MealPlan } from '../planner/meal-plan';

/**
 * Spec §8: what the app shows when an AI function fails or cannot be reached. The strings the
 * spec quotes are word for word; the rest is ours. The analysis and recommendations fallbacks
 * are in `analysis.ts`, the guidelines fallback in `nutritional-guidelines.ts`.
 */

/** Spec §8 fallback chat content: the dietary-restriction question. */
export const FALLBACK_RESTRICTION_QUESTION =
  'Do you follow any dietary restrictions, such as vegetarian, vegan, gluten-free or halal?';

/**
 * Spec §8, the variant of the meal plan chat failure. The main strings live with their engines:
 * QUESTIONNAIRE_START_FALLBACK, QUESTIONNAIRE_CONTINUE_FALLBACK, MEAL_PLAN_CHAT_APOLOGY.
 */
export const MEAL_PLAN_CHAT_FAILURE_VARIANT =
  "I apologize, but I'm having trouble processing that request. Could you try rephrasing it?";

/** Spec §8: AI analysis and chat failure messages. */
export const AI_ANALYSIS_FAILED = 'AI analysis failed';
export const AI_CHAT_FAILED = 'AI chat failed';

/** Spec §8: per-section guidance for the assessment advisor. */
export const FALLBACK_HEALTH_GUIDANCE: Readonly<Record<GuidanceSection, GuidanceReply>> = {
  personal: {
    message:
      'Enter your age, gender, weight and height so we can estimate your energy needs and your BMI. Pick the activity level that matches a typical week.',
    suggestedTopics: ['How is BMI calculated?', 'Which activity level fits me?'],
  },
  conditions: {
    message:
      'Tick each condition a doctor has diagnosed. Each one adds its own dietary rules, and the strictest limit wins when they overlap.',
    suggestedTopics: ['What does each condition change?', 'I have more than one condition'],
  },
  medications: {
    message:
      'List your medicines separated by commas. Some interact with food: warfarin with vitamin K, some statins with grapefruit, MAOIs with aged cheese. Ask your pharmacist about yours.',
    suggestedTopics: ['Which medicines affect food?', 'Brand or generic names?'],
  },
  allergies: {
    message:
      'List food allergies separated by commas, for example peanuts, shellfish or milk. Every meal will leave them out completely.',
    suggestedTopics: ['Allergy or intolerance?', 'What about cross-contact?'],
  },
};

/** Spec §8: five food suggestions, free of the nine major allergens. */
export const FALLBACK_FOOD_SUGGESTIONS: FoodSuggestionsReply = {
  message: 'Here are five nourishing foods many people enjoy. Tap one to add it to your favorites.',
  suggestions: [
    { food: 'Blueberries', reason: 'Fiber and vitamin C with little sugar for their flavor.' },
    { food: 'Lentils', reason: 'Plant protein and soluble fiber that keep you full.' },
    { food: 'Quinoa', reason: 'A gluten-free whole grain with more protein than rice.' },
    { food: 'Broccoli', reason: 'Vitamin C, vitamin K and fiber for few calories.' },
    { food: 'Sweet potato', reason: 'Slow-release carbohydrate, fiber and vitamin A.' },
  ],
};

/** Spec §8: a one-day sample meal plan, shown only when the plan cannot be made. */
export const FALLBACK_MEAL_PLAN: MealPlan = {
  dailyCalories: 1800,
  days: [
    {
      day: 1,
      meals: {
        breakfast: {
          name: 'Oatmeal with berries and walnuts',
          description: 'Rolled oats cooked in milk, topped with berries and a few walnuts.',
          calories: 400,
          protein: 14,
          carbs: 60,
          fat: 12,
        },
        lunch: {
          name: 'Grilled chicken salad',
          description: 'Mixed greens, grilled chicken, chickpeas and an olive oil dressing.',
          calories: 520,
          protein: 38,
          carbs: 35,
          fat: 24,
        },
        dinner: {
          name: 'Baked salmon with brown rice and broccoli',
          description: 'Salmon baked with lemon and herbs, with brown rice and steamed broccoli.',
          calories: 600,
          protein: 40,
          carbs: 55,
          fat: 22,
        },
        snacks: [
          {
            name: 'Apple with almond butter',
            description: 'A medium apple and a tablespoon of almond butter.',
            calories: 190,
          },
          {
            name: 'Plain Greek yogurt',
            description: 'A small pot of plain Greek yogurt.',
            calories: 100,
          },
        ],
      },
    },
  ],
};
