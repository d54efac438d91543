import type { NutrientKey } from '../foods/food';
import { requireFood } from '../foods/food-table';
import { refinedGrainOzEq } from '../foods/refined-grains';
import { PLAN_MAIN_MEALS } from '../guidance/portions-and-timing';
import type { Result } from '../profile/result';
import type { RecipeFacts } from '../recipes/recipe-library';
import { buildMeal, dayTotals, mealFigures, scaleMeal } from './build-meal';
import type { DayRules } from './day-rules';
import type { LpSolver } from './linear-program';
import type { Meal, MealPlanDay } from './meal-plan';
import {
  continuousPortions,
  householdPortions,
  nearestSteps,
  type SolveOptions,
  solvePortions,
} from './portion-lp';
import type {
  PortionError,
  PortionMeal,
  PortionMealEnergy,
  PortionMealLimit,
  PortionProblem,
  PortionResult,
  PortionSide,
} from './portion-problem';
import { SIDE_DISHES, type SideDish } from './sides';

/**
 * One model for every portion decision (issue 12): a day's dishes, the person's targets and the
 * promises the analysis makes beside them, solved exactly by `solvePortions`. Generation, swaps
 * and chat edits all build their days here.
 */

/** Plan this share inside each limit, so grams rounded per ingredient never tip a day over. */
export const LIMIT_MARGIN = 0.015;
/** A recipe's portions: half to two and a half servings, in quarters. */
export const RECIPE_PORTIONS = { min: 0.5, max: 2.5, step: 0.25 } as const;
/** A side goes up to this many of its servings. */
const SIDE_MAX_SERVINGS = 2.5;
/** The portion guide's split is met loosely: a meal within ±25 % of its share costs nothing. */
const SPLIT_TOLERANCE = 0.25;
/** Beyond that, each kcal costs this much (below a side's cost, far below a kcal off target). */
const SPLIT_COST_PER_KCAL = 0.02;
/** Fewer sides on a plate are worth an energy this close to the target (a share of it). */
const ENERGY_CLOSE = 0.01;
/** A held meal (a swap's other meals) may move a fifth either way, and costs this per unit. */
const HELD_BOUNDS = { min: 0.8, max: 1.25 };
const HELD_COST_PER_UNIT = 400;
/** Carbohydrate kept inside a meal's limit when planned without a margin: grams rounded per
 * ingredient move a meal by a few tenths of a gram (half a gram measured best on the hardest days). */
const MEAL_CARBS_ROUNDING_G = 0.5;
/** A scale this close to 1 leaves a held meal exactly as it was. */
const UNCHANGED = 0.005;

/** A recipe to portion, or a meal already in the day that may only be scaled a little. */
export type DayDish =
  | { kind: 'recipe'; facts: RecipeFacts; sides: boolean }
  | {
      kind: 'held';
      meal: Meal;
      /** 'swap': a fifth either way, kept near as it is (default). 'rescale': anywhere within
       * the recipe's serving bounds, near `preferred` (a new energy target's ratio). */
      range?: 'swap' | 'rescale' | 'fixed';
      preferred?: number;
    };

export type DayPortionsResult = Result<
  { meals: Meal[]; sideKinds: readonly SideDish['kind'][]; portionsAdjusted: boolean },
  PortionError
>;

/** Steps of 5 g (1 g for oil and other small sides). */
function sideGrams(side: SideDish) {
  return {
    max: SIDE_MAX_SERVINGS * side.gramsPerServing,
    step: side.gramsPerServing < 20 ? 1 : 5,
  };
}

/**
 * What one serving of a recipe brings to the model: its nutrients and its refined grains in
 * ounce-equivalents, computed once per recipe.
 */
const servingAmounts = new WeakMap<RecipeFacts, PortionMeal['perServing']>();
export function recipeAmounts(facts: RecipeFacts): PortionMeal['perServing'] {
  let amounts = servingAmounts.get(facts);
  if (!amounts) {
    amounts = {
      ...facts.perServing.values,
      refinedGrainOzEq: refinedGrainOzEq(facts.recipe.ingredients) / facts.recipe.servings,
    };
    servingAmounts.set(facts, amounts);
  }
  return amounts;
}

function portionMeal(dish: DayDish, index: number): PortionMeal {
  if (dish.kind === 'recipe') {
    return {
      id: dish.facts.recipe.id,
      perServing: recipeAmounts(dish.facts),
      servings: RECIPE_PORTIONS,
    };
  }
  // A held meal is a column of scale factors; its quarter servings stay quarter servings.
  const servings = dish.meal.servings;
  const rescale = dish.range === 'rescale';
  const bounds =
    dish.range === 'fixed' ? { min: 1, max: 1 } : rescale ? { min: 0, max: Infinity } : HELD_BOUNDS;
  const step = servings ? RECIPE_PORTIONS.step / servings : 0.05;
  const min = servings
    ? Math.max(bounds.min, RECIPE_PORTIONS.min / servings)
    : rescale
      ? 0.4
      : bounds.min;
  const max = servings
    ? Math.min(bounds.max, RECIPE_PORTIONS.max / servings)
    : rescale
      ? 2
      : bounds.max;
  return {
    id: dish.meal.recipeId ?? `held-${index}`,
    perServing: {
      ...mealFigures(dish.meal.ingredients ?? []).exact,
      refinedGrainOzEq: refinedGrainOzEq(dish.meal.ingredients ?? []),
    },
    servings: {
      min: rescale ? min : Math.min(min, 1),
      max: rescale ? max : Math.max(max, 1),
      step,
    },
    preferred: dish.preferred ?? 1,
    costPerServing: rescale ? HELD_COST_PER_UNIT / 4 : HELD_COST_PER_UNIT,
  };
}

/** A side's food per 100 g with its refined grains, the same every time: made once per food. */
const per100gByFood = new Map<string, PortionSide['per100g']>();
function sidePer100g(foodId: string): PortionSide['per100g'] {
  let amounts = per100gByFood.get(foodId);
  if (!amounts) {
    amounts = {
      ...requireFood(foodId).nutrients,
      refinedGrainOzEq: refinedGrainOzEq([{ foodId, grams: 100 }]),
    };
    per100gByFood.set(foodId, amounts);
  }
  return amounts;
}

/** The portion problem of a day of dishes (breakfast, lunch, dinner, then snacks). */
export function dayProblem(
  dishes: readonly DayDish[],
  rules: DayRules,
  sides: readonly SideDish[],
): PortionProblem {
  const portionSides: PortionSide[] = [];
  dishes.forEach((dish, mealIndex) => {
    if (dish.kind !== 'recipe' || !dish.sides) return;
    for (const side of sides) {
      portionSides.push({
        id: side.id,
        mealIndex,
        per100g: sidePer100g(side.foodId),
        grams: sideGrams(side),
      });
    }
  });
  const mealLimits: PortionMealLimit[] = [];
  const mealEnergy: PortionMealEnergy[] = [];
  dishes.forEach((_, mealIndex) => {
    const isMain = mealIndex < PLAN_MAIN_MEALS;
    if (isMain && rules.mainMealCarbsMaxG !== null) {
      mealLimits.push({
        id: 'diabetes-carbs-per-meal',
        nutrient: 'carbG' satisfies NutrientKey,
        mealIndex,
        // Planned up to the limit itself (no margin), rounded grams could tip a meal over it.
        max: rules.mainMealCarbsMaxG - (rules.limitMargin === 0 ? MEAL_CARBS_ROUNDING_G : 0),
        unit: 'g',
      });
    }
    const targetKcal = isMain ? rules.mealKcal : rules.snackKcal;
    if (targetKcal > 0) {
      mealEnergy.push({
        mealIndex,
        targetKcal,
        tolerance: SPLIT_TOLERANCE,
        costPerKcal: SPLIT_COST_PER_KCAL,
      });
    }
  });
  return {
    meals: dishes.map(portionMeal),
    sides: portionSides,
    targets: rules.targets,
    limitMargin: rules.limitMargin ?? LIMIT_MARGIN,
    mealLimits,
    ...(rules.refinedGrainsMaxOzEq !== null
      ? {
          dayLimits: [
            {
              id: 'refined-grains',
              nutrient: 'refinedGrainOzEq',
              max: rules.refinedGrainsMaxOzEq,
              unit: 'ounce-equivalents',
            },
          ],
        }
      : {}),
    energyMinKcal: rules.energyMinKcal,
    ...(rules.energyMaxKcal !== undefined ? { energyMaxKcal: rules.energyMaxKcal } : {}),
    mealEnergy,
  };
}

/**
 * Portions for a day's dishes, solved exactly and built into plan meals (ingredients in rounded
 * grams, every number recomputed). Sides the solver chose are folded into their meal. Or the
 * constraints that cannot all hold, named, with how far each would have to give.
 */
export function portionDay(
  dishes: readonly DayDish[],
  rules: DayRules,
  sides: readonly SideDish[],
  solver: LpSolver,
  options: SolveOptions = {},
): DayPortionsResult {
  // Most days need no side: the smaller model first, the sides only when it cannot fit, and
  // protein sides (egg whites, for kidney disease) only when energy sides alone cannot.
  const plain = dayProblem(dishes, rules, []);
  const wantsSides =
    sides.length > 0 && dishes.some((dish) => dish.kind === 'recipe' && dish.sides);
  const energySides = sides.filter((side) => side.kind !== 'protein');
  const sideSets = energySides.length < sides.length ? [energySides, sides] : [sides];
  let problem = plain;
  let result = solvePortions(plain, solver, wantsSides ? { ...options, diagnose: false } : options);
  for (const [k, set] of sideSets.entries()) {
    if (result.ok || result.error.kind !== 'infeasible-portions' || !wantsSides) break;
    const last = k === sideSets.length - 1;
    ({ problem, result } = withSides(
      dayProblem(dishes, rules, set),
      rules,
      solver,
      last ? options : { ...options, diagnose: false },
    ));
  }
  if (!result.ok) return result;
  const { servings, sideGrams: grams } = result.value;
  const problemSides = problem.sides ?? [];
  const sideKinds = new Set<SideDish['kind']>();
  let portionsAdjusted = false;
  const meals = dishes.map((dish, index): Meal => {
    if (dish.kind === 'held') {
      const factor = servings[index]!;
      if (Math.abs(factor - 1) < UNCHANGED) return dish.meal;
      portionsAdjusted = true;
      return scaleMeal(dish.meal, factor) ?? dish.meal;
    }
    const withMeal = problemSides.flatMap((side, k) => {
      const g = grams[k]!;
      if (side.mealIndex !== index || g <= 0) return [];
      const dish = sides.find((entry) => entry.id === side.id)!;
      return [{ dish, servings: g / dish.gramsPerServing }];
    });
    for (const side of withMeal) sideKinds.add(side.dish.kind);
    return buildMeal(dish.facts, servings[index]!, withMeal);
  });
  return { ok: true, value: { meals, sideKinds: [...sideKinds], portionsAdjusted } };
}

/**
 * A day with sides. A plate has one side, or at most one of each kind (a starch, a fruit, oil):
 * where the continuous answer spreads a meal over more, those bringing the most energy are kept
 * and the day solved again. One side a plate must fit as closely to the energy target (within
 * 1 %, or as close as every side would); one of each kind only has to fit the day. When neither
 * fits, every side stays. The answer with every side is put in household steps only when it is
 * kept, compared or looked at for crowding: most crowded days end with fewer sides.
 */
function withSides(
  problem: PortionProblem,
  rules: DayRules,
  solver: LpSolver,
  options: SolveOptions,
): { problem: PortionProblem; result: PortionResult } {
  const found = continuousPortions(problem, solver, options);
  if (!found.ok) return { problem, result: found };
  let full: PortionResult | undefined;
  const everySide = () => (full ??= householdPortions(problem, found.value, solver, options));
  const grams = nearestSteps(found.value).slice(found.value.model.meals);
  const closeEnough = (deviation: number) => {
    if (Math.abs(deviation) <= ENERGY_CLOSE * rules.targets.energyKcal) return true;
    const before = everySide();
    return !before.ok || Math.abs(deviation) <= Math.abs(before.value.energyDeviationKcal);
  };
  // Rounding can bring in a side the continuous answer barely used: that plate is crowded too.
  const crowded = (perKind: boolean) => {
    const fromContinuous = fewerSides(problem, grams, perKind);
    if (fromContinuous) return fromContinuous;
    const rounded = everySide();
    return rounded.ok ? fewerSides(problem, rounded.value.sideGrams, perKind) : null;
  };
  for (const perKind of [false, true]) {
    const fewer = crowded(perKind);
    if (!fewer) break;
    const again = solvePortions(fewer, solver, { ...options, diagnose: false });
    if (again.ok && (perKind || closeEnough(again.value.energyDeviationKcal))) {
      return { problem: fewer, result: again };
    }
  }
  return { problem, result: everySide() };
}

/**
 * The problem with only each meal's largest side (by energy) among those `grams` uses, or with
 * `perKind` its largest of each kind; null when no meal has more than that.
 */
function fewerSides(
  problem: PortionProblem,
  grams: readonly number[],
  perKind: boolean,
): PortionProblem | null {
  const sides = problem.sides ?? [];
  const kindOf = (id: string) => SIDE_DISHES.find((side) => side.id === id)?.kind ?? id;
  const best = new Map<string, { index: number; kcal: number }>();
  let crowded = false;
  sides.forEach((side, index) => {
    const g = grams[index] ?? 0;
    if (g <= 0) return;
    const key = perKind ? `${side.mealIndex}:${kindOf(side.id)}` : `${side.mealIndex}`;
    const kcal = ((side.per100g.energyKcal ?? 0) * g) / 100;
    const current = best.get(key);
    if (current) crowded = true;
    if (!current || kcal > current.kcal) best.set(key, { index, kcal });
  });
  if (!crowded) return null;
  const kept = new Set([...best.values()].map((entry) => entry.index));
  return { ...problem, sides: sides.filter((_, index) => kept.has(index)) };
}

/** A day of these meals (breakfast, lunch, dinner, then snacks), totals recomputed. */
export function dayOf(day: number, meals: readonly Meal[], base?: MealPlanDay): MealPlanDay {
  const [breakfast, lunch, dinner, ...snacks] = meals;
  return {
    ...(base ?? {}),
    day,
    meals: { breakfast: breakfast!, lunch: lunch!, dinner: dinner!, snacks },
    totals: dayTotals(meals),
  };
}
