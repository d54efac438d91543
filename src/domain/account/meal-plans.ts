import type { z } from 'zod';
import { PLAN_DURATIONS, type PlanDuration } from '../planner/meal-plan';
import type { MealPlanCreateSchema } from './plan-and-chat-schemas';

type MealPlanCreate = z.infer<typeof MealPlanCreateSchema>;

/** The calories-per-day column's range (MealPlanCreateSchema's caloriesPerDay). */
const MAX_CALORIES_PER_DAY = 10_000;

/**
 * A new stored plan with spec §3's defaults filled in: name 'Meal Plan {YYYY-MM-DD}', duration
 * the plan's number of days when that is an offered duration (else 7), calories per day the
 * plan's daily target (rounded; left empty when it is not a plausible daily figure).
 */
export function newMealPlanValues(input: MealPlanCreate, today: string) {
  const days = input.planData.days.length;
  const durationDays: PlanDuration =
    input.durationDays ?? PLAN_DURATIONS.find((duration) => duration === days) ?? 7;
  const target = input.planData.dailyCalories;
  const fromPlan =
    target !== undefined && target >= 0 && target <= MAX_CALORIES_PER_DAY
      ? Math.round(target)
      : null;
  return {
    planName: input.planName ?? `Meal Plan ${today}`,
    durationDays,
    startDate: input.startDate ?? null,
    planData: input.planData,
    caloriesPerDay: input.caloriesPerDay === undefined ? fromPlan : input.caloriesPerDay,
  };
}
