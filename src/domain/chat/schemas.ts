import { z } from 'zod';
import { MealPlanSchema } from '../planner/meal-plan';
import { HealthProfileSchema } from '../profile/health-profile';
import { MAX_SUGGESTIONS } from './suggestions';

/**
 * One message of a chat (the meal-plan chat's and the questionnaire's), as the web keeps it and
 * sends it back as the conversation history of the `ai-chat` request.
 */
export const ChatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(4000),
  timestamp: z.string().optional(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const MealPlanSuggestionSchema = z.object({ food: z.string(), reason: z.string() });

export const MEAL_PLAN_CHANGE_KINDS = [
  'restriction',
  'allergy',
  'dislike',
  'like',
  'swap',
  'energy',
  'protein',
  'fiber',
  'carbs',
  'nutrient',
  'cuisine',
  'snacks',
  'portions',
  'regenerate',
] as const;

export const MealPlanChangeSchema = z.object({
  kind: z.enum(MEAL_PLAN_CHANGE_KINDS),
  /** One line: 'vegetarian: 9 meals replaced'. */
  summary: z.string(),
  /** Meals of the plan whose recipe changed. */
  mealsChanged: z.number().int().min(0),
});
export type MealPlanChange = z.infer<typeof MealPlanChangeSchema>;

/**
 * changed: the plan or the profile changed; unchanged: nothing to do; refused: the edit would
 * break a rule or a safe limit (the message says which); clarify: the chat needs more detail;
 * no-plan: there is no plan to change.
 */
export const MEAL_PLAN_CHAT_OUTCOMES = [
  'changed',
  'unchanged',
  'refused',
  'clarify',
  'no-plan',
] as const;

/**
 * Spec §3 meal plan chat reply (message, optional modifiedMealPlan, optional suggestions),
 * extended: what happened (`outcome`), what changed (`changes`), and the updated profile when the
 * edit changed a preference (a restriction, an allergy, a dislike, snacks per day) so the app can
 * keep it.
 */
export const MealPlanChatReplySchema = z.object({
  message: z.string().min(1),
  modifiedMealPlan: MealPlanSchema.optional(),
  suggestions: z.array(MealPlanSuggestionSchema).max(MAX_SUGGESTIONS).optional(),
  outcome: z.enum(MEAL_PLAN_CHAT_OUTCOMES),
  changes: z.array(MealPlanChangeSchema).optional(),
  profile: HealthProfileSchema.optional(),
  /** Who read the message: the built-in reader, or the optional LLM (the engine applied it). */
  answeredBy: z.enum(['builtin', 'llm']).optional(),
});
export type MealPlanChatReply = z.infer<typeof MealPlanChatReplySchema>;
