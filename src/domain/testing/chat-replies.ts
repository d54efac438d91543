// Test support only (never exported from src/domain/index.ts): the Meal Plan Assistant's tests
// (`../chat/meal-plan-chat*.test.ts`) send a message about Ann's plan, or anyone's, and read the
// reply's plan.

import { expect } from 'vitest';
import { mealPlanChat } from '../chat/meal-plan-chat';
import { type ChatMessage, type MealPlanChatReply, MealPlanChatReplySchema } from '../chat/schemas';
import { getFood } from '../foods/food-table';
import type { Meal, MealPlan } from '../planner/meal-plan';
import type { HealthProfile } from '../profile/health-profile';
import { person, planFor, violationsOfReply } from './chat-people';
import { testSolver } from './solver';

export const ann = person();
export const annPlan = planFor(ann);

export function chat(
  message: string,
  options: {
    profile?: HealthProfile;
    plan?: MealPlan | null;
    history?: ChatMessage[];
    seed?: number;
  } = {},
): MealPlanChatReply {
  const reply = mealPlanChat(
    {
      message,
      currentMealPlan: options.plan === undefined ? annPlan : options.plan,
      profile: options.profile ?? ann,
      conversationHistory: options.history ?? [],
    },
    { solver: testSolver, seed: options.seed ?? 5 },
  );
  return MealPlanChatReplySchema.parse(reply);
}

export const meals = (plan: MealPlan): Meal[] =>
  plan.days.flatMap((day) => [
    day.meals.breakfast,
    day.meals.lunch,
    day.meals.dinner,
    ...day.meals.snacks,
  ]);

export const foodsOf = (plan: MealPlan) =>
  meals(plan).flatMap((meal) => (meal.ingredients ?? []).map((item) => getFood(item.foodId)!));

/** Verifies a returned plan on its own terms: the reply's profile and the plan's energy target. */
export function expectVerified(reply: MealPlanChatReply, profile: HealthProfile) {
  expect(reply.modifiedMealPlan).toBeDefined();
  expect(violationsOfReply(reply, profile)).toEqual([]);
}
