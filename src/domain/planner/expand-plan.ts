import { err, ok, type Result } from '../profile/result';
import { getRecipe } from '../recipes/recipe-library';
import { dayTotals, mealOf } from './build-meal';
import { type CompactMeal, type CompactMealPlan, isCompactMeal } from './compact-plan';
import type { Meal, MealPlan } from './meal-plan';
import { SIDE_DISHES } from './sides';

export type ExpandResult =
  | { ok: true; plan: MealPlan }
  /** `path` names the field, as validation errors do ('currentMealPlan.days.0.meals.lunch'). */
  | { ok: false; path: string; message: string };

/**
 * A compact plan (compact-plan.ts) made full again: each compact meal rebuilt from its recipe,
 * sides and grams with the food table, exactly as the planner built it, and each day's totals
 * summed again. A recipe or side that does not exist, or grams that do not match the recipe's
 * ingredients, is refused with the meal's path.
 */
export function expandMealPlan(plan: CompactMealPlan, path = 'currentMealPlan'): ExpandResult {
  const days: MealPlan['days'] = [];
  for (const [d, day] of plan.days.entries()) {
    const at = `${path}.days.${d}.meals`;
    const slots = [
      ['breakfast', day.meals.breakfast],
      ['lunch', day.meals.lunch],
      ['dinner', day.meals.dinner],
      ...day.meals.snacks.map((snack, s) => [`snacks.${s}`, snack] as const),
    ] as const;
    const meals: Meal[] = [];
    for (const [slot, meal] of slots) {
      const expanded = isCompactMeal(meal) ? expandMeal(meal) : ok(meal);
      if (!expanded.ok) return { ok: false, path: `${at}.${slot}`, message: expanded.error };
      meals.push(expanded.value);
    }
    const [breakfast, lunch, dinner, ...snacks] = meals as [Meal, Meal, Meal, ...Meal[]];
    days.push({
      day: day.day,
      meals: { breakfast, lunch, dinner, snacks },
      totals: dayTotals(meals),
      ...(day.statedEnergyRange ? { statedEnergyRange: day.statedEnergyRange } : {}),
    });
  }
  const { format: _format, days: _days, ...rest } = plan;
  return { ok: true, plan: { ...rest, days } };
}

/** The meal, or why it cannot be rebuilt. */
function expandMeal(meal: CompactMeal): Result<Meal, string> {
  const facts = getRecipe(meal.recipeId);
  if (!facts) return err(`There is no recipe '${meal.recipeId}'.`);
  const sides = [];
  for (const id of meal.sideIds) {
    const dish = SIDE_DISHES.find((side) => side.id === id);
    if (!dish) return err(`There is no side dish '${id}'.`);
    sides.push(dish);
  }
  const expected = facts.recipe.ingredients.length + sides.length;
  if (meal.grams.length !== expected) {
    return err(
      `Expected ${expected} ingredient amounts for '${meal.recipeId}', got ${meal.grams.length}.`,
    );
  }
  const choices = {
    ...(meal.isLocked ? { isLocked: true } : {}),
    ...(meal.isChosen ? { isChosen: true } : {}),
  };
  return ok({ ...mealOf(facts, meal.servings, sides, meal.grams), ...choices });
}
