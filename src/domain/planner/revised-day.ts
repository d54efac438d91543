import { formatList } from '../profile/format';
import { err } from '../profile/result';
import { mealsOfDay } from './build-meal';
import { planDay } from './draw-day';
import type { Meal, MealPlanDay } from './meal-plan';
import { type DayFit, type DayResult, type Planning, replanning, slotFit } from './planning';

/** A day of an existing plan planned again: changing as few meals as it can, or keeping held ones. */

/**
 * A revised day that changes as few of its meals as it can: the slots that must change, then
 * those and one more; undefined when none of these works (the whole day is planned again).
 */
export function revisedDay(
  planning: Planning,
  previous: MealPlanDay,
  toChange: ReadonlySet<number>,
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
): DayFit | undefined {
  const others = planning.slots.map((_, s) => s).filter((s) => !toChange.has(s));
  const tries = [toChange, ...others.map((s) => new Set([...toChange, s]))];
  for (const change of tries) {
    const pinned = pinnedPlanning(planning, previous, change);
    if (!pinned) continue;
    const result = planDay(pinned, previous.day, blocked, wantLiked);
    if (result.ok) return result;
  }
  return undefined;
}

export const EMPTY_SLOTS: ReadonlySet<number> = new Set();

/**
 * A re-planned day that keeps its held meals: first exactly as they are, then with the same
 * recipes in new portions (targets changed since); the slots in `toChange` get new recipes and
 * any other slot keeps its recipe. A held meal whose recipe the person's rules now leave out,
 * or a day no recipes can fill around them, is refused with the meals named.
 */
export function heldDay(
  planning: Planning,
  previous: MealPlanDay,
  slots: { toChange: ReadonlySet<number>; held: ReadonlySet<number>; isExact: boolean },
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
): DayResult {
  const { toChange, held, isExact } = slots;
  const meals = mealsOfDay(previous);
  const missing = [...held].filter(
    (s) =>
      !meals[s] ||
      s >= planning.slots.length ||
      !planning.slots[s]!.some((option) => option.id === meals[s]!.recipeId),
  );
  if (missing.length > 0) {
    return err({
      constraint: 'kept-meal-not-allowed',
      reason: `Day ${previous.day} cannot keep ${keptMealsText(meals, missing)}: ${missing.length === 1 ? 'it no longer fits' : 'they no longer fit'} your rules or your number of snacks. Unlock ${missing.length === 1 ? 'it' : 'them'} to plan that day again.`,
    });
  }
  for (const exact of isExact ? [true] : [true, false]) {
    const pinned = pinnedPlanning(planning, previous, toChange, exact ? held : EMPTY_SLOTS);
    if (!pinned) continue;
    const result = planDay(pinned, previous.day, blocked, wantLiked);
    if (result.ok) return result;
  }
  const heldSlots = [...held].sort((a, b) => a - b);
  return err({
    constraint: 'kept-meals-infeasible',
    reason: `Day ${previous.day} cannot keep ${keptMealsText(meals, heldSlots)} within your targets and rules as they are now. Unlock one of them to plan that day again.`,
  });
}

const SLOT_NAMES = ['breakfast', 'lunch', 'dinner'];

/** 'your breakfast (Oat porridge) and snack 1 (Apple)', for a refused day. */
function keptMealsText(meals: readonly Meal[], slots: readonly number[]): string {
  const named = slots.map((s) => {
    const slot = SLOT_NAMES[s] ?? `snack ${s - 2}`;
    return meals[s] ? `${slot} (${meals[s]!.name})` : slot;
  });
  return `your ${formatList(named)}`;
}

/**
 * The planning of a revised day: each slot that need not change offers only the recipe it has
 * now, and each slot of `exact` keeps its meal as it is (recipe and portions). Random draws and
 * recipe counts are shared with `planning`; the relaxed model is compiled anew for these pools.
 */
function pinnedPlanning(
  planning: Planning,
  previous: MealPlanDay,
  toChange: ReadonlySet<number>,
  exact: ReadonlySet<number> = EMPTY_SLOTS,
): Planning | undefined {
  const meals = mealsOfDay(previous);
  // A day of another snack count keeps its meals only around held ones (a locked meal through a
  // change of snacks): a slot it lacks is planned, a meal past the slots dropped.
  if (meals.length !== planning.slots.length && exact.size === 0) return undefined;
  const slots = planning.slots.map((pool, s) => {
    if (toChange.has(s) || !meals[s]) return pool;
    const option = pool.find((candidate) => candidate.id === meals[s]!.recipeId);
    return option ? [option] : pool;
  });
  if (slots.every((pool, s) => pool === planning.slots[s])) return undefined;
  const heldMeals = new Map([...exact].map((s) => [s, meals[s]!] as const));
  return replanning(planning, {
    slots,
    slotFit: slots.map((pool, s) => pool.map((option) => slotFit(option, s, planning.rules))),
    ...(heldMeals.size > 0 ? { heldMeals } : {}),
  });
}
