import { describe, expect, it } from 'vitest';
import { findFoodsByName } from '../foods/food-table';
import type { Meal, MealPlan } from '../planner/meal-plan';
import { person, planFor } from '../testing/chat-people';
import { ann, annPlan, chat, expectVerified } from '../testing/chat-replies';
import { testSolver } from '../testing/solver';
import { mealPlanChat } from './meal-plan-chat';

/** 'Can I have fish on day 3 dinner?': the new meal has the food, or the reply says why not. */

const ids = (food: string) => new Set(findFoodsByName(food).map((item) => item.id));
const has = (meal: Meal, food: string) => {
  const wanted = ids(food);
  return (meal.ingredients ?? []).some((item) => wanted.has(item.foodId));
};
const dinner = (plan: MealPlan, day: number) => plan.days[day - 1]!.meals.dinner;

describe('mealPlanChat: a swap that names the food wanted', () => {
  it('"Can I have fish on day 3 dinner instead?" gives day 3 a dinner with fish and keeps every other meal', () => {
    expect(has(dinner(annPlan, 3), 'fish')).toBe(false);
    const reply = chat('Can I have fish on day 3 dinner instead?');
    expect(reply.outcome).toBe('changed');
    expectVerified(reply, ann);
    const plan = reply.modifiedMealPlan!;
    expect(has(dinner(plan, 3), 'fish'), dinner(plan, 3).name).toBe(true);
    expect(reply.message).toContain(`Day 3 dinner is now ${dinner(plan, 3).name}`);
    for (const day of plan.days) {
      if (day.day !== 3) expect(day).toEqual(annPlan.days[day.day - 1]);
    }
  });

  it('after "I am tired of chicken" in the same message, day 3 dinner still gets the fish asked for', () => {
    const reply = chat('I am tired of chicken, can I have fish on day 3 dinner instead?');
    expect(reply.outcome).toBe('changed');
    expectVerified(reply, ann);
    expect(has(dinner(reply.modifiedMealPlan!, 3), 'fish')).toBe(true);
    expect(has(dinner(reply.modifiedMealPlan!, 3), 'chicken')).toBe(false);
  });

  it('"I\'m tired of chicken, swap day 3 dinner" gives day 3 a dinner without chicken', () => {
    // Seed 5: without the food left out, this swap brings a chicken dinner back.
    const reply = chat("I'm tired of chicken, swap day 3 dinner", { seed: 5 });
    expect(reply.outcome).toBe('changed');
    expectVerified(reply, ann);
    const after = dinner(reply.modifiedMealPlan!, 3);
    expect(after.recipeId).not.toBe(dinner(annPlan, 3).recipeId);
    expect(has(after, 'chicken'), after.name).toBe(false);
  });

  it('"fish for dinner every day" keeps the dinners that have fish already and says so', () => {
    const before = annPlan.days.filter((day) => has(day.meals.dinner, 'fish')).map((d) => d.day);
    expect(before.length).toBeGreaterThan(0);
    const reply = chat('fish for dinner every day');
    expectVerified(reply, ann);
    const plan = reply.modifiedMealPlan!;
    for (const day of before) expect(dinner(plan, day)).toEqual(dinner(annPlan, day));
    const withFish = plan.days.filter((day) => has(day.meals.dinner, 'fish')).length;
    expect(withFish).toBeGreaterThan(before.length);
    expect(reply.message).toContain('already had fish at dinner, so I kept');
  });

  it.each([
    [
      { foodPreferences: { disliked: ['salmon'] } },
      "I'd like salmon for lunch on day 2",
      ['Salmon is one of your disliked foods', 'say "I like salmon"'],
    ],
    [
      { dietaryRestrictions: ['vegetarian' as const] },
      'chicken for dinner on day 2',
      ["I can't give you chicken", '(not vegetarian)', 'If your diet has changed'],
    ],
    [
      { medications: ['warfarin'] },
      'can I have natto for breakfast on day 2',
      ["I can't give you natto", 'warfarin', 'That rule protects your health, so it stays.'],
    ],
  ])(
    'refuses a food the person dislikes or a rule leaves out, and changes nothing (%j)',
    (overrides, message, parts) => {
      const someone = person(overrides);
      const reply = chat(message, { profile: someone, plan: planFor(someone) });
      expect(reply.outcome).toBe('refused');
      expect(reply.modifiedMealPlan).toBeUndefined();
      for (const part of parts) expect(reply.message).toContain(part);
      expect(reply.message).toContain('Your plan is unchanged.');
    },
  );

  it('says so when no recipe with the food fits that meal, and keeps the plan', () => {
    const reply = chat('caviar for dinner on day 3');
    expect(reply.outcome).toBe('refused');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.message).toBe(
      "I couldn't find a dinner with caviar that keeps day 3 within your targets and rules. Your plan is unchanged.",
    );
  });

  it('asks again when an intent (from a language model) names a food the table does not have', () => {
    const reply = mealPlanChat(
      {
        message: 'something with zorblax on day 3',
        intents: [{ kind: 'swap', slot: 'dinner', day: 3, food: 'zorblax' }],
        currentMealPlan: annPlan,
        profile: ann,
        conversationHistory: [],
      },
      { solver: testSolver, seed: 5 },
    );
    expect(reply.outcome).toBe('clarify');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.message).toContain('I couldn\'t find "zorblax" in our food table');
  });
});
