import { describe, expect, it } from 'vitest';
import type { HealthProfileInput } from '../profile/health-profile';
import { personalFoodRules } from '../rules/food-exclusions';
import { testSolver } from '../testing/solver';
import { mealsOfDay } from './build-meal';
import { generateMealPlan } from './generate-meal-plan';
import { planTargetsFrom } from './plan-targets';
import { planningPools } from './planning-pools';
import { ANN, profile, targetsOf } from './test-people';
import { verifyMealPlan } from './verify-meal-plan';

/**
 * Hard days of people the bench never had (docs/decisions/028): refused, or told a day was
 * impossible, though plans exist for them.
 */

describe('a hard day that only looks impossible', () => {
  it('gets a vegetarian with kidney disease protein from egg whites, with a note saying why', () => {
    // 2,480 kcal with at least 89 g of protein and at most 1,000 mg of phosphorus: vegetarian
    // recipes bring phosphorus with their protein, and no choice of them alone fits a day.
    const person = profile({
      profile: {
        name: 'Raj',
        age: 35,
        gender: 'male',
        weight: 111.2,
        height: 195,
        activityLevel: 'light',
      },
      healthConditions: ['fatty_liver', 'chronic_kidney_disease', 'heart_disease'],
      conditionDetails: { chronic_kidney_disease: { stage: '2' } },
      dietaryRestrictions: ['vegetarian'],
      foodPreferences: { liked: ['broccoli', 'eggplant'], disliked: ['cilantro'], cuisines: [] },
      mealOptions: { mealsPerDay: 3, snacksPerDay: 1, cookingWillingness: true },
    });
    const targets = targetsOf(person);
    for (let seed = 1; seed <= 4; seed++) {
      const result = generateMealPlan(person, { solver: testSolver, days: 3, seed });
      expect(result.ok, `seed ${seed}`).toBe(true);
      if (!result.ok) continue;
      const plan = result.value;
      expect(verifyMealPlan(plan, person).violations).toEqual([]);
      const meals = plan.days.flatMap((day) => [day.meals.lunch, day.meals.dinner]);
      expect(meals.some((meal) => meal.name.includes('scrambled egg whites'))).toBe(true);
      expect(plan.notes).toContain(
        'To reach your protein target within your phosphorus limit, some meals come with scrambled egg whites: protein with little phosphorus or potassium.',
      );
      for (const day of plan.days) {
        expect(day.totals!.protein).toBeGreaterThanOrEqual(targets.macros.protein.minG);
        expect(day.totals!.phosphorusMg).toBeLessThanOrEqual(1000);
      }
    }
  }, 60_000);

  it('never offers egg whites to people who avoid eggs', () => {
    const kidney: HealthProfileInput = {
      profile: {
        name: 'Lee',
        age: 50,
        gender: 'male',
        weight: 80,
        height: 178,
        activityLevel: 'light',
      },
      healthConditions: ['chronic_kidney_disease'],
    };
    const offered = (extra: Omit<Partial<HealthProfileInput>, 'profile'>) => {
      const person = profile({ ...kidney, ...extra });
      const { sides } = planningPools(
        person,
        planTargetsFrom(targetsOf(person)),
        personalFoodRules(person),
      );
      return sides.some((side) => side.kind === 'protein');
    };
    expect(offered({})).toBe(true);
    expect(offered({ allergies: ['eggs'] })).toBe(false);
    expect(offered({ dietaryRestrictions: ['egg_free'] })).toBe(false);
    expect(offered({ dietaryRestrictions: ['vegan'] })).toBe(false);
    expect(
      offered({ foodPreferences: { liked: [], disliked: ['egg whites'], cuisines: [] } }),
    ).toBe(false);
  });

  it('offers egg whites only to people with kidney disease', () => {
    const result = generateMealPlan(ANN, { solver: testSolver, days: 7, seed: 3 });
    if (!result.ok) throw new Error('Ann is planned');
    const names = result.value.days.flatMap((day) => mealsOfDay(day).map((meal) => meal.name));
    expect(names.filter((name) => name.includes('egg whites'))).toEqual([]);
  });

  it('is planned up to the limits themselves when only the margin inside them stands in the way', () => {
    // Vegan with kidney disease, 85 and tall: at least 74 g of protein and at most 1,000 mg of
    // phosphorus leave 0.1 g and 2 mg once the planner keeps 1.5 % inside each limit.
    const person = profile({
      profile: {
        name: 'Noor',
        age: 85,
        gender: 'female',
        weight: 132.8,
        height: 192,
        activityLevel: 'moderate',
      },
      healthConditions: ['chronic_kidney_disease', 'heart_disease'],
      conditionDetails: { chronic_kidney_disease: { stage: '2' } },
      allergies: ['fish', 'soy'],
      dietaryRestrictions: ['vegan', 'halal'],
      foodPreferences: { liked: ['mushrooms'], disliked: ['quinoa'], cuisines: ['Mexican'] },
      mealOptions: { mealsPerDay: 3, snacksPerDay: 0, cookingWillingness: true },
    });
    const targets = targetsOf(person);
    const protein = targets.limits.find((limit) => limit.id === 'ckd-protein-daily-range')!;
    for (let seed = 1; seed <= 3; seed++) {
      const result = generateMealPlan(person, { solver: testSolver, days: 3, seed });
      expect(result.ok, `seed ${seed}`).toBe(true);
      if (!result.ok) continue;
      expect(verifyMealPlan(result.value, person).violations).toEqual([]);
      for (const day of result.value.days) {
        expect(day.totals!.protein).toBeGreaterThanOrEqual(protein.min!);
        expect(day.totals!.phosphorusMg).toBeLessThanOrEqual(1000);
      }
    }
  }, 60_000);

  it('reuses a day the plan already made rather than refusing a later day no search fills', () => {
    // Vegan, gluten-free, type 1 diabetes and kidney disease on 1,300 kcal: few days fit, and
    // by day 13 of this seed no search found new recipes for one.
    const person = profile({
      profile: {
        name: 'Ida',
        age: 81,
        gender: 'female',
        weight: 79.3,
        height: 171,
        activityLevel: 'light',
      },
      healthConditions: ['diabetes_type1', 'chronic_kidney_disease'],
      conditionDetails: { chronic_kidney_disease: { stage: '2' } },
      dietaryRestrictions: ['vegan', 'gluten_free'],
      foodPreferences: {
        liked: ['olives', 'quinoa', 'apples'],
        disliked: ['beans', 'turkey'],
        cuisines: ['American', 'Greek'],
      },
      mealOptions: { mealsPerDay: 3, snacksPerDay: 3, cookingWillingness: true },
    });
    const result = generateMealPlan(person, { solver: testSolver, days: 14, seed: 4 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.days).toHaveLength(14);
    expect(verifyMealPlan(result.value, person).violations).toEqual([]);
  }, 60_000);
});
