import { mealsOfDay } from '../../planner/build-meal';
import type { Meal, MealPlan, MealPlanDay } from '../../planner/meal-plan';
import type { MealSlotRef } from '../../planner/swap-meal';
import type { Violation } from '../../planner/verify-meal-plan';

/** Naming and finding a plan's meal slots, and which of them the person locked. */

/** Whether the person locked any meal of the plan (most plans: no, and the edits do no more work). */
export function hasLockedMeal(plan: MealPlan): boolean {
  return plan.days.some((day) => mealsOfDay(day).some((meal) => meal.isLocked));
}

/** The slots of the plan whose meal is not locked, of those given. */
export function unlockedRefs(plan: MealPlan, refs: readonly MealSlotRef[]): MealSlotRef[] {
  return refs.filter((ref) => {
    const day = plan.days.find((candidate) => candidate.day === ref.day);
    return !(day && mealAt(day, ref)?.isLocked);
  });
}

export function slotRefs(day: MealPlanDay): MealSlotRef[] {
  return [
    { day: day.day, slot: 'breakfast' },
    { day: day.day, slot: 'lunch' },
    { day: day.day, slot: 'dinner' },
    ...day.meals.snacks.map((_, snackIndex) => ({
      day: day.day,
      slot: 'snack' as const,
      snackIndex,
    })),
  ];
}

export function mealAt(day: MealPlanDay, ref: MealSlotRef): Meal | undefined {
  if (ref.slot === 'snack') return day.meals.snacks[ref.snackIndex ?? 0];
  return day.meals[ref.slot];
}

/** The verifier's name for a slot: 'breakfast', 'snack 2'. */
export function slotName(ref: MealSlotRef): string {
  return ref.slot === 'snack' ? `snack ${(ref.snackIndex ?? 0) + 1}` : ref.slot;
}

/** 'Day 2 lunch', 'Day 3 snack 2' (the first snack of a day with one is just 'snack'). */
export function refLabel(ref: MealSlotRef, day?: MealPlanDay): string {
  if (ref.slot === 'snack' && day && day.meals.snacks.length === 1) return `Day ${ref.day} snack`;
  return `Day ${ref.day} ${slotName(ref)}`;
}

/** The slot a ref points at, as a key: `2:snack 1`. */
export const refKey = (ref: MealSlotRef) => `${ref.day}:${slotName(ref)}`;

/** The slot a verifier violation points at. */
export function refOfViolation(violation: Violation): MealSlotRef | undefined {
  if (violation.day === undefined || !violation.meal) return undefined;
  const snack = /^snack (\d+)$/.exec(violation.meal);
  if (snack) return { day: violation.day, slot: 'snack', snackIndex: Number(snack[1]) - 1 };
  if (violation.meal === 'breakfast' || violation.meal === 'lunch' || violation.meal === 'dinner') {
    return { day: violation.day, slot: violation.meal };
  }
  return undefined;
}
