import type { HealthProfile } from '../profile/health-profile';
import type { MealType } from '../recipes/recipe';
import { personalFoodRules } from '../rules/food-exclusions';
import type { NutritionTargets } from '../targets/schemas';
import {
  buildMeal,
  dayTotals,
  mealFigures,
  mealsOfDay,
  RECIPE_SERVING_BOUNDS,
  scaleMeal,
} from './build-meal';
import { fitRecipeIntoDay, type Option, planningPools, recipesForSlot } from './generate-meal-plan';
import type { Meal, MealPlan, MealPlanDay } from './meal-plan';
import { planTargetsFrom } from './plan-targets';
import { seededRandom, weightedIndex } from './random';
import { verifyMealPlan } from './verify-meal-plan';

export interface MealSlotRef {
  day: number;
  slot: MealType;
  /** Which snack, from 0, when `slot` is 'snack'. */
  snackIndex?: number;
}

export type SwapResult =
  | {
      ok: true;
      value: {
        plan: MealPlan;
        previous: Meal;
        next: Meal;
        /** The day's other meals were portioned a little differently to keep the day on target. */
        portionsAdjusted: boolean;
      };
    }
  | { ok: false; error: { kind: 'no-such-meal' | 'no-swap-found'; reason: string } };

const MAX_CANDIDATES = 60;
/** Recipes tried again with the day's other portions retuned, when none fits as they are. */
const RETUNE_CANDIDATES = 20;
/** How much larger or smaller the day's other meals may become for a swap (a fifth either way). */
const OTHER_PORTION_BOUNDS = { min: 0.8, max: 1.25 };
/** A factor this close to 1 leaves a meal exactly as it was. */
const UNCHANGED_FACTOR = 0.005;

function mealAt(day: MealPlanDay, ref: MealSlotRef): Meal | undefined {
  if (ref.slot === 'snack') return day.meals.snacks[ref.snackIndex ?? 0];
  return day.meals[ref.slot];
}

/** A day of these meals, in the order breakfast, lunch, dinner, snacks; totals recomputed. */
function dayOfMeals(day: MealPlanDay, meals: readonly Meal[]): MealPlanDay {
  const [breakfast, lunch, dinner, ...snacks] = meals;
  return {
    ...day,
    meals: { breakfast: breakfast!, lunch: lunch!, dinner: dinner!, snacks },
    totals: dayTotals(meals),
  };
}

/** The day with the meal at `ref` replaced; totals recomputed. */
export function withMeal(day: MealPlanDay, ref: MealSlotRef, meal: Meal): MealPlanDay {
  const previous = mealAt(day, ref);
  return dayOfMeals(
    day,
    mealsOfDay(day).map((held) => (held === previous ? meal : held)),
  );
}

/**
 * Replaces one meal with another recipe that keeps the day on its energy target and inside every
 * rule and limit: the rest of the plan stays as it is. The portion is scaled so the day's energy
 * is unchanged; the whole plan is verified before it is returned.
 */
export function swapMeal(
  plan: MealPlan,
  profile: HealthProfile,
  ref: MealSlotRef,
  options: { seed: number; nutritionTargets: NutritionTargets },
): SwapResult {
  const dayIndex = plan.days.findIndex((day) => day.day === ref.day);
  const day = plan.days[dayIndex];
  const previous = day ? mealAt(day, ref) : undefined;
  if (!day || !previous) {
    return {
      ok: false,
      error: { kind: 'no-such-meal', reason: `The plan has no ${ref.slot} on day ${ref.day}.` },
    };
  }
  const targets = planTargetsFrom(options.nutritionTargets);
  const energyTarget = targets.energyKcal;
  const meals = mealsOfDay(day);
  const index = meals.indexOf(previous);
  // The day's other meals as they stand; the retuning pass may scale them within these bounds.
  const held = meals
    .filter((meal) => meal !== previous)
    .map((meal) => ({
      values: mealFigures(meal.ingredients ?? []).exact,
      bounds: OTHER_PORTION_BOUNDS,
    }));
  const othersEnergy = held.reduce((sum, dish) => sum + (dish.values.energyKcal ?? 0), 0);

  const { pools, sides } = planningPools(profile, targets, personalFoodRules(profile));
  const nearby = plan.days
    .slice(Math.max(0, dayIndex - 2), dayIndex + 3)
    .flatMap((d) => [
      d.meals.breakfast,
      d.meals.lunch,
      d.meals.dinner,
      ...(d === day ? d.meals.snacks : []),
    ])
    .map((meal) => meal.recipeId);
  const slotPool = recipesForSlot(pools, ref.slot);
  let pool: Option[] = slotPool.filter((option) => !nearby.includes(option.id));
  if (pool.length === 0) pool = slotPool.filter((option) => option.id !== previous.recipeId);

  const random = seededRandom(options.seed);
  const weights = pool.map((option) => option.weight);
  const order: Option[] = [];
  for (let tries = 0; tries < Math.min(MAX_CANDIDATES, pool.length); tries++) {
    const index = weightedIndex(random, weights);
    if (index < 0) break;
    weights[index] = 0;
    if (pool[index]!.facts) order.push(pool[index]!);
  }
  const accept = (nextDay: MealPlanDay): MealPlan | null => {
    const days = plan.days.slice();
    days[dayIndex] = nextDay;
    const candidate: MealPlan = { ...plan, days };
    const check = verifyMealPlan(candidate, profile, {
      targets: options.nutritionTargets,
      energyKcal: energyTarget,
    });
    return check.violations.length === 0 ? candidate : null;
  };
  const fill = (option: Option) =>
    (energyTarget - othersEnergy) / Math.max(option.perServing[0]!, 1);

  // First the new meal alone, portioned to the day's remaining energy.
  for (const option of order) {
    const servings = Math.min(
      RECIPE_SERVING_BOUNDS.max,
      Math.max(RECIPE_SERVING_BOUNDS.min, fill(option)),
    );
    const next = buildMeal(option.facts!, servings);
    const candidate = accept(withMeal(day, ref, next));
    if (candidate) {
      return { ok: true, value: { plan: candidate, previous, next, portionsAdjusted: false } };
    }
  }

  // Then with the day's other portions a little larger or smaller (the same dishes), and if
  // need be a plain side with the new meal, as the planner does for its own days.
  for (const option of order.slice(0, RETUNE_CANDIDATES)) {
    const fit = fitRecipeIntoDay({
      held,
      index,
      recipe: option,
      recipeServings: fill(option),
      sides,
      targets,
      random,
    });
    if (!fit) continue;
    const next = buildMeal(option.facts!, fit.servings[index]!, fit.sides);
    const rebuilt = meals.map((meal, i) =>
      i === index
        ? next
        : Math.abs(fit.servings[i]! - 1) < UNCHANGED_FACTOR
          ? meal
          : scaleMeal(meal, fit.servings[i]!),
    );
    if (rebuilt.some((meal) => meal === undefined)) continue;
    const candidate = accept(dayOfMeals(day, rebuilt as Meal[]));
    if (candidate) {
      const portionsAdjusted = rebuilt.some((meal, i) => i !== index && meal !== meals[i]);
      return { ok: true, value: { plan: candidate, previous, next, portionsAdjusted } };
    }
  }
  return {
    ok: false,
    error: {
      kind: 'no-swap-found',
      reason: `No other ${ref.slot} recipe keeps day ${ref.day} within your targets and rules.`,
    },
  };
}
