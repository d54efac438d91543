import type { Food, NutrientKey } from '../foods/food';
import { findFoodsByName, requireFood } from '../foods/food-table';
import { nutrientsForGrams } from '../foods/nutrients';
import type { HealthProfile } from '../profile/health-profile';
import type { MealType } from '../recipes/recipe';
import { allRecipes, type RecipeFacts } from '../recipes/recipe-library';
import {
  foodExclusions,
  type PersonalFoodRules,
  personalFoodRules,
} from '../rules/food-exclusions';
import { computeTargetsForProfile } from '../targets/compute-targets';
import type { NutritionTargets, TargetsError } from '../targets/schemas';
import { buildMeal, dayTotals, RECIPE_SERVING_BOUNDS } from './build-meal';
import type { MealPlan, MealPlanDay, PlanDuration, PlanTargets } from './meal-plan';
import { planTargetsFrom } from './plan-targets';
import { type Random, seededRandom, weightedIndex } from './random';
import { SIDE_DISHES, type SideDish } from './sides';
import { verifyMealPlan } from './verify-meal-plan';

export interface PlanOptions {
  days: PlanDuration;
  seed: number;
  /** A daily energy the person chose instead of the computed target ('1500 kcal a day'). */
  energyKcal?: number;
}

export type PlanError =
  | TargetsError
  | {
      kind: 'infeasible-plan';
      /** Which constraint left too little to choose from, in plain words. */
      reason: string;
      /** The rule id or constraint family that bound: 'no-breakfast-recipes', 'sodium-daily-max', ... */
      constraint: string;
    };

export type PlanResult = { ok: true; value: MealPlan } | { ok: false; error: PlanError };

/** Nutrients the planner sums per day, in this order. */
const KEYS = [
  'energyKcal',
  'proteinG',
  'carbG',
  'fatG',
  'fiberG',
  'sugarsG',
  'satFatG',
  'sodiumMg',
  'potassiumMg',
  'phosphorusMg',
  'cholesterolMg',
  'vitaminKUg',
] as const satisfies readonly NutrientKey[];
type Key = (typeof KEYS)[number];
const INDEX = Object.fromEntries(KEYS.map((key, i) => [key, i])) as Record<Key, number>;

const RECIPE_SERVINGS = RECIPE_SERVING_BOUNDS;
/** A main meal served with a side may be this small or large. */
const MAIN_WITH_SIDE_SERVINGS = { min: 0.35, max: 2.5 };
/** A side may shrink away entirely or grow to three servings. */
const SIDE_SERVINGS = { min: 0, max: 3 };
/** A side smaller than this is left off the meal. */
const SIDE_MIN_SHOWN = 0.25;
const ATTEMPTS_PER_DAY = 80;
/** How many of a day's best picks get their portions fine-tuned when none fits at once. */
const IMPROVE_CANDIDATES = 6;
/** Plan a little inside each limit, so rounding grams never tips a day over it. */
const LIMIT_MARGIN = 0.985;
/** Main meals do not repeat within this many days (issue 4: not twice in three days). */
const MAIN_REPEAT_WINDOW_DAYS = 3;
/** Rounds of portion fine-tuning for a day that does not fit at once. */
const IMPROVE_ROUNDS = 30;
/** Macros outside their ranges weigh this much per unit of relative distance. */
const MACRO_WEIGHT = 3;
/** What bringing back a main meal from the last two days costs a day's score. */
const REPEAT_PENALTY = 0.05;
/** A day is good enough to stop looking when its penalty is below this. */
const GOOD_ENOUGH = 0.02;

/** Picking weight added for a recipe with a food the person likes (the base weight is 1). */
const LIKED_FOOD_BONUS = 4;
/** Picking weight added for a recipe of a cuisine the person chose. */
const CUISINE_BONUS = 1.5;
/**
 * A recipe is picked less often only when its nutrient per kcal is over this many times the day's
 * limit per kcal: 1.5 lets a chicken dinner (cholesterol) sit beside lighter meals in a DASH day.
 */
const LIMIT_DENSITY_TOLERANCE = 1.5;
const KIDNEY_NUTRIENTS: ReadonlySet<string> = new Set(['proteinG', 'potassiumMg', 'phosphorusMg']);

/** A recipe or a side, ready for planning: nutrients of one serving as a vector. */
export interface Option {
  id: string;
  facts: RecipeFacts | null;
  side: SideDish | null;
  perServing: Float64Array;
  weight: number;
  bounds: { min: number; max: number };
}

type Slot = MealType | 'side';
interface Pick {
  slot: Slot;
  option: Option;
  /** For a side: the index of the meal it goes with. */
  parent?: number;
}

interface DayChoice {
  picks: Pick[];
  servings: number[];
  penalty: number;
  hard: string[];
}

/** Share of the day's energy each slot aims for before the day is scaled to the target. */
function slotShares(snacks: number): Record<Slot, number> {
  const snack = snacks === 0 ? 0 : snacks === 3 ? 0.08 : 0.1;
  const mains = 1 - snack * snacks;
  return { breakfast: mains * 0.28, lunch: mains * 0.36, dinner: mains * 0.36, snack, side: 0.08 };
}

function vectorOf(values: Partial<Record<NutrientKey, number | null>>): Float64Array {
  const vector = new Float64Array(KEYS.length);
  KEYS.forEach((key, i) => {
    vector[i] = values[key] ?? 0;
  });
  return vector;
}

function likedFoodIds(profile: HealthProfile): Set<string> {
  const ids = new Set<string>();
  for (const entry of profile.foodPreferences.liked) {
    for (const food of findFoodsByName(entry)) ids.add(food.id);
  }
  return ids;
}

/** Liked foods and chosen cuisines come up more often; long recipes less for non-cooks. */
function preferenceWeight(facts: RecipeFacts, liked: ReadonlySet<string>, profile: HealthProfile) {
  let weight = 1;
  if (facts.recipe.ingredients.some((ingredient) => liked.has(ingredient.foodId))) {
    weight += LIKED_FOOD_BONUS;
  }
  if (profile.foodPreferences.cuisines.includes(facts.recipe.cuisine)) weight += CUISINE_BONUS;
  const minutes = facts.recipe.prepMinutes + facts.recipe.cookMinutes;
  if (!profile.mealOptions.cookingWillingness && minutes > 25) weight *= 0.4;
  return weight;
}

/**
 * How well a recipe sits with the day's maximums: 1 when each nutrient per kcal is within the
 * day's allowance per kcal, less the further over it is, so tight limits (a kidney-disease
 * protein ceiling, 1,500 mg sodium) draw the recipes that can meet them.
 */
function limitFit(option: Option, targets: PlanTargets): number {
  const energy = Math.max(option.perServing[0]!, 1);
  let fit = 1;
  for (const limit of targets.limits) {
    const k = INDEX[limit.nutrient as Key];
    if (limit.scope !== 'day' || limit.max === undefined || k === undefined) continue;
    // A day mixes denser and lighter meals: only a recipe well above the day's average
    // allowance per kcal becomes less likely, and the day's check keeps the limit itself.
    // Kidney-disease limits are tight against ordinary recipes: those steer at the average.
    const tolerance = KIDNEY_NUTRIENTS.has(limit.nutrient) ? 1 : LIMIT_DENSITY_TOLERANCE;
    const allowance = (tolerance * limit.max) / targets.energyKcal;
    const density = option.perServing[k]! / energy;
    if (density > allowance) fit *= (allowance / density) ** 4;
  }
  return fit;
}

function allowed(foods: readonly Food[], rules: PersonalFoodRules): boolean {
  return foods.every((food) => foodExclusions(food, rules).length === 0);
}

function clamp(value: number, option: Option): number {
  return Math.min(option.bounds.max, Math.max(option.bounds.min, value));
}

/** Scales all portions together so the day's energy is the target, within each portion's bounds. */
function normalise(picks: readonly Pick[], servings: number[], target: number): number[] {
  let result = servings;
  // Clamping can leave the day short; two passes settle it in practice.
  for (let pass = 0; pass < 2; pass++) {
    let energy = 0;
    picks.forEach(({ option }, i) => {
      energy += result[i]! * option.perServing[0]!;
    });
    const factor = target / Math.max(energy, 1);
    result = result.map((value, i) => clamp(value * factor, picks[i]!.option));
  }
  return result;
}

function initialServings(picks: readonly Pick[], shares: Record<Slot, number>, target: number) {
  const servings = picks.map(({ slot, option }) =>
    clamp((shares[slot] * target) / Math.max(option.perServing[0]!, 1), option),
  );
  return normalise(picks, servings, target);
}

/**
 * Scores a day: hard-limit excess weighs most, then energy off target, then macros outside their
 * ranges, then fiber below its floor. `hard` lists the hard rules the day breaks.
 */
function evaluate(
  picks: readonly Pick[],
  servings: readonly number[],
  targets: PlanTargets,
): Omit<DayChoice, 'picks' | 'servings'> {
  const target = targets.energyKcal;
  const totals = new Float64Array(KEYS.length);
  const mealTotals = picks.map(() => new Float64Array(KEYS.length));
  picks.forEach(({ option, parent }, i) => {
    const meal = mealTotals[parent ?? i]!;
    for (let k = 0; k < KEYS.length; k++) {
      const value = servings[i]! * option.perServing[k]!;
      totals[k]! += value;
      meal[k]! += value;
    }
  });
  let penalty = 0;
  const hard: string[] = [];
  const energyError = Math.abs(totals[0]! - target) / target;
  if (energyError > targets.energyTolerance * 0.5) {
    penalty += 50 * energyError;
    hard.push('energy');
  } else {
    penalty += energyError;
  }
  for (const limit of targets.limits) {
    const k = INDEX[limit.nutrient as Key];
    if (k === undefined) continue;
    const check = (value: number) => {
      if (limit.max !== undefined && value > limit.max * LIMIT_MARGIN) {
        penalty += 20 * ((value - limit.max * LIMIT_MARGIN) / limit.max) + 5;
        hard.push(limit.id);
      }
      if (limit.min !== undefined && value < limit.min / LIMIT_MARGIN) {
        penalty += 20 * ((limit.min / LIMIT_MARGIN - value) / limit.min) + 5;
        hard.push(limit.id);
      }
    };
    if (limit.scope === 'day') check(totals[k]!);
    else {
      picks.forEach((p, i) => {
        if (p.parent === undefined) check(mealTotals[i]![k]!);
      });
    }
  }
  const macro = (key: Key, range: { minG: number; maxG: number }) => {
    const value = totals[INDEX[key]]!;
    if (value < range.minG) penalty += (MACRO_WEIGHT * (range.minG - value)) / range.minG;
    else if (value > range.maxG) penalty += (MACRO_WEIGHT * (value - range.maxG)) / range.maxG;
  };
  macro('carbG', targets.macros.carbs);
  macro('proteinG', targets.macros.protein);
  macro('fatG', targets.macros.fat);
  const fiber = totals[INDEX.fiberG]!;
  if (fiber < targets.fiberMinG) penalty += (0.5 * (targets.fiberMinG - fiber)) / targets.fiberMinG;
  // Sides are a last resort: a small cost for each one that stays on the plate.
  picks.forEach((p, i) => {
    if (p.slot === 'side' && servings[i]! >= SIDE_MIN_SHOWN) penalty += 0.01;
  });
  return { penalty, hard };
}

function scoreDay(picks: Pick[], shares: Record<Slot, number>, targets: PlanTargets): DayChoice {
  const servings = initialServings(picks, shares, targets.energyKcal);
  return { picks, servings, ...evaluate(picks, servings, targets) };
}

/**
 * Moves energy between the day's portions (one larger or smaller, the rest rescaled to keep the
 * target) while that lowers the penalty: how a day meets a tight protein band or sodium limit.
 */
function improve(choice: DayChoice, targets: PlanTargets): DayChoice {
  let current = choice;
  for (let round = 0; round < IMPROVE_ROUNDS; round++) {
    let next: DayChoice | null = null;
    for (let i = 0; i < current.servings.length; i++) {
      const isSide = current.picks[i]!.slot === 'side';
      for (const factor of isSide
        ? [2.5, 1.5, 1.15, 0.85, 0.6, 0]
        : [1.35, 0.7, 1.15, 0.87, 1.06, 0.94]) {
        const trial = current.servings.slice();
        trial[i] =
          isSide && trial[i]! < 0.1 && factor > 1
            ? 0.5
            : clamp(trial[i]! * factor, current.picks[i]!.option);
        const servings = normalise(current.picks, trial, targets.energyKcal);
        const score = evaluate(current.picks, servings, targets);
        if (score.penalty < (next ?? current).penalty - 1e-6) {
          next = { picks: current.picks, servings, ...score };
        }
      }
    }
    if (!next) break;
    current = next;
    if (current.hard.length === 0 && current.penalty < GOOD_ENOUGH) break;
  }
  return current;
}

/** A meal already in a day: its nutrients as it stands (factor 1) and how far it may be scaled. */
export interface HeldDish {
  values: Partial<Record<NutrientKey, number | null>>;
  bounds: { min: number; max: number };
}

export interface DishFit {
  /** The factor for each held dish and, at the new recipe's place, its servings. */
  servings: number[];
  /** Sides served with the new recipe (only those large enough to show). */
  sides: { dish: SideDish; servings: number }[];
}

/**
 * Portions that fit a new recipe into a day among meals already there (placed at `index`): the
 * held meals may be scaled within their bounds, and when that is not enough a plain side may go
 * with the new recipe, as the planner does for its own days. Undefined when no portions keep
 * the day on its energy target inside every limit.
 */
export function fitRecipeIntoDay(input: {
  held: readonly HeldDish[];
  index: number;
  recipe: Option;
  /** Where the new recipe's portion starts: what fills the day's remaining energy. */
  recipeServings: number;
  sides: readonly Option[];
  targets: PlanTargets;
  random: Random;
}): DishFit | undefined {
  const { held, index, recipe, targets } = input;
  const picks: Pick[] = held.map((dish, i) => ({
    slot: 'lunch',
    option: {
      id: `held-${i}`,
      facts: null,
      side: null,
      perServing: vectorOf(dish.values),
      weight: 1,
      bounds: dish.bounds,
    },
  }));
  picks.splice(index, 0, { slot: 'lunch', option: recipe });
  const start = picks.map((_, i) => (i === index ? input.recipeServings : 1));
  const tune = (dayPicks: Pick[], servings: number[]) => {
    const normalised = normalise(dayPicks, servings, targets.energyKcal);
    return improve(
      { picks: dayPicks, servings: normalised, ...evaluate(dayPicks, normalised, targets) },
      targets,
    );
  };
  const alone = tune(picks, start);
  if (alone.hard.length === 0) return { servings: alone.servings, sides: [] };
  if (input.sides.length === 0) return undefined;
  const side = pickOne(
    input.random,
    sidesFor(alone.hard, input.sides, targets),
    new Set(),
    new Map(),
  );
  if (!side) return undefined;
  const withSide: Pick[] = [
    ...picks.map((p, i) =>
      i === index ? { ...p, option: { ...p.option, bounds: MAIN_WITH_SIDE_SERVINGS } } : p,
    ),
    { slot: 'side', option: side, parent: index },
  ];
  const tuned = tune(withSide, [...alone.servings, 1.5]);
  if (tuned.hard.length > 0) return undefined;
  const sideServings = tuned.servings[picks.length]!;
  return {
    servings: tuned.servings.slice(0, picks.length),
    sides: sideServings >= SIDE_MIN_SHOWN ? [{ dish: side.side!, servings: sideServings }] : [],
  };
}

/**
 * The sides that best answer what a day breaks: for a maximum, those with the least of that
 * nutrient per kcal (fruit, rice, olive oil for a protein ceiling); for a minimum (warfarin's
 * vitamin K band), the most; for too little energy, the most energy. Three to choose from, for
 * variety.
 */
function sidesFor(
  hard: readonly string[],
  sides: readonly Option[],
  targets: PlanTargets,
): Option[] {
  // Each broken bound as the nutrient's index, its allowance per kcal, and +1 (too much) or -1.
  const bounds = hard.flatMap((id) => {
    const limit = targets.limits.find((entry) => entry.id === id);
    const k = limit ? INDEX[limit.nutrient as Key] : undefined;
    if (!limit || k === undefined) return [];
    const bound = limit.max ?? limit.min;
    if (bound === undefined || bound <= 0) return [];
    return [{ k, perKcal: bound / targets.energyKcal, sign: limit.max !== undefined ? 1 : -1 }];
  });
  const score = (option: Option) => {
    const energy = Math.max(option.perServing[0]!, 1);
    if (bounds.length === 0) return -energy;
    return bounds.reduce(
      (sum, { k, perKcal, sign }) => sum + (sign * option.perServing[k]!) / energy / perKcal,
      0,
    );
  };
  return [...sides].sort((a, b) => score(a) - score(b)).slice(0, 3);
}

function pickOne(
  random: Random,
  pool: readonly Option[],
  blocked: ReadonlySet<string>,
  used: ReadonlyMap<string, number>,
): Option | undefined {
  const weights = pool.map((option) =>
    blocked.has(option.id) ? 0 : option.weight / (1 + 2 * (used.get(option.id) ?? 0)),
  );
  const index = weightedIndex(random, weights);
  return index < 0 ? undefined : pool[index];
}

/** Names the person's hard rules in plain words, for an infeasible-plan reason. */
export function describeRules(profile: HealthProfile, rules: PersonalFoodRules): string {
  const parts: string[] = [];
  if (profile.dietaryRestrictions.length > 0) {
    parts.push(profile.dietaryRestrictions.join(', ').replaceAll('_', '-'));
  }
  if (rules.allergens.length > 0) parts.push(`no ${rules.allergens.join(', no ')}`);
  if (rules.allergyFoodIds.size > 0) parts.push('the foods you are allergic to');
  if (rules.dislikedFoodIds.size > 0) parts.push('your dislikes');
  for (const rule of rules.tagRules) parts.push(rule.reason.split(':')[0]!);
  return parts.join('; ') || 'your conditions';
}

/** A lunch or dinner pool this small borrows the other's recipes, for a week's variety. */
const MIN_MAIN_POOL = 7;

/** The recipes the planner draws a slot from: lunches and dinners serve each other's slot when
 * one runs short. */
export function recipesForSlot(pools: Record<MealType, Option[]>, slot: MealType): Option[] {
  if (slot !== 'lunch' && slot !== 'dinner') return pools[slot];
  return pools[slot].length >= MIN_MAIN_POOL ? pools[slot] : [...pools.lunch, ...pools.dinner];
}

/** The recipes (by meal type) and sides this person may have, weighted for picking. */
export function planningPools(
  profile: HealthProfile,
  targets: PlanTargets,
  rules: PersonalFoodRules,
): { pools: Record<MealType, Option[]>; sides: Option[] } {
  const liked = likedFoodIds(profile);
  const kosher = profile.dietaryRestrictions.includes('kosher');
  const pools: Record<MealType, Option[]> = { breakfast: [], lunch: [], dinner: [], snack: [] };
  for (const facts of allRecipes()) {
    if ((kosher && !facts.diet.kosher) || !allowed(facts.foods, rules)) continue;
    pools[facts.recipe.mealType].push({
      id: facts.recipe.id,
      facts,
      side: null,
      perServing: vectorOf(facts.perServing.values),
      weight: preferenceWeight(facts, liked, profile),
      bounds: RECIPE_SERVINGS,
    });
  }
  const sides: Option[] = SIDE_DISHES.filter((side) =>
    allowed([requireFood(side.foodId)], rules),
  ).map((side) => ({
    id: side.id,
    facts: null,
    side,
    perServing: vectorOf(nutrientsForGrams(requireFood(side.foodId), side.gramsPerServing)),
    weight: 1,
    bounds: SIDE_SERVINGS,
  }));
  for (const pool of Object.values(pools))
    for (const option of pool) option.weight *= limitFit(option, targets);
  return { pools, sides };
}

/**
 * The meal-plan engine: `(profile, { days, seed })` gives a plan of breakfast, lunch, dinner and
 * the preferred number of snacks each day, portions scaled to the energy target, every hard
 * rule kept. When the rules leave too little to choose from it says which, rather than bend one.
 */
export function generateMealPlan(profile: HealthProfile, options: PlanOptions): PlanResult {
  const targetsResult = computeTargetsForProfile(profile, {
    energyKcalOverride: options.energyKcal ?? null,
  });
  if (!targetsResult.ok) return targetsResult;
  return generateMealPlanForTargets(profile, targetsResult.value, options);
}

export function generateMealPlanForTargets(
  profile: HealthProfile,
  nutritionTargets: NutritionTargets,
  options: PlanOptions,
): PlanResult {
  const targets = planTargetsFrom(nutritionTargets);
  const rules = personalFoodRules(profile);
  const random = seededRandom(options.seed);
  const snacksPerDay = profile.mealOptions.snacksPerDay;
  const shares = slotShares(snacksPerDay);

  const { pools, sides } = planningPools(profile, targets, rules);
  const mains = [...pools.lunch, ...pools.dinner];
  const lunchPool = recipesForSlot(pools, 'lunch');
  const dinnerPool = recipesForSlot(pools, 'dinner');
  const slotPools: [string, readonly Option[]][] = [
    ['breakfast', pools.breakfast],
    ['lunch', lunchPool],
    ['dinner', dinnerPool],
  ];
  if (snacksPerDay > 0) slotPools.push(['snack', pools.snack]);
  if (mains.length === 1) {
    return infeasible(
      'no-lunch-or-dinner-recipes',
      `Only one lunch or dinner recipe in our library fits all of your rules together (${describeRules(profile, rules)}), so we cannot fill a day's lunch and dinner. Relaxing one of them, or asking a dietitian for recipes, would let us plan.`,
    );
  }
  for (const [slot, pool] of slotPools) {
    if (pool.length === 0) {
      return infeasible(
        `no-${slot}-recipes`,
        `No ${slot} recipe in our library fits all of your rules together (${describeRules(profile, rules)}). Relaxing one of them, or asking a dietitian for recipes, would let us plan.`,
      );
    }
  }

  const used = new Map<string, number>();
  const recentMains: string[][] = [];
  const days: MealPlanDay[] = [];

  for (let day = 1; day <= options.days; day++) {
    const blocked = new Set(recentMains.slice(-(MAIN_REPEAT_WINDOW_DAYS - 1)).flat());
    const candidates: DayChoice[] = [];
    for (let attempt = 0; attempt < ATTEMPTS_PER_DAY; attempt++) {
      // After half the attempts, a recent main meal may come back rather than fail the day.
      const late = attempt >= ATTEMPTS_PER_DAY / 2;
      const block = late ? new Set<string>() : blocked;
      const breakfast = pickOne(random, pools.breakfast, block, used);
      const lunch = pickOne(random, lunchPool, block, used);
      const dinner = pickOne(random, dinnerPool, new Set([...block, lunch?.id ?? '']), used);
      if (!breakfast || !lunch || !dinner) continue;
      const picks: Pick[] = [
        { slot: 'breakfast', option: breakfast },
        { slot: 'lunch', option: lunch },
        { slot: 'dinner', option: dinner },
      ];
      const snackIds = new Set<string>();
      for (let s = 0; s < snacksPerDay; s++) {
        const snack = pickOne(random, pools.snack, snackIds, used);
        if (!snack) continue;
        snackIds.add(snack.id);
        picks.push({ slot: 'snack', option: snack });
      }
      const choice = scoreDay(picks, shares, targets);
      if (late) choice.penalty += REPEAT_PENALTY;
      candidates.push(choice);
      if (choice.hard.length === 0 && choice.penalty < GOOD_ENOUGH) break;
    }
    candidates.sort((a, b) => a.penalty - b.penalty);
    if (candidates[0] && (candidates[0].hard.length > 0 || candidates[0].penalty >= GOOD_ENOUGH)) {
      // Fine-tune the best few; then, if still short, let a side dish help at each main meal.
      const tuned = candidates.slice(0, IMPROVE_CANDIDATES).map((c) => improve(c, targets));
      const stillHard = tuned.every((c) => c.hard.length > 0);
      if (stillHard && sides.length > 0) {
        for (const candidate of candidates.slice(0, IMPROVE_CANDIDATES)) {
          const fitting = sidesFor(candidate.hard, sides, targets);
          const withSides: Pick[] = [
            // With sides on the plate, a main may shrink to a smaller portion.
            ...candidate.picks.map((p) =>
              p.slot === 'snack'
                ? p
                : { ...p, option: { ...p.option, bounds: MAIN_WITH_SIDE_SERVINGS } },
            ),
            ...[0, 1, 2].map((parent) => ({
              slot: 'side' as const,
              option: pickOne(random, fitting, new Set(), new Map())!,
              parent,
            })),
          ];
          const servings = normalise(
            withSides,
            [...candidate.servings, 1.5, 1.5, 1.5],
            targets.energyKcal,
          );
          const start = {
            picks: withSides,
            servings,
            ...evaluate(withSides, servings, targets),
          };
          tuned.push(improve(start, targets));
        }
      }
      candidates.unshift(...tuned);
      candidates.sort((a, b) => a.penalty - b.penalty);
    }

    // Build the best day that truly passes once its grams are rounded.
    let built: MealPlanDay | null = null;
    let chosen: DayChoice | undefined;
    for (const candidate of candidates.slice(0, IMPROVE_CANDIDATES * 2)) {
      if (candidate.hard.length > 0) break;
      const planDay = buildDay(day, candidate);
      const check = verifyMealPlan({ days: [planDay] }, profile, { targets: nutritionTargets });
      if (check.violations.length === 0) {
        built = planDay;
        chosen = candidate;
        break;
      }
    }
    if (!built || !chosen) {
      const rule = candidates[0]?.hard.find((id) => id !== 'energy') ?? 'energy';
      return infeasible(rule, infeasibleReason(day, rule, targets, describeRules(profile, rules)));
    }
    for (const { option } of chosen.picks) used.set(option.id, (used.get(option.id) ?? 0) + 1);
    recentMains.push(
      chosen.picks.filter((p) => p.slot !== 'snack' && p.slot !== 'side').map((p) => p.option.id),
    );
    days.push(built);
  }

  return {
    ok: true,
    value: { days, dailyCalories: targets.energyKcal, targets, seed: options.seed },
  };
}

function infeasibleReason(day: number, rule: string, targets: PlanTargets, rules: string): string {
  const limit = targets.limits.find((entry) => entry.id === rule);
  if (rule === 'warfarin-vitamin-k-consistency' && limit) {
    return `We could not keep day ${day}'s vitamin K within ${limit.min ?? 0}–${limit.max ?? ''} ${limit.unit}, the steady amount warfarin needs every day, with the recipes your other rules allow (${rules}).`;
  }
  if (!limit) {
    return `We could not reach your energy target of ${targets.energyKcal} kcal on day ${day} with sensible portions of the recipes your rules allow (${rules}).`;
  }
  const range = `${limit.min !== undefined ? `${limit.min}–` : 'at most '}${limit.max ?? ''} ${limit.unit}${limit.scope === 'meal' ? ' per meal' : ' a day'}`;
  if (limit.nutrient === 'proteinG' && limit.max !== undefined) {
    const share = Math.round((400 * limit.max) / targets.energyKcal);
    return `Your protein limit for kidney disease (${range}) is only about ${share} % of your ${targets.energyKcal} kcal a day. Our recipes cannot go that low in protein without low-protein specialty foods, so we did not make a plan that breaks the limit. Please ask your dietitian about low-protein products and an energy target that fits.`;
  }
  return `We could not build day ${day} within your ${limit.label.toLowerCase()} limit (${range}) from the recipes your other rules allow (${rules}).`;
}

function infeasible(constraint: string, reason: string): PlanResult {
  return { ok: false, error: { kind: 'infeasible-plan', constraint, reason } };
}

/** Turns a day's picks into plan meals, with each shown side folded into its meal. */
function buildDay(day: number, choice: DayChoice): MealPlanDay {
  const meals = choice.picks.flatMap((p, i) => {
    if (p.slot === 'side' || !p.option.facts) return [];
    const sides = choice.picks
      .map((side, j) => ({ side, servings: choice.servings[j]! }))
      .filter(
        ({ side, servings }) => side.parent === i && side.option.side && servings >= SIDE_MIN_SHOWN,
      )
      .map(({ side, servings }) => ({ dish: side.option.side!, servings }));
    return [buildMeal(p.option.facts, choice.servings[i]!, sides)];
  });
  return {
    day,
    meals: { breakfast: meals[0]!, lunch: meals[1]!, dinner: meals[2]!, snacks: meals.slice(3) },
    totals: dayTotals(meals),
  };
}
