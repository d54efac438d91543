import { describe, expect, it } from 'vitest';
import { HealthProfileSchema } from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { testSolver } from '../testing/solver';
import { mealsOfDay } from './build-meal';
import { generateMealPlan } from './generate-meal-plan';
import { keptSlots, markEditedMeals, setMealLocked } from './meal-choices';
import type { MealPlan } from './meal-plan';
import { replanMealPlan } from './replan-meal-plan';
import { swapMeal } from './swap-meal';
import { verifyMealPlan } from './verify-meal-plan';

const person = HealthProfileSchema.parse({
  profile: { name: 'Ada', age: 45, gender: 'female', weight: 70, height: 168 },
  healthConditions: ['hypertension'],
  foodPreferences: { liked: ['chicken'], disliked: [], cuisines: ['Mediterranean'] },
});

function planOf(days: number, seed: number): MealPlan {
  const result = generateMealPlan(person, { solver: testSolver, days, seed });
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
}

const ids = (plan: MealPlan, day: number) =>
  mealsOfDay(plan.days[day - 1]!).map((meal) => meal.recipeId);

function expectVerified(plan: MealPlan) {
  expect(verifyMealPlan(plan, person).violations).toEqual([]);
}

describe('replanMealPlan', () => {
  it('keeps every locked meal, recipe and portions, when the plan is regenerated', () => {
    let plan = planOf(7, 3);
    plan = setMealLocked(plan, { day: 2, slot: 'breakfast' }, true);
    plan = setMealLocked(plan, { day: 5, slot: 'dinner' }, true);
    const result = replanMealPlan(person, {
      plan,
      days: 7,
      seed: 77,
      solver: testSolver,
      keep: 'locked',
    });
    if (!result.ok) throw new Error(result.error.kind);
    const next = result.value;
    expect(next.days[1]!.meals.breakfast).toEqual(plan.days[1]!.meals.breakfast);
    expect(next.days[1]!.meals.breakfast.isLocked).toBe(true);
    expect(next.days[4]!.meals.dinner).toEqual(plan.days[4]!.meals.dinner);
    // The rest is a new plan: most other meals changed.
    const changed = next.days.flatMap((day, d) =>
      mealsOfDay(day).filter((meal, s) => meal.recipeId !== ids(plan, d + 1)[s]),
    );
    expect(changed.length).toBeGreaterThan(20);
    expectVerified(next);
  });

  it('replaces chosen meals that are not locked on Regenerate', () => {
    const plan = markEditedMeals(planOf(3, 5), swapped(planOf(3, 5), 1, 'lunch'));
    expect(plan.days[0]!.meals.lunch.isChosen).toBe(true);
    const result = replanMealPlan(person, {
      plan,
      days: 3,
      seed: 8,
      solver: testSolver,
      keep: 'locked',
    });
    if (!result.ok) throw new Error(result.error.kind);
    expect(mealsOfDay(result.value.days[0]!).some((meal) => meal.isChosen)).toBe(false);
  });

  it('keeps chosen and locked meals on the remaining days when the length changes 7 → 14 and 7 → 3', () => {
    const base = planOf(7, 11);
    let plan = markEditedMeals(base, swapped(base, 2, 'lunch'));
    plan = setMealLocked(plan, { day: 3, slot: 'breakfast' }, true);
    const chosen = plan.days[1]!.meals.lunch;
    const locked = plan.days[2]!.meals.breakfast;
    expect(chosen.isChosen).toBe(true);

    const longer = replanMealPlan(person, {
      plan,
      days: 14,
      seed: 12,
      solver: testSolver,
      keep: 'locked-and-chosen',
    });
    if (!longer.ok) throw new Error(longer.error.kind);
    expect(longer.value.days).toHaveLength(14);
    expect(longer.value.days[1]!.meals.lunch).toEqual(chosen);
    expect(longer.value.days[2]!.meals.breakfast).toEqual(locked);
    expectVerified(longer.value);

    const shorter = replanMealPlan(person, {
      plan,
      days: 3,
      seed: 13,
      solver: testSolver,
      keep: 'locked-and-chosen',
    });
    if (!shorter.ok) throw new Error(shorter.error.kind);
    expect(shorter.value.days).toHaveLength(3);
    expect(shorter.value.days[1]!.meals.lunch).toEqual(chosen);
    expect(shorter.value.days[2]!.meals.breakfast).toEqual(locked);
    expectVerified(shorter.value);
  });

  it('plans one day again, keeping its locked meals and every other day as it is', () => {
    const plan = setMealLocked(planOf(5, 21), { day: 4, slot: 'lunch' }, true);
    const result = replanMealPlan(person, {
      plan,
      days: 5,
      seed: 22,
      solver: testSolver,
      keep: 'locked',
      onlyDay: 4,
    });
    if (!result.ok) throw new Error(result.error.kind);
    const next = result.value;
    for (const day of [1, 2, 3, 5]) expect(next.days[day - 1]).toEqual(plan.days[day - 1]);
    expect(next.days[3]!.meals.lunch).toEqual(plan.days[3]!.meals.lunch);
    const others = ids(next, 4).filter((_, s) => s !== 1);
    const before = ids(plan, 4).filter((_, s) => s !== 1);
    expect(others).not.toEqual(before);
    expectVerified(next);
  });

  it('says so plainly when every meal of the day is locked', () => {
    let plan = planOf(3, 31);
    for (const slot of ['breakfast', 'lunch', 'dinner'] as const) {
      plan = setMealLocked(plan, { day: 1, slot }, true);
    }
    plan.days[0]!.meals.snacks.forEach((_, snackIndex) => {
      plan = setMealLocked(plan, { day: 1, slot: 'snack', snackIndex }, true);
    });
    expect(keptSlots(plan.days[0]!, false).size).toBe(mealsOfDay(plan.days[0]!).length);
    const result = replanMealPlan(person, {
      plan,
      days: 3,
      seed: 1,
      solver: testSolver,
      keep: 'locked',
      onlyDay: 1,
    });
    expect(result.ok).toBe(false);
    if (result.ok || result.error.kind !== 'infeasible-plan') return;
    expect(result.error.reason).toMatch(/Every meal of day 1 is locked/);
  });

  it('refuses, naming the meal, when a locked meal no longer fits the person’s rules', () => {
    const plan = setMealLocked(planOf(3, 41), { day: 2, slot: 'dinner' }, true);
    const dinner = plan.days[1]!.meals.dinner;
    // The person now dislikes a food of the locked dinner.
    const food = dinner.ingredients![0]!.name;
    const changed = HealthProfileSchema.parse({
      ...person,
      foodPreferences: { ...person.foodPreferences, disliked: [food], liked: [] },
    });
    const result = replanMealPlan(changed, {
      plan,
      days: 3,
      seed: 2,
      solver: testSolver,
      keep: 'locked',
    });
    expect(result.ok).toBe(false);
    if (result.ok || result.error.kind !== 'infeasible-plan') return;
    expect(result.error.reason).toContain(`Day 2 cannot keep your dinner (${dinner.name})`);
  });

  it('keeps a locked meal exactly, with isKeptExact, when the number of snacks changes', () => {
    const plan = setMealLocked(planOf(3, 7), { day: 2, slot: 'lunch' }, true);
    const snacks = person.mealOptions.snacksPerDay;
    for (const snacksPerDay of [snacks + 1, Math.max(0, snacks - 1)]) {
      const changed = HealthProfileSchema.parse({
        ...person,
        mealOptions: { ...person.mealOptions, snacksPerDay },
      });
      const result = replanMealPlan(changed, {
        plan,
        days: 3,
        seed: 9,
        solver: testSolver,
        keep: 'locked',
        isKeptExact: true,
      });
      if (!result.ok) throw new Error(result.error.kind);
      expect(result.value.days[1]!.meals.lunch).toEqual(plan.days[1]!.meals.lunch);
      expect(result.value.days.every((day) => day.meals.snacks.length === snacksPerDay)).toBe(true);
      expect(verifyMealPlan(result.value, changed).violations).toEqual([]);
    }
  });

  it('is the planner’s own plan when nothing is kept', () => {
    const plan = planOf(5, 51);
    const result = replanMealPlan(person, {
      plan,
      days: 7,
      seed: 52,
      solver: testSolver,
      keep: 'locked-and-chosen',
    });
    expect(result).toEqual(generateMealPlan(person, { solver: testSolver, days: 7, seed: 52 }));
  });
});

describe('markEditedMeals', () => {
  it('keeps a locked snack locked (and not chosen) when an edit drops the snack before it', () => {
    const base = planOf(3, 5);
    const day = base.days[0]!;
    // Two different snacks: the lunch and dinner recipes stand in for them.
    const [first, second] = [day.meals.lunch, day.meals.dinner];
    const before: MealPlan = {
      ...base,
      days: [{ ...day, meals: { ...day.meals, snacks: [first, { ...second, isLocked: true }] } }],
    };
    const after: MealPlan = {
      ...base,
      days: [{ ...day, meals: { ...day.meals, snacks: [{ ...second, servings: 1.5 }] } }],
    };
    const [snack] = markEditedMeals(before, after).days[0]!.meals.snacks;
    expect(snack).toMatchObject({ recipeId: second.recipeId, servings: 1.5, isLocked: true });
    expect(snack!.isChosen).toBeUndefined();
  });

  it('marks a snack the edit put in place of another as chosen', () => {
    const base = planOf(3, 5);
    const day = base.days[0]!;
    const before: MealPlan = {
      ...base,
      days: [{ ...day, meals: { ...day.meals, snacks: [day.meals.lunch] } }],
    };
    const after: MealPlan = {
      ...base,
      days: [{ ...day, meals: { ...day.meals, snacks: [day.meals.dinner] } }],
    };
    expect(markEditedMeals(before, after).days[0]!.meals.snacks[0]!.isChosen).toBe(true);
  });
});

function swapped(plan: MealPlan, day: number, slot: 'lunch' | 'dinner' | 'breakfast'): MealPlan {
  const targets = computeTargetsForProfile(person);
  if (!targets.ok) throw new Error('targets');
  const result = swapMeal(
    plan,
    person,
    { day, slot },
    { seed: 3, nutritionTargets: targets.value, solver: testSolver },
  );
  if (!result.ok) throw new Error(result.error.reason);
  return result.value.plan;
}
