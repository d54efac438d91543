import { describe, expect, it } from 'vitest';
import { HealthProfileSchema } from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { kidneyPatient } from '../testing/chat-people';
import { testSolver } from '../testing/solver';
import { generateMealPlan } from './generate-meal-plan';
import { swapMeal } from './swap-meal';
import { verifyMealPlan } from './verify-meal-plan';

const person = HealthProfileSchema.parse({
  profile: { name: 'Cy', age: 61, gender: 'male', weight: 92, height: 176, activityLevel: 'light' },
  healthConditions: ['hypertension', 'high_cholesterol'],
  allergies: ['shellfish'],
  dietaryRestrictions: ['halal'],
});

function setup(energyKcal?: number) {
  const result = generateMealPlan(person, {
    solver: testSolver,
    days: 7,
    seed: 9,
    ...(energyKcal ? { energyKcal } : {}),
  });
  const targets = computeTargetsForProfile(person, { energyKcalOverride: energyKcal ?? null });
  if (!result.ok || !targets.ok) throw new Error('setup failed');
  return { plan: result.value, nutritionTargets: targets.value };
}

describe('swapMeal', () => {
  it('replaces just that meal with another recipe that keeps the day within its targets and rules', () => {
    const { plan, nutritionTargets } = setup();
    const result = swapMeal(
      plan,
      person,
      { day: 1, slot: 'breakfast' },
      { solver: testSolver, seed: 1, nutritionTargets },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { plan: swapped, previous, next } = result.value;
    expect(next.recipeId).not.toBe(previous.recipeId);
    expect(swapped.days[0]!.meals.breakfast.recipeId).toBe(next.recipeId);
    expect(swapped.days[0]!.meals.lunch).toEqual(plan.days[0]!.meals.lunch);
    expect(swapped.days.slice(1)).toEqual(plan.days.slice(1));
    expect(verifyMealPlan(swapped, person, { targets: nutritionTargets }).violations).toEqual([]);
    expect(
      Math.abs(swapped.days[0]!.totals!.calories - plan.dailyCalories!) / plan.dailyCalories!,
    ).toBeLessThanOrEqual(0.05);
  });

  it('swaps a snack and a dinner on later days, and keeps a chosen calorie target', () => {
    const { plan, nutritionTargets } = setup(1800);
    for (const ref of [
      { day: 3, slot: 'snack' as const, snackIndex: 1 },
      { day: 7, slot: 'dinner' as const },
    ]) {
      const result = swapMeal(plan, person, ref, { solver: testSolver, seed: 4, nutritionTargets });
      expect(result.ok, JSON.stringify(ref)).toBe(true);
      if (result.ok) {
        expect(
          verifyMealPlan(result.value.plan, person, { targets: nutritionTargets, energyKcal: 1800 })
            .violations,
        ).toEqual([]);
      }
    }
  });

  it("keeps the day's other meals as dishes, moves their portions at most a fifth, and says when it did", () => {
    // Kidney disease: a narrow protein band; the swap first tries every recipe beside the day's
    // meals as they are, and only then lets their portions move a little.
    const kay = kidneyPatient();
    const planned = generateMealPlan(kay, { solver: testSolver, days: 3, seed: 1 });
    const targets = computeTargetsForProfile(kay, { energyKcalOverride: null });
    if (!planned.ok || !targets.ok) throw new Error('setup failed');
    const plan = planned.value;
    const result = swapMeal(
      plan,
      kay,
      { day: 1, slot: 'lunch' },
      { solver: testSolver, seed: 1, nutritionTargets: targets.value },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const before = plan.days[0]!.meals;
    const after = result.value.plan.days[0]!.meals;
    const othersOf = (m: typeof before) => JSON.stringify([m.breakfast, m.dinner, m.snacks]);
    expect(result.value.portionsAdjusted).toBe(othersOf(before) !== othersOf(after));
    expect(after.lunch.recipeId).not.toBe(before.lunch.recipeId);
    for (const slot of ['breakfast', 'dinner'] as const) {
      expect(after[slot].recipeId).toBe(before[slot].recipeId);
      const ratio = after[slot].calories / before[slot].calories;
      expect(ratio).toBeGreaterThan(0.78);
      expect(ratio).toBeLessThan(1.27);
    }
    expect(after.snacks.map((snack) => snack.recipeId)).toEqual(
      before.snacks.map((snack) => snack.recipeId),
    );
    expect(result.value.plan.days.slice(1)).toEqual(plan.days.slice(1));
    expect(verifyMealPlan(result.value.plan, kay, { targets: targets.value }).violations).toEqual(
      [],
    );
  });

  it('says so when the meal does not exist', () => {
    const { plan, nutritionTargets } = setup();
    const result = swapMeal(
      plan,
      person,
      { day: 9, slot: 'lunch' },
      { solver: testSolver, seed: 1, nutritionTargets },
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'no-such-meal' } });
  });
});
