import { describe, expect, it } from 'vitest';
import { mealsOfDay, scaleMeal } from '../../planner/build-meal';
import { generateMealPlan } from '../../planner/generate-meal-plan';
import type { MealPlan } from '../../planner/meal-plan';
import { verifyMealPlan } from '../../planner/verify-meal-plan';
import { HealthProfileSchema } from '../../profile/health-profile';
import { computeTargetsForProfile } from '../../targets/compute-targets';
import { testSolver } from '../../testing/solver';
import { dropSnacks, rescalePlan } from './portions';
import { regeneratePlan } from './regenerate';
import { replaceMeals } from './replace-meals';
import { deriveSeed } from './seed';
import { refOfViolation } from './slots';

const profile = HealthProfileSchema.parse({
  profile: { name: 'Bo', age: 50, gender: 'male', weight: 84, height: 180 },
  healthConditions: ['diabetes_type2'],
});
const planResult = generateMealPlan(profile, { solver: testSolver, days: 5, seed: 4 });
const targetsResult = computeTargetsForProfile(profile);
if (!planResult.ok || !targetsResult.ok) throw new Error('setup');
const plan: MealPlan = planResult.value;
const targets = targetsResult.value;

describe('deriveSeed', () => {
  it('is deterministic, spreads nearby inputs and stays a positive 31-bit integer', () => {
    expect(deriveSeed(5, 1)).toBe(deriveSeed(5, 1));
    const seeds = new Set([0, 1, 2, 3].flatMap((a) => [0, 1, 2].map((b) => deriveSeed(a, b))));
    expect(seeds.size).toBe(12);
    for (const seed of seeds) {
      expect(Number.isInteger(seed)).toBe(true);
      expect(seed).toBeGreaterThanOrEqual(0);
      expect(seed).toBeLessThan(2 ** 31);
    }
  });
});

describe('replaceMeals', () => {
  it('replaces just the listed meals, keeping every day verified', () => {
    const refs = [
      { day: 1, slot: 'lunch' as const },
      { day: 1, slot: 'dinner' as const },
      { day: 3, slot: 'breakfast' as const },
    ];
    const result = replaceMeals(plan, profile, refs, {
      solver: testSolver,
      seed: 1,
      nutritionTargets: targets,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.replaced.map((r) => r.ref)).toEqual(refs);
    const before = plan.days.flatMap(mealsOfDay);
    const after = result.value.plan.days.flatMap(mealsOfDay);
    const changed = after.filter((meal, i) => meal.recipeId !== before[i]!.recipeId);
    expect(changed).toHaveLength(3);
    expect(verifyMealPlan(result.value.plan, profile, { targets }).violations).toEqual([]);
  });

  it('keeps a meal when no recipe passes and the edit is best effort', () => {
    const result = replaceMeals(plan, profile, [{ day: 2, slot: 'dinner' }], {
      solver: testSolver,
      seed: 1,
      nutritionTargets: targets,
      accept: () => false,
      isBestEffort: true,
    });
    expect(result.ok && result.value.kept).toEqual([{ day: 2, slot: 'dinner' }]);
    const strict = replaceMeals(plan, profile, [{ day: 2, slot: 'dinner' }], {
      solver: testSolver,
      seed: 1,
      nutritionTargets: targets,
      accept: () => false,
    });
    expect(strict.ok).toBe(false);
  });
});

describe('scaling portions', () => {
  it('scales a meal and recomputes its numbers from the grams', () => {
    const meal = plan.days[0]!.meals.lunch;
    const half = scaleMeal(meal, 0.9)!;
    expect(half.calories).toBeLessThan(meal.calories);
    expect(Math.abs(half.calories - meal.calories * 0.9)).toBeLessThan(meal.calories * 0.03);
    expect(scaleMeal(meal, 40)).toBeUndefined();
  });

  it('keeps what each ingredient knows, such as its store section', () => {
    const meal = plan.days[0]!.meals.dinner;
    const scaled = scaleMeal(meal, 1.1)!;
    expect(scaled.ingredients!.map((item) => item.storeSection)).toEqual(
      meal.ingredients!.map((item) => item.storeSection),
    );
    expect(scaled.ingredients!.every((item) => item.storeSection !== undefined)).toBe(true);
  });

  it('rescales a plan to a new energy target, or says it cannot', () => {
    const lower = computeTargetsForProfile(profile, {
      energyKcalOverride: targets.energy.targetKcal - 150,
    });
    if (!lower.ok) throw new Error('setup');
    const rescaled = rescalePlan(plan, profile, lower.value, testSolver);
    expect(rescaled?.dailyCalories).toBe(lower.value.energy.targetKcal);
    expect(rescaled?.days.map((day) => day.meals.lunch.recipeId)).toEqual(
      plan.days.map((day) => day.meals.lunch.recipeId),
    );
  });

  it('drops snacks and keeps the day on target', () => {
    const fewer = dropSnacks(plan, profile, targets, 1, testSolver);
    if (!fewer) return;
    for (const day of fewer.days) expect(day.meals.snacks.length).toBeLessThanOrEqual(1);
    expect(verifyMealPlan(fewer, profile, { targets }).violations).toEqual([]);
  });
});

describe('regeneratePlan and refOfViolation', () => {
  it('regenerates a plan of any length 1 to 14, planning that many days (not cutting a longer plan)', () => {
    const result = regeneratePlan(1, profile, null, 3, testSolver);
    expect(result.ok && result.value.days).toHaveLength(1);
    const four = regeneratePlan(4, profile, null, 3, testSolver);
    expect(four.ok && four.value.days.map((day) => day.day)).toEqual([1, 2, 3, 4]);
    // Any whole number of days from 1 to 14; anything else is a programmer error.
    expect(() => generateMealPlan(profile, { solver: testSolver, days: 15, seed: 1 })).toThrow(
      /1 to 14/,
    );
  });

  it('reads the slot of a verifier violation', () => {
    expect(refOfViolation({ code: 'excluded-food', day: 2, meal: 'snack 2', message: '' })).toEqual(
      { day: 2, slot: 'snack', snackIndex: 1 },
    );
    expect(refOfViolation({ code: 'excluded-food', day: 1, meal: 'dinner', message: '' })).toEqual({
      day: 1,
      slot: 'dinner',
    });
    expect(refOfViolation({ code: 'energy-off-target', day: 1, message: '' })).toBeUndefined();
  });
});
