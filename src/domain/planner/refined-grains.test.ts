import { describe, expect, it } from 'vitest';
import { requireFood } from '../foods/food-table';
import { refinedGrainOzEq } from '../foods/refined-grains';
import { guidanceContext } from '../guidance/context';
import { foodsToLimit, refinedGrainsLimitOzEq } from '../guidance/foods-to-limit';
import { type HealthProfileInput, HealthProfileSchema } from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { testSolver } from '../testing/solver';
import { generateMealPlan } from './generate-meal-plan';
import type { MealPlanDay } from './meal-plan';
import { verifyMealPlan } from './verify-meal-plan';

function person(overrides: Partial<HealthProfileInput> = {}) {
  return HealthProfileSchema.parse({
    profile: {
      name: 'Raj',
      age: 58,
      gender: 'male',
      weight: 92,
      height: 175,
      activityLevel: 'light',
    },
    ...overrides,
  });
}

const dayGrains = (day: MealPlanDay) =>
  refinedGrainOzEq(
    [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks].flatMap(
      (meal) => meal.ingredients ?? [],
    ),
  );

const limitFor = (profile: ReturnType<typeof person>) => {
  const targets = computeTargetsForProfile(profile);
  if (!targets.ok) throw new Error('targets');
  return { ctx: guidanceContext(profile, targets.value), targets: targets.value };
};

describe('refined grains the analysis says to limit', () => {
  // Type 2 diabetes who likes white rice and Japanese food: rice recipes come up often.
  const raj = person({
    healthConditions: ['diabetes_type2'],
    foodPreferences: {
      liked: ['white rice', 'rice noodles'],
      disliked: [],
      cuisines: ['Japanese', 'Thai'],
    },
  });

  it('are limited in the analysis with the amount the plan keeps to, and not with kidney disease', () => {
    const { ctx } = limitFor(raj);
    const item = foodsToLimit(ctx).find((entry) => entry.id === 'refined-grains');
    expect(item?.reason).toContain(
      'your plan keeps them to 3 ounce-equivalents a day at most (about 1½ cups of cooked white rice or pasta, or 3 slices of white bread)',
    );
    expect(refinedGrainsLimitOzEq(ctx)).toBe(3);
    const kidney = limitFor(
      person({ healthConditions: ['diabetes_type2', 'chronic_kidney_disease'] }),
    );
    expect(foodsToLimit(kidney.ctx).map((entry) => entry.id)).not.toContain('refined-grains');
    expect(refinedGrainsLimitOzEq(kidney.ctx)).toBeNull();
  });

  it('stay within that amount on every day of every plan', () => {
    let riceDays = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const result = generateMealPlan(raj, { solver: testSolver, days: 7, seed });
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      for (const day of result.value.days) {
        const grains = dayGrains(day);
        expect(grains, `seed ${seed} day ${day.day}`).toBeLessThanOrEqual(3 + 1e-6);
        if (grains > 1) riceDays += 1;
      }
      expect(verifyMealPlan(result.value, raj).violations).toEqual([]);
    }
    // The liked rice is still there, within the limit.
    expect(riceDays).toBeGreaterThan(20);
  }, 60_000);

  it('are a violation the verifier names when a day has more (333 g of white rice)', () => {
    const result = generateMealPlan(raj, { solver: testSolver, days: 3, seed: 4 });
    if (!result.ok) throw new Error('planned above');
    const plan = result.value;
    const rice = requireFood('20045');
    const day = plan.days[0]!;
    const heavy: MealPlanDay = {
      ...day,
      meals: {
        ...day.meals,
        dinner: {
          ...day.meals.dinner,
          ingredients: [
            ...(day.meals.dinner.ingredients ?? []),
            { foodId: rice.id, name: rice.name, grams: 333, storeSection: rice.storeSection },
          ],
        },
      },
    };
    expect(refinedGrainOzEq([{ foodId: '20045', grams: 333 }])).toBeCloseTo(4.2, 1);
    const violations = verifyMealPlan(
      { ...plan, days: [heavy, ...plan.days.slice(1)] },
      raj,
    ).violations.filter((v) => v.ruleId === 'refined-grains');
    expect(violations).toHaveLength(1);
    expect(violations[0]!.message).toMatch(
      /^Day 1: refined grains [\d.]+ ounce-equivalents are over the 3 a day the analysis states$/,
    );
  });
});
