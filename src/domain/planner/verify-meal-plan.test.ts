import { describe, expect, it } from 'vitest';
import { type HealthProfileInput, HealthProfileSchema } from '../profile/health-profile';
import { getRecipe } from '../recipes/recipe-library';
import { testSolver } from '../testing/solver';
import { buildMeal } from './build-meal';
import { generateMealPlan } from './generate-meal-plan';
import type { MealPlan } from './meal-plan';
import { verifyMealPlan } from './verify-meal-plan';

function profile(overrides: Partial<HealthProfileInput> = {}) {
  return HealthProfileSchema.parse({
    profile: { name: 'Bo', age: 45, gender: 'male', weight: 80, height: 178 },
    ...overrides,
  });
}

function planFor(overrides: Partial<HealthProfileInput> = {}): MealPlan {
  const result = generateMealPlan(profile(overrides), { solver: testSolver, days: 3, seed: 11 });
  if (!result.ok) throw new Error(`no plan: ${JSON.stringify(result.error)}`);
  return JSON.parse(JSON.stringify(result.value)) as MealPlan;
}

const codes = (plan: MealPlan, overrides: Partial<HealthProfileInput> = {}) =>
  verifyMealPlan(plan, profile(overrides)).violations.map((v) => v.code);

describe('verifyMealPlan', () => {
  it('passes a plan the engine made', () => {
    expect(codes(planFor())).toEqual([]);
  });

  it('catches a meal whose stated calories do not match its ingredients', () => {
    const plan = planFor();
    plan.days[0]!.meals.lunch.calories += 120;
    expect(codes(plan)).toContain('figure-mismatch');
  });

  it('catches a food the person is allergic to, naming the rule', () => {
    const plan = planFor();
    const peanutSnack = buildMeal(getRecipe('sn-apple-peanut-butter')!, 1);
    plan.days[1]!.meals.snacks = [peanutSnack];
    const result = verifyMealPlan(plan, profile({ allergies: ['peanuts'] }));
    expect(result.violations.find((v) => v.code === 'excluded-food')?.ruleId).toBe(
      'allergy-peanuts',
    );
  });

  it('lets a locked meal keep a food a restriction or dislike leaves out, as a warning, never one of an allergy', () => {
    const plan = planFor();
    const peanutSnack = { ...buildMeal(getRecipe('sn-apple-peanut-butter')!, 1), isLocked: true };
    plan.days[1]!.meals.snacks = [peanutSnack];
    const disliked = verifyMealPlan(
      plan,
      profile({ foodPreferences: { liked: [], disliked: ['peanut butter'], cuisines: [] } }),
    );
    expect(disliked.violations.filter((v) => v.code === 'excluded-food')).toEqual([]);
    expect(disliked.warnings).toContainEqual(
      expect.objectContaining({ code: 'locked-meal-outside-preferences', day: 2, meal: 'snack 1' }),
    );
    const allergic = verifyMealPlan(plan, profile({ allergies: ['peanuts'] }));
    expect(allergic.violations.find((v) => v.code === 'excluded-food')?.ruleId).toBe(
      'allergy-peanuts',
    );
    // Unlocked, the dislike is a violation as before.
    plan.days[1]!.meals.snacks = [{ ...peanutSnack, isLocked: undefined }];
    expect(
      codes(plan, { foodPreferences: { liked: [], disliked: ['peanut butter'], cuisines: [] } }),
    ).toContain('excluded-food');
  });

  it('catches meat with dairy in one meal for a kosher plan', () => {
    const plan = planFor({ dietaryRestrictions: ['kosher'] });
    const chicken = buildMeal(getRecipe(plan.days[0]!.meals.dinner.recipeId!)!, 1);
    chicken.ingredients = [
      { foodId: '05064', name: 'Chicken breast', grams: 120 },
      { foodId: '01028', name: 'Mozzarella', grams: 40 },
    ];
    plan.days[0]!.meals.dinner = chicken;
    expect(codes(plan, { dietaryRestrictions: ['kosher'] })).toContain('kosher-meat-with-dairy');
  });

  it('catches a day over its sodium limit and a day far from its energy target', () => {
    const plan = planFor({ healthConditions: ['hypertension'] });
    const salty = plan.days[0]!.meals.lunch;
    salty.ingredients = [...(salty.ingredients ?? []), { foodId: '02047', name: 'Salt', grams: 5 }];
    plan.days[1]!.meals.dinner.ingredients = plan.days[1]!.meals.dinner.ingredients?.map(
      (item) => ({ ...item, grams: item.grams * 3 }),
    );
    const result = verifyMealPlan(plan, profile({ healthConditions: ['hypertension'] }));
    expect(
      result.violations.some(
        (v) => v.code === 'limit-exceeded' && v.ruleId === 'sodium-daily-max' && v.day === 1,
      ),
    ).toBe(true);
    expect(result.violations.some((v) => v.code === 'energy-off-target' && v.day === 2)).toBe(true);
  });

  it("catches a diabetic's main meal above the carbohydrate a meal the analysis states", () => {
    const diabetic = { healthConditions: ['diabetes_type2' as const] };
    const plan = planFor(diabetic);
    const perMeal = (p: MealPlan, overrides: Partial<HealthProfileInput>) =>
      verifyMealPlan(p, profile(overrides)).violations.filter(
        (v) => v.ruleId === 'diabetes-carbs-per-meal',
      );
    expect(perMeal(plan, diabetic)).toEqual([]);
    const lunch = plan.days[0]!.meals.lunch;
    lunch.ingredients = lunch.ingredients?.map((item) => ({ ...item, grams: item.grams * 2 }));
    const over = perMeal(plan, diabetic);
    expect(over.map((v) => [v.day, v.meal])).toEqual([[1, 'lunch']]);
    expect(over[0]!.message).toMatch(/carbohydrate [\d.]+ g is over the \d+ g a main meal/);
    // Without diabetes the analysis states no such figure.
    expect(perMeal(plan, {})).toEqual([]);
  });

  it('catches foods that are not in the table and meals without ingredients', () => {
    const plan = planFor();
    plan.days[0]!.meals.breakfast.ingredients = [{ foodId: '99999', name: 'Mystery', grams: 100 }];
    delete plan.days[2]!.meals.lunch.ingredients;
    const found = codes(plan);
    expect(found.filter((code) => code === 'unknown-food')).toHaveLength(2);
  });
});
