import type { Meal, MealPlan, MealPlanDay } from '#domain';

/**
 * Figures the meal plan screen shows, derived from the plan alone. Spec §3: missing calories
 * count as 0.
 */

export function dayMeals(day: MealPlanDay): Meal[] {
  return [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks];
}

/** The day's energy: the engine's total when given, otherwise the sum of its meals. */
export function dayCalories(day: MealPlanDay): number {
  if (day.totals) return day.totals.calories;
  return dayMeals(day).reduce((sum, meal) => sum + (meal.calories || 0), 0);
}

/** Spec §2 summary: the rounded mean of the day totals (0 for a plan without days). */
export function averageDailyCalories(plan: MealPlan): number {
  if (plan.days.length === 0) return 0;
  const total = plan.days.reduce((sum, day) => sum + dayCalories(day), 0);
  return Math.round(total / plan.days.length);
}

/** Prefix of the localStorage keys that keep the grocery list's ticks, one key per plan. */
export const GROCERY_CHECKS_PREFIX = 'phn.grocery-checks.v1.';

/** FNV-1a: a short, stable fingerprint of a string. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * Which plan the grocery ticks belong to. Each generation has its own seed, so Regenerate and a
 * new length start a fresh, unticked list while swaps and edits keep the ticks. A plan without a
 * seed is known by its meals.
 */
export function planIdentity(plan: MealPlan): string {
  if (plan.seed !== undefined) return `s${plan.seed}-d${plan.days.length}`;
  const meals = plan.days.flatMap((day) => dayMeals(day).map((meal) => meal.name));
  return `m${fingerprint(meals.join('|'))}-d${plan.days.length}`;
}

/** The localStorage key of the plan's grocery ticks. */
export function groceryChecksKey(plan: MealPlan): string {
  return `${GROCERY_CHECKS_PREFIX}${planIdentity(plan)}`;
}
