import { mealsOfDay } from './build-meal';
import type { Meal, MealPlan, MealPlanDay } from './meal-plan';
import type { MealSlotRef } from './swap-meal';

/**
 * What the person made of a plan: meals they locked (regenerating keeps them) and meals they
 * chose (a swap, a chat edit; a change of length keeps them). Both are flags on the meal, so they
 * travel with the plan wherever it is stored.
 */

/** A meal's place in `mealsOfDay`: 0 breakfast, 1 lunch, 2 dinner, then the snacks. */
export function slotIndexOf(ref: MealSlotRef): number {
  if (ref.slot === 'snack') return 3 + (ref.snackIndex ?? 0);
  return ref.slot === 'breakfast' ? 0 : ref.slot === 'lunch' ? 1 : 2;
}

/** The slots of a day that a new plan keeps: the locked meals, and with `withChosen` the chosen. */
export function keptSlots(day: MealPlanDay, withChosen: boolean): Set<number> {
  const slots = new Set<number>();
  mealsOfDay(day).forEach((meal, s) => {
    if (meal.isLocked || (withChosen && meal.isChosen)) slots.add(s);
  });
  return slots;
}

function withMeals(day: MealPlanDay, meals: readonly Meal[]): MealPlanDay {
  const [breakfast, lunch, dinner, ...snacks] = meals;
  return { ...day, meals: { breakfast: breakfast!, lunch: lunch!, dinner: dinner!, snacks } };
}

/** The meal's flags: only those set, so an unflagged meal stays exactly as it was. */
function choicesOf(meal: Meal): Pick<Meal, 'isLocked' | 'isChosen'> {
  return {
    ...(meal.isLocked ? { isLocked: true } : {}),
    ...(meal.isChosen ? { isChosen: true } : {}),
  };
}

function withoutChoices(meal: Meal): Meal {
  const { isLocked: _locked, isChosen: _chosen, ...rest } = meal;
  return rest;
}

/** The plan with the meal at `ref` locked or unlocked; the plan as it is if there is no such meal. */
export function setMealLocked(plan: MealPlan, ref: MealSlotRef, isLocked: boolean): MealPlan {
  const index = slotIndexOf(ref);
  return {
    ...plan,
    days: plan.days.map((day) => {
      const meals = mealsOfDay(day);
      const meal = meals[index];
      if (day.day !== ref.day || !meal) return day;
      meals[index] = isLocked ? { ...meal, isLocked: true } : withoutLocked(meal);
      return withMeals(day, meals);
    }),
  };
}

function withoutLocked(meal: Meal): Meal {
  const { isLocked: _locked, ...rest } = meal;
  return rest;
}

/** Which meal a slot holds, for telling an edited meal from a kept one. */
const identity = (meal: Meal) => meal.recipeId ?? meal.name;

/**
 * The meal at slot `s` before the edit if it is the same meal: at the same slot, or for a snack
 * at any snack slot not matched yet (dropping the first snack moves the second one up).
 */
function sameMealBefore(
  previous: readonly Meal[],
  meal: Meal,
  s: number,
  matched: Set<number>,
): Meal | undefined {
  const same = (i: number) =>
    !matched.has(i) && previous[i] && identity(previous[i]) === identity(meal);
  const at = same(s) ? s : s >= 3 ? previous.findIndex((_, i) => i >= 3 && same(i)) : -1;
  if (at < 0) return undefined;
  matched.add(at);
  return previous[at];
}

/**
 * The plan an edit (a swap, a chat change) returned, with the person's choices carried over from
 * the plan before it: a meal whose recipe the edit changed is chosen (and no longer locked, as it
 * is a new meal); a meal it kept keeps its flags.
 */
export function markEditedMeals(before: MealPlan, after: MealPlan): MealPlan {
  return {
    ...after,
    days: after.days.map((day) => {
      const earlier = before.days.find((candidate) => candidate.day === day.day);
      if (!earlier) return day;
      const previous = mealsOfDay(earlier);
      const matched = new Set<number>();
      const meals = mealsOfDay(day).map((meal, s) => {
        const was = sameMealBefore(previous, meal, s, matched);
        if (was) return { ...withoutChoices(meal), ...choicesOf(was) };
        if (!previous[s]) return meal;
        return { ...withoutChoices(meal), isChosen: true };
      });
      return withMeals(day, meals);
    }),
  };
}

/** The locked or chosen meals a plan of `days` days would lose, and on which days they are. */
export function keptMealsBeyond(
  plan: MealPlan,
  days: number,
): { count: number; fromDay: number; toDay: number } | null {
  const dropped = plan.days.filter((day) => day.day > days);
  const count = dropped.reduce((sum, day) => sum + keptSlots(day, true).size, 0);
  if (count === 0) return null;
  return { count, fromDay: days + 1, toDay: plan.days.at(-1)!.day };
}

/** How many meals of the plan are locked or chosen. */
export function keptMealCount(plan: MealPlan, withChosen: boolean): number {
  return plan.days.reduce((sum, day) => sum + keptSlots(day, withChosen).size, 0);
}
