import type { HealthProfile } from '../profile/health-profile';
import type { MealType } from '../recipes/recipe';
import { personalFoodRules } from '../rules/food-exclusions';
import type { NutritionTargets } from '../targets/schemas';
import { buildMeal, dayTotals, mealFigures } from './build-meal';
import { type Option, planningPools } from './generate-meal-plan';
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
  | { ok: true; value: { plan: MealPlan; previous: Meal; next: Meal } }
  | { ok: false; error: { kind: 'no-such-meal' | 'no-swap-found'; reason: string } };

const MAX_CANDIDATES = 60;

function mealAt(day: MealPlanDay, ref: MealSlotRef): Meal | undefined {
  if (ref.slot === 'snack') return day.meals.snacks[ref.snackIndex ?? 0];
  return day.meals[ref.slot];
}

function withMeal(day: MealPlanDay, ref: MealSlotRef, meal: Meal): MealPlanDay {
  const meals =
    ref.slot === 'snack'
      ? {
          ...day.meals,
          snacks: day.meals.snacks.map((snack, i) => (i === (ref.snackIndex ?? 0) ? meal : snack)),
        }
      : { ...day.meals, [ref.slot]: meal };
  return {
    ...day,
    meals,
    totals: dayTotals([meals.breakfast, meals.lunch, meals.dinner, ...meals.snacks]),
  };
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
  const others = [
    day.meals.breakfast,
    day.meals.lunch,
    day.meals.dinner,
    ...day.meals.snacks,
  ].filter((meal) => meal !== previous);
  const othersEnergy = others.reduce(
    (sum, meal) => sum + (mealFigures(meal.ingredients ?? []).exact.energyKcal ?? 0),
    0,
  );

  const { pools } = planningPools(profile, targets, personalFoodRules(profile));
  const nearby = plan.days
    .slice(Math.max(0, dayIndex - 2), dayIndex + 3)
    .flatMap((d) => [
      d.meals.breakfast,
      d.meals.lunch,
      d.meals.dinner,
      ...(d === day ? d.meals.snacks : []),
    ])
    .map((meal) => meal.recipeId);
  let pool: Option[] = pools[ref.slot].filter((option) => !nearby.includes(option.id));
  if (pool.length === 0) pool = pools[ref.slot].filter((option) => option.id !== previous.recipeId);

  const random = seededRandom(options.seed);
  const weights = pool.map((option) => option.weight);
  for (let tries = 0; tries < Math.min(MAX_CANDIDATES, pool.length); tries++) {
    const index = weightedIndex(random, weights);
    if (index < 0) break;
    weights[index] = 0;
    const option = pool[index]!;
    if (!option.facts) continue;
    const energy = Math.max(option.perServing[0]!, 1);
    const servings = Math.min(2.5, Math.max(0.5, (energyTarget - othersEnergy) / energy));
    const next = buildMeal(option.facts, servings);
    const days = plan.days.slice();
    days[dayIndex] = withMeal(day, ref, next);
    const candidate: MealPlan = { ...plan, days };
    const check = verifyMealPlan(candidate, profile, {
      targets: options.nutritionTargets,
      energyKcal: energyTarget,
    });
    if (check.violations.length === 0)
      return { ok: true, value: { plan: candidate, previous, next } };
  }
  return {
    ok: false,
    error: {
      kind: 'no-swap-found',
      reason: `No other ${ref.slot} recipe keeps day ${ref.day} within your targets and rules.`,
    },
  };
}
