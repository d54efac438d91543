import { describe, expect, it } from 'vitest';
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
 * edited: every meal, figure and day total. The sweep over many people, lengths and edits is in
 * compact-plan.property.integration.test.ts.
 */

const roundTrip = (plan: MealPlan) => {
  const compact = CompactMealPlanSchema.parse(JSON.parse(JSON.stringify(compactMealPlan(plan))));
  const expanded = expandMealPlan(compact);
  if (!expanded.ok) throw new Error(`${expanded.path}: ${expanded.message}`);
  return { compact, plan: expanded.plan };
};

describe('compact plans', () => {
  const people = randomProfiles(3, 515);

  it('are the same plan once made full again, sides and grams included', () => {
    const made = generateMealPlan(people[2]!, { solver: testSolver, days: 7, seed: 42 });
    if (!made.ok) throw new Error('plan');
    const { compact, plan } = roundTrip(made.value);
    expect(plan).toEqual(made.value);
    const meals = compact.days.flatMap((d) => [d.meals.breakfast, d.meals.lunch, d.meals.dinner]);
    expect(meals.every((meal) => 'grams' in meal)).toBe(true);
    expect(meals.some((meal) => (meal.sideIds?.length ?? 0) > 0)).toBe(true);
    // A twentieth or so of the full plan's bytes.
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(made.value).length / 8);
  });

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
