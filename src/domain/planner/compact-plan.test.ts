import { describe, expect, it } from 'vitest';
import { mealPlanChat } from '../chat/meal-plan-chat';
import { MealPlanChatReplySchema } from '../chat/schemas';
import { randomProfiles } from '../testing/random-profiles';
import { testSolver } from '../testing/solver';
import {
  type CompactMeal,
  type CompactMealPlan,
  CompactMealPlanSchema,
  compactMealPlan,
} from './compact-plan';
import { expandMealPlan } from './expand-plan';
import { generateMealPlan } from './generate-meal-plan';
import type { MealPlan } from './meal-plan';

/**
 * Issue 15: a chat edit sends the plan compact (recipe, servings, sides, grams) and the server
 * makes it full again. Made full again, it must be the very plan the planner made and the chat
 * edited: every meal, figure and day total, over many people, lengths and edits.
 */

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

describe('compact plans', () => {
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

  it('keep a meal that does not name its sides in full', () => {
    const made = generateMealPlan(people[0]!, { solver: testSolver, days: 3, seed: 1 });
    if (!made.ok) throw new Error('plan');
    const { sideIds: _sides, ...older } = made.value.days[0]!.meals.lunch;
    const plan = {
      ...made.value,
      days: made.value.days.map((day, d) =>
        d === 0 ? { ...day, meals: { ...day.meals, lunch: older } } : day,
      ),
    };
    const { compact, plan: expanded } = roundTrip(plan);
    expect(compact.days[0]!.meals.lunch).toEqual(older);
    expect(expanded).toEqual(plan);
  });

  it('refuse a recipe or side that does not exist, or grams that do not fit, naming the meal', () => {
    const made = generateMealPlan(people[1]!, { solver: testSolver, days: 3, seed: 2 });
    if (!made.ok) throw new Error('plan');
    const compact = compactMealPlan(made.value);
    const lunch = compact.days[1]!.meals.lunch as CompactMeal;
    const spoil = (meal: Partial<CompactMeal>): CompactMealPlan => ({
      ...compact,
      days: compact.days.map((day, d) =>
        d === 1 ? { ...day, meals: { ...day.meals, lunch: { ...lunch, ...meal } } } : day,
      ),
    });
    expect(expandMealPlan(spoil({ recipeId: 'no-such-dish' }))).toEqual({
      ok: false,
      path: 'currentMealPlan.days.1.meals.lunch',
      message: "There is no recipe 'no-such-dish'.",
    });
    expect(expandMealPlan(spoil({ sideIds: ['side-caviar'] }))).toMatchObject({
      ok: false,
      message: "There is no side dish 'side-caviar'.",
    });
    expect(expandMealPlan(spoil({ grams: [...lunch.grams, 10] }))).toMatchObject({
      ok: false,
      path: 'currentMealPlan.days.1.meals.lunch',
    });
  });
});
