import { formatList } from '../profile/format';
import { mealsOfDay } from './build-meal';
import type { MealPlan, MealPlanDay } from './meal-plan';

/**
 * The plan's note on main meals that come back within two days: the planner keeps them apart
 * (issue 12: no main meal again within two days) unless a person's rules and limits leave too few
 * recipes, and then says so rather than hiding it.
 */

/**
 * The days with a breakfast, lunch or dinner from one of the two days before (the same recipe,
 * or for a meal without one the same name). The verifier warns of the same days.
 */
export function daysRepeatingAMain(days: readonly MealPlanDay[]): number[] {
  const mains = days.map((day) =>
    mealsOfDay(day)
      .slice(0, 3)
      .map((meal) => meal.recipeId ?? meal.name),
  );
  return days.flatMap((day, i) => {
    const recent = new Set(mains.slice(Math.max(0, i - 2), i).flat());
    return mains[i]!.some((id) => recent.has(id)) ? [day.day] : [];
  });
}

const REPEAT_NOTE_OPENING = 'Few of our recipes fit all of your rules and limits together, so';

/**
 * Said, not hidden: the plan's note on days that repeat a main meal from the day or two before
 * (a person whose rules leave few recipes), made afresh for these days; none when none repeat.
 * Swaps and chat edits call it too, so the note never names days that no longer repeat.
 */
export function withRepeatNote(plan: MealPlan): MealPlan {
  const kept = (plan.notes ?? []).filter((note) => !note.startsWith(REPEAT_NOTE_OPENING));
  const days = daysRepeatingAMain(plan.days);
  const which =
    days.length === 1
      ? `Day ${days[0]} repeats`
      : days.length <= 6
        ? `Days ${formatList(days.map(String))} repeat`
        : `${days.length} of the ${plan.days.length} days repeat`;
  const notes =
    days.length > 0
      ? [
          ...kept.slice(0, 4),
          `${REPEAT_NOTE_OPENING} ${which} a breakfast, lunch or dinner from the day or two before.`,
        ]
      : kept;
  const { notes: _old, ...rest } = plan;
  return notes.length > 0 ? { ...rest, notes } : rest;
}
