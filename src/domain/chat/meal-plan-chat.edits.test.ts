import { describe, expect, it } from 'vitest';
import { findFoodsByName } from '../foods/food-table';
import { generateMealPlan } from '../planner/generate-meal-plan';
import type { Meal, MealPlan } from '../planner/meal-plan';
import { edith, kidneyPatient, person, planFor } from '../testing/chat-people';
import { ann, annPlan, chat, expectVerified, foodsOf, meals } from '../testing/chat-replies';
import { testSolver } from '../testing/solver';

describe('mealPlanChat: free-text edits', () => {
  it('swaps day 3 dinner only', () => {
    const reply = chat('change the dinner on day 3');
    expectVerified(reply, ann);
    const plan = reply.modifiedMealPlan!;
    expect(plan.days[2]!.meals.dinner.recipeId).not.toBe(annPlan.days[2]!.meals.dinner.recipeId);
    const same = (a: Meal, b: Meal | undefined) => JSON.stringify(a) === JSON.stringify(b);
    expect(meals(plan).filter((meal, i) => !same(meal, meals(annPlan)[i])).length).toBe(1);
    expect(reply.message).toMatch(/^Day 3 dinner is now /);
  });

  it("says when a swap moved the portions of the day's other meals (kidney disease)", () => {
    const kay = kidneyPatient();
    // The other meals stay as they are when a recipe fits so; the message says when they moved.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const plan = planFor(kay, seed, 3);
      for (const slot of ['lunch', 'dinner'] as const) {
        const reply = chat(`Swap ${slot} for Day 1`, { profile: kay, plan, seed });
        expectVerified(reply, kay);
        expect(reply.message).toMatch(new RegExp(`^Day 1 ${slot} is now .+ instead of `));
        const before = plan.days[0]!.meals;
        const after = reply.modifiedMealPlan!.days[0]!.meals;
        const others = (m: typeof before) =>
          JSON.stringify(
            [m.breakfast, m.lunch, m.dinner].filter((_, i) => i !== (slot === 'lunch' ? 1 : 2)),
          );
        const moved = others(before) !== others(after);
        expect(reply.message.includes('the same dishes in slightly different portions')).toBe(
          moved,
        );
      }
    }
  });

  it('"no mushrooms" replaces the meals with mushrooms and adds them to the dislikes', () => {
    const mushrooms = new Set(findFoodsByName('mushrooms').map((food) => food.id));
    const plan = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
      .map((seed) => planFor(ann, seed))
      .find((candidate) => foodsOf(candidate).some((food) => mushrooms.has(food.id)));
    if (!plan) throw new Error('setup: no plan with mushrooms');
    const reply = chat('no mushrooms', { plan });
    expect(reply.outcome).toBe('changed');
    expectVerified(reply, ann);
    expect(foodsOf(reply.modifiedMealPlan!).some((food) => mushrooms.has(food.id))).toBe(false);
    expect(reply.profile?.foodPreferences.disliked).toContain('mushrooms');
    expect(reply.message).toContain('Done: no more mushrooms');
  });

  it('"more Italian" brings in Italian meals and adds the cuisine', () => {
    const count = (plan: MealPlan) =>
      meals(plan).filter((meal) => meal.cuisine === 'Italian').length;
    const reply = chat('more Italian');
    expectVerified(reply, ann);
    expect(count(reply.modifiedMealPlan!)).toBeGreaterThan(count(annPlan));
    expect(reply.profile?.foodPreferences.cuisines).toContain('Italian');
    expect(reply.message).toContain(
      `${count(reply.modifiedMealPlan!)} of ${meals(annPlan).length} meals are now Italian`,
    );
  });

  it('"fewer snacks" drops one snack a day and keeps each day on target', () => {
    expect(annPlan.days[0]!.meals.snacks).toHaveLength(2);
    const reply = chat('fewer snacks');
    expectVerified(reply, ann);
    for (const day of reply.modifiedMealPlan!.days) expect(day.meals.snacks).toHaveLength(1);
    expect(reply.profile?.mealOptions.snacksPerDay).toBe(1);
  });

  it('"I\'m allergic to peanuts" records the allergy', () => {
    const reply = chat("I'm allergic to peanuts");
    expect(reply.profile?.allergies).toContain('peanuts');
    if (reply.modifiedMealPlan) {
      expectVerified(reply, ann);
      for (const food of foodsOf(reply.modifiedMealPlan))
        expect(food.tags.allergens).not.toContain('peanuts');
    }
  });

  it('more fibre with IBS says the fibre aim is capped and favours soluble fibre', () => {
    const profile = person({ healthConditions: ['ibs'] });
    const reply = chat('more fiber', { profile, plan: planFor(profile) });
    expect(reply.message).toContain('With IBS your fibre aim is capped');
    if (reply.modifiedMealPlan) expectVerified(reply, profile);
  });

  it('fewer carbs lowers the average carbohydrate', () => {
    const carbs = (plan: MealPlan) => plan.days.reduce((s, d) => s + d.totals!.carbs, 0);
    const reply = chat('fewer carbs');
    expectVerified(reply, ann);
    expect(carbs(reply.modifiedMealPlan!)).toBeLessThan(carbs(annPlan));
  });

  it('applies several edits from one message and keeps a chosen energy target afterwards', () => {
    const reply = chat('Make it vegetarian and set calories to 1600');
    expectVerified(reply, ann);
    expect(reply.changes?.map((change) => change.kind)).toEqual(['restriction', 'energy']);
    expect(reply.modifiedMealPlan!.dailyCalories).toBe(1600);

    const lower = chat('Reduce calories to 1500/day');
    const next = chat('no eggs', { plan: lower.modifiedMealPlan! });
    if (next.modifiedMealPlan) {
      expectVerified(next, ann);
      expect(next.modifiedMealPlan.dailyCalories).toBe(1500);
    }
  });
});

describe('mealPlanChat: calorie edits go only the way they are worded', () => {
  // A small older woman: floor and computed target 1,200 kcal; her plan chosen at 1,280 kcal.
  const small = edith();
  const smallPlan = (() => {
    const result = generateMealPlan(small, {
      solver: testSolver,
      days: 3,
      seed: 4,
      energyKcal: 1280,
    });
    if (!result.ok) throw new Error(`setup: ${JSON.stringify(result.error)}`);
    return result.value;
  })();
  const annKcal = annPlan.dailyCalories!;

  it('sets up a 1,280 kcal plan and an Ann plan above 1,500 kcal', () => {
    expect(smallPlan.dailyCalories).toBe(1280);
    expect(annKcal).toBeGreaterThan(1500);
  });

  it.each([
    ['Reduce calories to 1500/day', 'below 1,500 kcal'],
    ['lower my calories to 1400', 'below 1,400 kcal'],
    ['bring it down to 1500 calories', 'below 1,500 kcal'],
    ['fewer calories, 1500 a day', 'below 1,500 kcal'],
  ])(
    'a 1,280 kcal plan asked to %j stays as it is and the reply gives its figure',
    (message, text) => {
      const reply = chat(message, { profile: small, plan: smallPlan });
      expect(reply.outcome).toBe('unchanged');
      expect(reply.modifiedMealPlan).toBeUndefined();
      expect(reply.message).toContain(`already ${text}`);
      expect(reply.message).toContain("it's at 1,280 kcal a day");
      expect(reply.message).toContain('unchanged');
    },
  );

  it.each([
    ['increase calories to 1400', 'above 1,400 kcal'],
    ['raise it to 1,500 kcal', 'above 1,500 kcal'],
  ])('a plan above the figure asked to %j stays as it is', (message, text) => {
    const reply = chat(message);
    expect(reply.outcome).toBe('unchanged');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.message).toContain(`already ${text}`);
    expect(reply.message).toContain(`it's at ${annKcal.toLocaleString('en-US')} kcal a day`);
  });

  it.each([
    ['set calories to 1500', 1500],
    ['make it 1500 calories/day', 1500],
    ['make it 1400 calories', 1400],
  ])('a neutral %j on the 1,280 kcal plan may raise it', (message, kcal) => {
    const reply = chat(message, { profile: small, plan: smallPlan });
    expectVerified(reply, small);
    expect(reply.modifiedMealPlan!.dailyCalories).toBe(kcal);
  });

  it('a neutral request may lower a plan, but never below the safe floor', () => {
    const lower = chat('make it 1400 calories');
    expectVerified(lower, ann);
    expect(lower.modifiedMealPlan!.dailyCalories).toBe(1400);
    const tooLow = chat('set calories to 1000');
    expect(tooLow.outcome).toBe('refused');
    expect(tooLow.modifiedMealPlan).toBeUndefined();
  });

  it('"increase" and "more calories" raise the 1,280 kcal plan', () => {
    for (const message of ['increase calories to 1400', 'more calories']) {
      const reply = chat(message, { profile: small, plan: smallPlan });
      expectVerified(reply, small);
      expect(reply.modifiedMealPlan!.dailyCalories).toBeGreaterThan(1280);
    }
  });

  it('"fewer calories" lowers the 1,280 kcal plan to the floor, not below', () => {
    const reply = chat('fewer calories', { profile: small, plan: smallPlan });
    expectVerified(reply, small);
    expect(reply.modifiedMealPlan!.dailyCalories).toBe(1200);
  });
});
