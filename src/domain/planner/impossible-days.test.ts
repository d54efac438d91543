import { describe, expect, it } from 'vitest';
import type { NutritionTargets } from '../targets/schemas';
import { testSolver } from '../testing/solver';
import { mealFigures } from './build-meal';
import { dayOf } from './day-portions';
import { generateMealPlan, generateMealPlanForTargets } from './generate-meal-plan';
import type { Meal } from './meal-plan';
import { swapMeal } from './swap-meal';
import { ANN, profile, targetsOf } from './test-people';
import { verifyMealPlan } from './verify-meal-plan';

/** The meal with every ingredient halved and its numbers recomputed. */
function halve(meal: Meal): Meal {
  const ingredients = (meal.ingredients ?? []).map((item) => ({ ...item, grams: item.grams / 2 }));
  const { calories, protein, carbs, fat, nutrients } = mealFigures(ingredients);
  return { ...meal, ingredients, calories, protein, carbs, fat, nutrients };
}

/** The same targets with the daily sodium limit set to `maxMg`. */
function withSodiumMax(targets: NutritionTargets, maxMg: number): NutritionTargets {
  return {
    ...targets,
    limits: targets.limits.map((limit) =>
      limit.id === 'sodium-daily-max' ? { ...limit, max: maxMg } : limit,
    ),
  };
}

describe('a day no choice of recipes can meet', () => {
  it('is proven impossible by the relaxed model, which names the binding rule and by how much', () => {
    // 150 mg of sodium a day: even half portions of the least salty recipes carry more.
    const impossible = withSodiumMax(targetsOf(ANN), 150);
    const result = generateMealPlanForTargets(ANN, impossible, {
      solver: testSolver,
      days: 3,
      seed: 7,
    });
    expect(result.ok).toBe(false);
    if (result.ok || result.error.kind !== 'infeasible-plan') return;
    expect(result.error.constraint).toBe('sodium-daily-max');
    expect(result.error.reason).toMatch(
      /^No choice of the recipes your rules allow can meet all of your targets in one day: sodium at most 150 mg a day \(it would have to give about [\d.]+ mg\)/,
    );
    // The amount is right: a limit that much higher is no longer provably impossible...
    const give = Number(/give about ([\d.]+) mg/.exec(result.error.reason)![1]);
    const enough = generateMealPlanForTargets(
      ANN,
      withSodiumMax(impossible, (147.8 + give * 1.05) / 0.985),
      { solver: testSolver, days: 3, seed: 7 },
    );
    expect(
      !enough.ok && enough.error.kind === 'infeasible-plan' && enough.error.constraint,
    ).not.toBe('sodium-daily-max');
    // ...and a tenth less than that amount still is.
    const short = generateMealPlanForTargets(
      ANN,
      withSodiumMax(impossible, (147.8 + give * 0.9) / 0.985),
      { solver: testSolver, days: 3, seed: 7 },
    );
    expect(!short.ok && short.error.kind === 'infeasible-plan' && short.error.constraint).toBe(
      'sodium-daily-max',
    );
  }, 60_000);
});

/**
 * Sam: tall, type 1 diabetes and kidney disease (at most 56 g of protein, 3,000 mg potassium and
 * 1,000 mg phosphorus a day, carbohydrate spread over three meals), at the activity given.
 */
function sam(activityLevel: 'active' | 'very-active') {
  return profile({
    profile: { name: 'Sam', age: 41, gender: 'other', weight: 70.3, height: 182, activityLevel },
    healthConditions: ['diabetes_type1', 'chronic_kidney_disease'],
    allergies: ['eggs', 'shellfish'],
    dietaryRestrictions: ['nut_free'],
    foodPreferences: {
      liked: ['olives', 'chicken'],
      disliked: [],
      cuisines: ['Mexican', 'Japanese'],
    },
    mealOptions: { mealsPerDay: 3, snacksPerDay: 0, cookingWillingness: true },
  });
}

describe('a real conflict: a high energy need under kidney limits', () => {
  // Very active: 2,960 kcal a day under Sam's kidney limits.
  const person = sam('very-active');

  it('gets a plan within the range the analysis states, and a note saying so, not a refusal', () => {
    const targets = targetsOf(person);
    const result = generateMealPlan(person, { solver: testSolver, days: 3, seed: 287 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const plan = result.value;
    const wide = plan.days.filter((day) => day.statedEnergyRange);
    expect(wide.length).toBeGreaterThan(0);
    expect(wide[0]!.statedEnergyRange).toEqual({
      minKcal: targets.energy.minKcal,
      maxKcal: targets.energy.maxKcal,
    });
    for (const day of plan.days) {
      const kcal = day.totals!.calories;
      expect(kcal).toBeGreaterThanOrEqual(targets.energy.minKcal);
      expect(kcal).toBeLessThanOrEqual(targets.energy.maxKcal);
      expect(day.totals!.protein).toBeLessThanOrEqual(targets.macros.protein.maxG);
      expect(day.totals!.potassiumMg).toBeLessThanOrEqual(3000);
    }
    expect(plan.notes?.join(' ')).toContain(
      `to the range your analysis gives (2,660–3,260 kcal) rather than within 5\u00a0% of your 2,960 kcal target`,
    );
    expect(verifyMealPlan(plan, person).violations).toEqual([]);

    // A swap on such a day keeps to the same range.
    const day = wide[0]!.day;
    const swapped = swapMeal(
      plan,
      person,
      { day, slot: 'dinner' },
      {
        seed: 3,
        nutritionTargets: targets,
        solver: testSolver,
      },
    );
    expect(swapped.ok).toBe(true);
    if (swapped.ok) expect(verifyMealPlan(swapped.value.plan, person).violations).toEqual([]);
  });

  it('is still checked: a day that leaves the stated range is a violation', () => {
    const result = generateMealPlan(person, { solver: testSolver, days: 3, seed: 287 });
    if (!result.ok) throw new Error('planned above');
    const plan = result.value;
    const wide = plan.days.findIndex((day) => day.statedEnergyRange);
    const day = plan.days[wide]!;
    // Lunch and dinner halved: a third or so under the target, far below the stated range.
    const halved = dayOf(
      day.day,
      [day.meals.breakfast, halve(day.meals.lunch), halve(day.meals.dinner)],
      day,
    );
    expect(halved.totals!.calories).toBeLessThan(targetsOf(person).energy.minKcal);
    const days = plan.days.map((entry, i) => (i === wide ? halved : entry));
    const violations = verifyMealPlan({ ...plan, days }, person).violations;
    expect(violations.map((v) => v.code)).toContain('energy-off-target');
    expect(violations.find((v) => v.code === 'energy-off-target')?.message).toContain(
      'outside the stated range of 2660–3260 kcal',
    );
  });
});

describe('a hard day that is not impossible', () => {
  it('is planned within 5 % where new recipes allow, else within the stated range, never the same day again', () => {
    // The same person, active rather than very active (2,690 kcal): the relaxed model allows
    // days within 5 %, and the planner finds them (it once fell back to the wider range on
    // every seed because rounding to household steps crossed a kidney limit). Few sets of
    // recipes fit so closely, so the next days take new recipes within the range the analysis
    // states rather than the same breakfast, lunch and dinner again (which they once did).
    const active = sam('active');
    const targets = targetsOf(active);
    let closeDays = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const result = generateMealPlan(active, { solver: testSolver, days: 3, seed });
      expect(result.ok, `seed ${seed}`).toBe(true);
      if (!result.ok) continue;
      const days = result.value.days;
      for (const day of days) {
        const kcal = day.totals!.calories;
        const close =
          Math.abs(kcal - targets.energy.targetKcal) <= targets.energy.targetKcal * 0.05;
        if (close) closeDays += 1;
        // A day outside 5 % says so, and keeps to the stated range.
        expect(day.statedEnergyRange !== undefined, `seed ${seed} day ${day.day}`).toBe(!close);
        expect(kcal).toBeGreaterThanOrEqual(targets.energy.minKcal);
        expect(kcal).toBeLessThanOrEqual(targets.energy.maxKcal);
      }
      const mains = days.map((day) => [day.meals.breakfast, day.meals.lunch, day.meals.dinner]);
      const ids = mains.flat().map((meal) => meal.recipeId);
      expect(new Set(ids).size, `seed ${seed}`).toBe(ids.length);
      expect(verifyMealPlan(result.value, active).violations).toEqual([]);
    }
    expect(closeDays).toBeGreaterThanOrEqual(10);
  }, 60_000);
});
