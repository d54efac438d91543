import type { HealthProfile } from '../profile/health-profile';
import type { Result } from '../profile/result';
import type { MealType } from '../recipes/recipe';
import { personalFoodRules } from '../rules/food-exclusions';
import type { NutritionTargets } from '../targets/schemas';
import { dayTotals, mealsOfDay } from './build-meal';
import { type DayDish, dayOf, portionDay } from './day-portions';
import { dayRulesFor, statedRangeRules } from './day-rules';
import { inSession } from './infeasibility-memory';
import type { LpSolver } from './linear-program';
import type { Meal, MealPlan, MealPlanDay } from './meal-plan';
import { planTargetsFrom } from './plan-targets';
import { type Option, planningPools, recipesForSlot } from './planning-pools';
import { seededRandom, weightedIndex } from './random';
import { withRepeatNote } from './repeat-note';
import { verifyMealPlan } from './verify-meal-plan';

export interface MealSlotRef {
  day: number;
  slot: MealType;
  /** Which snack, from 0, when `slot` is 'snack'. */
  snackIndex?: number;
}

export type SwapResult = Result<
  {
    plan: MealPlan;
    previous: Meal;
    next: Meal;
    /** The day's other meals were portioned a little differently to keep the day on target. */
    portionsAdjusted: boolean;
  },
  { kind: 'no-such-meal' | 'no-swap-found'; reason: string }
>;

/** Recipes tried, in weighted order, before the swap gives up. */
const MAX_CANDIDATES = 40;

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
 * Replaces one meal with another recipe that keeps the day inside every rule and limit, its
 * portions solved by the planner's model (`portionDay`): the new recipe's portion (and a plain
 * side if need be) first, the day's other meals scaled a little only when that is not enough.
 * The rest of the plan stays as it is; the whole plan is verified before it is returned.
 */
export function swapMeal(
  plan: MealPlan,
  profile: HealthProfile,
  ref: MealSlotRef,
  options: { seed: number; nutritionTargets: NutritionTargets; solver: LpSolver },
): SwapResult {
  return inSession(options.solver, (solver) =>
    swapWith(plan, profile, ref, { ...options, solver }),
  );
}

function swapWith(
  plan: MealPlan,
  profile: HealthProfile,
  ref: MealSlotRef,
  options: { seed: number; nutritionTargets: NutritionTargets; solver: LpSolver },
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
  const dayRules = dayRulesFor(profile, options.nutritionTargets, targets);
  // A day planned to the stated range (nothing fit within ±5 %) is swapped within it too.
  const rules = day.statedEnergyRange ? statedRangeRules(dayRules) : dayRules;
  const meals = mealsOfDay(day);
  const index = meals.indexOf(previous);

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
    const picked = weightedIndex(random, weights);
    if (picked < 0) break;
    weights[picked] = 0;
    order.push(pool[picked]!);
  }
  const accept = (nextDay: MealPlanDay): MealPlan | null => {
    const days = plan.days.slice();
    days[dayIndex] = nextDay;
    const candidate: MealPlan = withRepeatNote({ ...plan, days });
    const check = verifyMealPlan(candidate, profile, {
      targets: options.nutritionTargets,
      energyKcal: targets.energyKcal,
    });
    return check.violations.length === 0 ? candidate : null;
  };
  const withSides = ref.slot === 'lunch' || ref.slot === 'dinner';
  // First the day's other meals exactly as they are; then, if no recipe fits so, a little larger
  // or smaller.
  const passes = [
    ...order.map((option) => ({ option, range: 'fixed' as const })),
    ...order.map((option) => ({ option, range: 'swap' as const })),
  ];
  for (const { option, range } of passes) {
    const dishes: DayDish[] = meals.map((meal, i) =>
      i === index
        ? { kind: 'recipe', facts: option.facts, sides: withSides }
        : // A locked meal keeps its portions too: only the others may move.
          { kind: 'held', meal, range: meal.isLocked ? 'fixed' : range },
    );
    // Only whether the day fits matters here: no diagnosis of a candidate that does not.
    const portioned = portionDay(dishes, rules, sides, options.solver, { diagnose: false });
    if (!portioned.ok) continue;
    const nextDay = dayOf(day.day, portioned.value.meals, day);
    const candidate = accept(nextDay);
    if (candidate) {
      const next = portioned.value.meals[index]!;
      const { portionsAdjusted } = portioned.value;
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
