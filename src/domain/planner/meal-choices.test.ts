import { describe, expect, it } from 'vitest';
import { HealthProfileSchema } from '../profile/health-profile';
import { testSolver } from '../testing/solver';
import { compactMealPlan } from './compact-plan';
import { expandMealPlan } from './expand-plan';
import { generateMealPlan } from './generate-meal-plan';
import { keptMealCount, keptMealsBeyond, markEditedMeals, setMealLocked } from './meal-choices';
import type { MealPlan } from './meal-plan';
import { MealPlanSchema } from './meal-plan';

const person = HealthProfileSchema.parse({
  profile: { name: 'Ada', age: 45, gender: 'female', weight: 70, height: 168 },
});

function planOf(seed: number): MealPlan {
  const result = generateMealPlan(person, { solver: testSolver, days: 7, seed });
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
}

describe('meal choices', () => {
  it('locks and unlocks one meal, and the lock survives the schema and the compact form', () => {
    const plan = setMealLocked(planOf(1), { day: 2, slot: 'snack', snackIndex: 0 }, true);
    expect(plan.days[1]!.meals.snacks[0]!.isLocked).toBe(true);
    expect(keptMealCount(plan, false)).toBe(1);
    expect(MealPlanSchema.parse(plan).days[1]!.meals.snacks[0]!.isLocked).toBe(true);
    const expanded = expandMealPlan(compactMealPlan(plan));
    expect(expanded.ok && expanded.plan.days[1]!.meals.snacks[0]!.isLocked).toBe(true);
    const unlocked = setMealLocked(plan, { day: 2, slot: 'snack', snackIndex: 0 }, false);
    expect(unlocked.days[1]!.meals.snacks[0]).not.toHaveProperty('isLocked');
  });

  it('marks the meals an edit changed as chosen and carries flags of the meals it kept', () => {
    const before = setMealLocked(planOf(2), { day: 1, slot: 'dinner' }, true);
    const other = planOf(3);
    // An edit that changed day 1's lunch and kept everything else.
    const after: MealPlan = {
      ...before,
      days: before.days.map((day, i) =>
        i === 0
          ? {
              ...day,
              meals: {
                ...day.meals,
                lunch: other.days[0]!.meals.lunch,
                dinner: { ...day.meals.dinner, isLocked: undefined },
              },
            }
          : day,
      ),
    };
    const marked = markEditedMeals(before, after);
    expect(marked.days[0]!.meals.lunch.isChosen).toBe(true);
    expect(marked.days[0]!.meals.dinner.isLocked).toBe(true);
    expect(marked.days[0]!.meals.breakfast.isChosen).toBeUndefined();
    expect(keptMealCount(marked, true)).toBe(2);
  });

  it('counts the locked or chosen meals a shorter plan would lose', () => {
    let plan = setMealLocked(planOf(4), { day: 5, slot: 'breakfast' }, true);
    plan = setMealLocked(plan, { day: 2, slot: 'breakfast' }, true);
    expect(keptMealsBeyond(plan, 3)).toEqual({ count: 1, fromDay: 4, toDay: 7 });
    expect(keptMealsBeyond(plan, 5)).toBeNull();
  });
});
