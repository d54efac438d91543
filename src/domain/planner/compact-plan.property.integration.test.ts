import { describe, expect, it } from 'vitest';
import { mealPlanChat } from '../chat/meal-plan-chat';
import { MealPlanChatReplySchema } from '../chat/schemas';
import { randomProfiles } from '../testing/random-profiles';
import { testSolver } from '../testing/solver';
import { CompactMealPlanSchema, compactMealPlan } from './compact-plan';
import { expandMealPlan } from './expand-plan';
import { generateMealPlan } from './generate-meal-plan';
import type { MealPlan } from './meal-plan';

// Issue 15: a compact plan made full again is the very plan the planner made and the chat
// edited, over sixteen random people, every plan length and six chat edits each for six of them.
// A sweep of about 3 s, so it runs with the integration tests; compact-plan.test.ts keeps one
// plan's round trip and the refusals.

const roundTrip = (plan: MealPlan) => {
  const compact = CompactMealPlanSchema.parse(JSON.parse(JSON.stringify(compactMealPlan(plan))));
  const expanded = expandMealPlan(compact);
  if (!expanded.ok) throw new Error(`${expanded.path}: ${expanded.message}`);
  return { compact, plan: expanded.plan };
};

const EDITS = [
  'less salt',
  'more protein',
  'swap day 1 lunch',
  'reduce calories to 1600',
  'no rice',
  'make dinners vegetarian',
];

describe('compact plans over random people', () => {
  const people = randomProfiles(16, 515);

  it('are the same plan once made full again, for plans the planner made', () => {
    let plans = 0;
    let withSides = 0;
    for (const [i, profile] of people.entries()) {
      const days = ([3, 5, 7, 14] as const)[i % 4]!;
      const made = generateMealPlan(profile, { solver: testSolver, days, seed: 40 + i });
      if (!made.ok) continue;
      plans += 1;
      const { compact, plan } = roundTrip(made.value);
      expect(plan).toEqual(made.value);
      const meals = compact.days.flatMap((d) => [d.meals.breakfast, d.meals.lunch, d.meals.dinner]);
      expect(meals.every((meal) => 'grams' in meal)).toBe(true);
      if (meals.some((meal) => (meal.sideIds?.length ?? 0) > 0)) withSides += 1;
      // A twentieth or so of the full plan's bytes.
      expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(made.value).length / 8);
    }
    expect(plans).toBeGreaterThan(12);
    expect(withSides).toBeGreaterThan(0);
  }, 30_000);

  it('are the same plan once made full again, after chat edits that scale and swap meals', () => {
    let edited = 0;
    for (const [i, profile] of people.slice(0, 6).entries()) {
      const made = generateMealPlan(profile, { solver: testSolver, days: 7, seed: 90 + i });
      if (!made.ok) continue;
      let plan = made.value;
      for (const [k, message] of EDITS.entries()) {
        const reply = MealPlanChatReplySchema.parse(
          mealPlanChat(
            { message, currentMealPlan: plan, profile },
            { solver: testSolver, seed: 7 * i + k },
          ),
        );
        if (!reply.modifiedMealPlan) continue;
        plan = reply.modifiedMealPlan;
        edited += 1;
        expect(roundTrip(plan).plan).toEqual(plan);
      }
    }
    expect(edited).toBeGreaterThan(12);
  }, 30_000);
});
