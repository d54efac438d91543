import type { Food, NutrientKey } from '../foods/food';
import { findFoodsByName, requireFood } from '../foods/food-table';
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
import { mealsOfDay } from './build-meal';
import {
  type DayDish,
  type DayRules,
  dayOf,
  dayProblem,
  dayRulesFor,
  portionDay,
  RECIPE_PORTIONS,
  recipeAmounts,
  statedRangeRules,
} from './day-portions';
import {
  ENERGY_TOLERANCE,
  type Meal,
  type MealPlan,
  type MealPlanDay,
  type PlanTargets,
} from './meal-plan';
import { planTargetsFrom } from './plan-targets';
import {
  type BindingConstraint,
  inSession,
  type LpSolver,
  type RelaxedModel,
  relaxedModel,
} from './portion-lp';
import { type Random, seededRandom, weightedIndex } from './random';
import { SIDE_DISHES, type SideDish } from './sides';
import { verifyMealPlan } from './verify-meal-plan';

export interface PlanOptions {
  /** Days to plan: 3, 5, 7 or 14 as the screens offer, or any whole number up to 14 (a chat
   * regenerating a one-day sample plans one day). */
  days: number;
  seed: number;
  /** A daily energy the person chose instead of the computed target ('1500 kcal a day'). */
  energyKcal?: number;
  /** The LP solver portions are solved with (the server passes HiGHS). */
  solver: LpSolver;
  /** Plan only some days of an existing plan again; every other day stays as it is. */
  revise?: PlanRevision;
}

/**
 * Which days of `plan` to plan again, each with the slots that must change (0 breakfast, 1 lunch,
 * 2 dinner, then the snacks, as `mealsOfDay` lists them). The day's other slots keep their
 * recipes when some day can be made that way (portions may move), else the whole day is new.
 * Days past the end of `plan` are planned anew.
 */
export interface PlanRevision {
  plan: MealPlan;
  days: ReadonlyMap<number, ReadonlySet<number>>;
  /**
   * Slots of a re-planned day that stay as they are (a locked or chosen meal): the same recipe
   * and portions when the day can keep them so, else the same recipe with new portions; a day
   * that cannot keep them is refused with a reason, never planned without them.
   */
  held?: ReadonlyMap<number, ReadonlySet<number>>;
  /** Held meals keep their portions too, never new ones (a chat edit keeps a locked meal so). */
  isHeldExact?: boolean;
}

export type PlanError =
  | TargetsError
  | {
      kind: 'infeasible-plan';
      /** Why no plan can keep the rules, in plain words: the binding rules and by how much. */
      reason: string;
      /** The rule id or constraint family that bound: 'no-breakfast-recipes', 'sodium-daily-max', ... */
      constraint: string;
    };

export type PlanResult = { ok: true; value: MealPlan } | { ok: false; error: PlanError };

/** Nutrients a recipe option carries as a vector, for picking weights. */
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

/** Random picks of a day's recipes tried before the relaxed model chooses them. */
const ATTEMPTS_PER_DAY = 6;
/** Main meals do not repeat within this many days (issue 12: no main meal within two days). */
const MAIN_REPEAT_WINDOW_DAYS = 3;
/** A slot draws from the person's chosen cuisines this often, when they have a recipe for it. */
const CUISINE_SHARE = 0.8;

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

/** A recipe, ready for planning: nutrients of one serving as a vector, and its picking weight. */
export interface Option {
  id: string;
  facts: RecipeFacts;
  perServing: Float64Array;
  weight: number;
  /** It has a food the person likes. */
  liked: boolean;
  /** It is of a cuisine the person chose. */
  chosenCuisine: boolean;
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
function limitFit(option: Pick<Option, 'perServing'>, targets: PlanTargets): number {
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

/** Whether each food is allowed, checked once per food however many recipes have it. */
function allowedFoods(rules: PersonalFoodRules) {
  const seen = new Map<string, boolean>();
  return (foods: readonly Food[]) =>
    foods.every((food) => {
      let ok = seen.get(food.id);
      if (ok === undefined) {
        ok = foodExclusions(food, rules).length === 0;
        seen.set(food.id, ok);
      }
      return ok;
    });
}

/** A recipe's nutrients per serving as a vector, computed once per recipe. */
const vectors = new WeakMap<RecipeFacts, Float64Array>();
function servingVector(facts: RecipeFacts): Float64Array {
  let vector = vectors.get(facts);
  if (!vector) {
    vector = vectorOf(facts.perServing.values);
    vectors.set(facts, vector);
  }
  return vector;
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

/** The recipes (by meal type) and plain sides this person may have, weighted for picking. */
export function planningPools(
  profile: HealthProfile,
  targets: PlanTargets,
  rules: PersonalFoodRules,
): { pools: Record<MealType, Option[]>; sides: SideDish[] } {
  const liked = likedFoodIds(profile);
  const kosher = profile.dietaryRestrictions.includes('kosher');
  const allowed = allowedFoods(rules);
  const pools: Record<MealType, Option[]> = { breakfast: [], lunch: [], dinner: [], snack: [] };
  for (const facts of allRecipes()) {
    if ((kosher && !facts.diet.kosher) || !allowed(facts.foods)) continue;
    const option: Option = {
      id: facts.recipe.id,
      facts,
      perServing: servingVector(facts),
      weight: preferenceWeight(facts, liked, profile),
      liked: facts.recipe.ingredients.some((ingredient) => liked.has(ingredient.foodId)),
      chosenCuisine: profile.foodPreferences.cuisines.includes(facts.recipe.cuisine),
    };
    option.weight *= limitFit(option, targets);
    pools[facts.recipe.mealType].push(option);
  }
  const sides = SIDE_DISHES.filter((side) => allowed([requireFood(side.foodId)]));
  return { pools, sides };
}

/**
 * The meal-plan engine: `(profile, { days, seed, solver })` gives a plan of breakfast, lunch,
 * dinner and the preferred number of snacks each day. Each day's recipes are drawn (liked foods
 * on at least half the days, chosen cuisines most of the time, no main meal again within two
 * days), then portions and plain sides are solved exactly (`portionDay`). A day no draw can fill
 * goes to the relaxed model, which either picks recipes that work or proves that none can, and
 * names the rules that bind and by how much.
 */
export function generateMealPlan(profile: HealthProfile, options: PlanOptions): PlanResult {
  const targetsResult = computeTargetsForProfile(profile, {
    energyKcalOverride: options.energyKcal ?? null,
  });
  if (!targetsResult.ok) return targetsResult;
  return generateMealPlanForTargets(profile, targetsResult.value, options);
}

interface Planning {
  profile: HealthProfile;
  nutrition: NutritionTargets;
  rules: DayRules;
  slots: (readonly Option[])[];
  /** Per slot, per recipe: how well a serving sits with the slot's energy and carbohydrate. */
  slotFit: number[][];
  sides: readonly SideDish[];
  solver: LpSolver;
  /** The relaxed model's solver: every relaxed solve of a plan has the same shape. */
  relaxedSolver: LpSolver;
  /** The relaxed model over every allowed recipe, compiled on the first hard day. */
  relaxedModel?: RelaxedModel;
  random: Random;
  used: Map<string, number>;
  /** The relaxed model over every allowed recipe, once solved. */
  proof?: ReturnType<typeof solveRelaxedDay>;
  /** Each set of recipes tried so far (ids joined): the day it made, or why it failed. */
  tried: Map<string, DayFit | { binding: BindingConstraint[]; fullSearch: boolean }>;
  /** The last day needed the relaxed search: random draws are unlikely to fit the next. */
  lastDayHard: boolean;
  /** The same planning with days held only to the range the analysis states, once needed. */
  statedRange?: Planning;
  /** Slots whose meal stays exactly as it is (a revised day's held meals), by slot. */
  heldMeals?: ReadonlyMap<number, Meal>;
}

export function generateMealPlanForTargets(
  profile: HealthProfile,
  nutritionTargets: NutritionTargets,
  options: PlanOptions,
): PlanResult {
  // One solver session per plan: its solves warm-start from each other, and the plan depends
  // only on the profile and seed, never on what the solver did before.
  // The relaxed search has a session of its own: its model keeps one shape all plan long.
  return inSession(options.solver, (solver) =>
    inSession(options.solver, (relaxedSolver) =>
      planForTargets(profile, nutritionTargets, { ...options, solver }, relaxedSolver),
    ),
  );
}

function planForTargets(
  profile: HealthProfile,
  nutritionTargets: NutritionTargets,
  options: PlanOptions,
  relaxedSolver: LpSolver,
): PlanResult {
  if (!Number.isInteger(options.days) || options.days < 1 || options.days > 14) {
    throw new Error(`days must be a whole number from 1 to 14, got ${options.days}`);
  }
  if (options.revise && options.revise.plan.days.length > options.days) {
    throw new Error('a revised plan has no more days than are planned');
  }
  const targets = planTargetsFrom(nutritionTargets);
  const foodRules = personalFoodRules(profile);
  const snacksPerDay = profile.mealOptions.snacksPerDay;
  const { pools, sides } = planningPools(profile, targets, foodRules);
  const mains = [...pools.lunch, ...pools.dinner];
  const slotPools: [string, readonly Option[]][] = [
    ['breakfast', pools.breakfast],
    ['lunch', recipesForSlot(pools, 'lunch')],
    ['dinner', recipesForSlot(pools, 'dinner')],
  ];
  for (let s = 0; s < snacksPerDay; s++) slotPools.push(['snack', pools.snack]);
  if (mains.length === 1) {
    return infeasible(
      'no-lunch-or-dinner-recipes',
      `Only one lunch or dinner recipe in our library fits all of your rules together (${describeRules(profile, foodRules)}), so we cannot fill a day's lunch and dinner. Relaxing one of them, or asking a dietitian for recipes, would let us plan.`,
    );
  }
  for (const [slot, pool] of slotPools) {
    if (pool.length === 0) {
      return infeasible(
        `no-${slot}-recipes`,
        `No ${slot} recipe in our library fits all of your rules together (${describeRules(profile, foodRules)}). Relaxing one of them, or asking a dietitian for recipes, would let us plan.`,
      );
    }
  }
  const rules = dayRulesFor(profile, nutritionTargets, targets);
  const slots = slotPools.map(([, pool]) => pool);
  const planning: Planning = {
    profile,
    nutrition: nutritionTargets,
    rules,
    slots,
    slotFit: slots.map((pool, s) => pool.map((option) => slotFit(option, s, rules))),
    sides,
    solver: options.solver,
    relaxedSolver,
    random: seededRandom(options.seed),
    used: new Map(),
    tried: new Map(),
    lastDayHard: false,
  };
  const hasLiked = planning.slots.some((pool) => pool.some((option) => option.liked));
  const recentMains: string[][] = [];
  const days: MealPlanDay[] = [];
  let likedDays = 0;
  let usedSides = false;

  const revise = options.revise;
  const byId = new Map(slots.flat().map((option) => [option.id, option]));
  const mainIdsOf = (planDay: MealPlanDay | undefined) =>
    planDay
      ? mealsOfDay(planDay)
          .slice(0, 3)
          .flatMap((meal) => meal.recipeId ?? [])
      : [];

  for (let day = 1; day <= options.days; day++) {
    const previous = revise?.plan.days[day - 1];
    const toChange = revise?.days.get(day);
    if (previous && !toChange) {
      // A day the revision keeps: it counts for repeats and liked foods as if planned here.
      const ids = mealsOfDay(previous).flatMap((meal) => meal.recipeId ?? []);
      if (ids.some((id) => byId.get(id)?.liked)) likedDays += 1;
      for (const id of ids) planning.used.set(id, (planning.used.get(id) ?? 0) + 1);
      recentMains.push(mainIdsOf(previous));
      days.push(previous);
      continue;
    }
    const blocked = new Set(recentMains.slice(-(MAIN_REPEAT_WINDOW_DAYS - 1)).flat());
    // A revised day must not repeat the mains of the kept days (or held meals) just after it.
    for (let ahead = day + 1; revise && ahead < day + MAIN_REPEAT_WINDOW_DAYS; ahead++) {
      const aheadDay = revise.plan.days[ahead - 1];
      if (!revise.days.has(ahead)) for (const id of mainIdsOf(aheadDay)) blocked.add(id);
      const heldAhead = revise.held?.get(ahead);
      if (aheadDay && heldAhead) {
        mealsOfDay(aheadDay).forEach((meal, s) => {
          if (s < 3 && heldAhead.has(s) && meal.recipeId) blocked.add(meal.recipeId);
        });
      }
    }
    // Keep pace: by day d, at least half of the days so far have a liked food.
    const wantLiked = hasLiked && likedDays < Math.ceil(day / 2);
    const held = revise?.held?.get(day) ?? EMPTY_SLOTS;
    const built =
      previous && toChange && held.size > 0
        ? heldDay(
            planning,
            previous,
            { toChange, held, isExact: revise.isHeldExact === true },
            blocked,
            wantLiked,
          )
        : (previous && toChange && revisedDay(planning, previous, toChange, blocked, wantLiked)) ||
          planDay(planning, day, blocked, wantLiked);
    if (!built.ok) {
      return infeasible(
        built.constraint,
        built.reason ??
          `We could not build day ${day} from the recipes your rules allow (${describeRules(profile, foodRules)}).`,
      );
    }
    const { picks, planDay: planned } = built;
    if (picks.some((option) => option.liked)) likedDays += 1;
    usedSides ||= built.usedSides;
    for (const option of picks)
      planning.used.set(option.id, (planning.used.get(option.id) ?? 0) + 1);
    recentMains.push(picks.slice(0, 3).map((option) => option.id));
    days.push(planned);
  }

  const isKidney = profile.healthConditions.includes('chronic_kidney_disease');
  const notes =
    usedSides && isKidney
      ? [
          'To give you enough energy within your kidney limits, some meals come with plain rice, fruit or olive oil: they add energy with little protein, potassium or phosphorus.',
        ]
      : [];
  const wideDays = days.filter((day) => day.statedEnergyRange).map((day) => day.day);
  if (wideDays.length > 0) notes.push(statedRangeNote(wideDays, days.length, rules));
  return {
    ok: true,
    value: {
      days,
      dailyCalories: targets.energyKcal,
      targets,
      seed: options.seed,
      ...(notes.length > 0 ? { notes } : {}),
    },
  };
}

/**
 * A revised day that changes as few of its meals as it can: the slots that must change, then
 * those and one more; undefined when none of these works (the whole day is planned again).
 */
function revisedDay(
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

const EMPTY_SLOTS: ReadonlySet<number> = new Set();

/**
 * A re-planned day that keeps its held meals: first exactly as they are, then with the same
 * recipes in new portions (targets changed since); the slots in `toChange` get new recipes and
 * any other slot keeps its recipe. A held meal whose recipe the person's rules now leave out,
 * or a day no recipes can fill around them, is refused with the meals named.
 */
function heldDay(
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
    return {
      ok: false,
      constraint: 'kept-meal-not-allowed',
      reason: `Day ${previous.day} cannot keep ${keptMealsText(meals, missing)}: ${missing.length === 1 ? 'it no longer fits' : 'they no longer fit'} your rules or your number of snacks. Unlock ${missing.length === 1 ? 'it' : 'them'} to plan that day again.`,
    };
  }
  for (const exact of isExact ? [true] : [true, false]) {
    const pinned = pinnedPlanning(planning, previous, toChange, exact ? held : EMPTY_SLOTS);
    if (!pinned) continue;
    const result = planDay(pinned, previous.day, blocked, wantLiked);
    if (result.ok) return result;
  }
  const heldSlots = [...held].sort((a, b) => a - b);
  return {
    ok: false,
    constraint: 'kept-meals-infeasible',
    reason: `Day ${previous.day} cannot keep ${keptMealsText(meals, heldSlots)} within your targets and rules as they are now. Unlock one of them to plan that day again.`,
  };
}

const SLOT_NAMES = ['breakfast', 'lunch', 'dinner'];

/** 'your breakfast (Oat porridge) and snack 1 (Apple)', for a refused day. */
function keptMealsText(meals: readonly Meal[], slots: readonly number[]): string {
  const named = slots.map((s) => {
    const slot = SLOT_NAMES[s] ?? `snack ${s - 2}`;
    return meals[s] ? `${slot} (${meals[s]!.name})` : slot;
  });
  const list =
    named.length < 2 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `your ${list}`;
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
  return {
    ...planning,
    slots,
    slotFit: slots.map((pool, s) => pool.map((option) => slotFit(option, s, planning.rules))),
    relaxedModel: undefined,
    proof: undefined,
    tried: new Map(),
    statedRange: undefined,
    ...(heldMeals.size > 0 ? { heldMeals } : {}),
  };
}

type DayFit = { ok: true; picks: Option[]; planDay: MealPlanDay; usedSides: boolean };
type DayResult = DayFit | { ok: false; constraint: string; reason?: string };

/**
 * How well one serving of a recipe suits a slot: about the slot's share of the day's energy
 * (so portions sit near one serving, with room to move in quarter steps), and for diabetes not
 * denser in carbohydrate than the per-meal amount allows. 1 is a perfect fit.
 */
function slotFit(option: Option, slot: number, rules: DayRules): number {
  const isMain = slot < 3;
  const slotKcal = isMain ? rules.mealKcal : rules.snackKcal;
  const kcal = Math.max(option.perServing[INDEX.energyKcal]!, 1);
  let fit = 1;
  if (slotKcal > 0) {
    const ratio = kcal / slotKcal;
    // Within the portions' reach (½ to 2½ servings) a serving fits; beyond, less and less.
    const stretch = Math.max(ratio / 1.6, 0.6 / ratio, 1);
    fit *= stretch ** -3;
  }
  if (isMain && rules.mainMealCarbsMaxG !== null && rules.mealKcal > 0) {
    const allowance = rules.mainMealCarbsMaxG / rules.mealKcal;
    const density = option.perServing[INDEX.carbG]! / kcal;
    if (density > allowance) fit *= (allowance / density) ** 4;
  }
  return fit;
}

/** One weighted draw from a pool, skipping blocked recipes; recipes used before weigh less. */
function draw(
  planning: Planning,
  slot: number,
  blocked: ReadonlySet<string>,
  only?: (option: Option) => boolean,
): Option | undefined {
  const pool = planning.slots[slot]!;
  const fit = planning.slotFit[slot]!;
  const weights = pool.map((option, i) =>
    blocked.has(option.id) || (only && !only(option))
      ? 0
      : (option.weight * fit[i]!) / (1 + 2 * (planning.used.get(option.id) ?? 0)),
  );
  const index = weightedIndex(planning.random, weights);
  return index < 0 ? undefined : pool[index];
}

/** A day's recipes, one per slot: liked food in one slot when wanted, chosen cuisines mostly. */
function drawDay(
  planning: Planning,
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
): Option[] | undefined {
  const { slots, random, profile } = planning;
  const hasCuisines = profile.foodPreferences.cuisines.length > 0;
  const likedSlots = wantLiked
    ? slots.flatMap((pool, s) =>
        pool.some((option) => option.liked && !blocked.has(option.id)) ? [s] : [],
      )
    : [];
  const likedSlot =
    likedSlots.length > 0 ? likedSlots[Math.floor(random.next() * likedSlots.length)] : -1;
  const picks: Option[] = [];
  const today = new Set<string>();
  for (let s = 0; s < slots.length; s++) {
    const taken = new Set([...today, ...(s < 3 ? blocked : [])]);
    let pick: Option | undefined;
    if (s === likedSlot) pick = draw(planning, s, taken, (option) => option.liked);
    if (!pick && hasCuisines && random.next() < CUISINE_SHARE) {
      pick = draw(planning, s, taken, (option) => option.chosenCuisine);
    }
    pick ??= draw(planning, s, taken);
    // A pool too small for the repeat rule lets a recent main come back rather than fail.
    pick ??= draw(planning, s, today);
    if (!pick) return undefined;
    picks.push(pick);
    today.add(pick.id);
  }
  return picks;
}

/** The day's dishes for these recipes: sides may go with lunch and dinner; a held meal as it is. */
const dishesOf = (picks: readonly Option[], held?: ReadonlyMap<number, Meal>): DayDish[] =>
  picks.map((option, s): DayDish => {
    const meal = held?.get(s);
    return meal
      ? { kind: 'held', meal, range: 'fixed' }
      : { kind: 'recipe', facts: option.facts, sides: s === 1 || s === 2 };
  });

/** Step-search solves a random draw may take before it is redrawn. */
const DRAW_STEP_NODES = 4;

function tryPicks(
  planning: Planning,
  day: number,
  picks: Option[],
  fullStepSearch: boolean,
): DayFit | BindingConstraint[] {
  // Every day of a plan has the same rules: recipes tried before give the same answer (a day
  // that fit is the same day again; a short search that failed may still get the full one).
  const key = picks.map((option) => option.id).join(' ');
  const known = planning.tried.get(key);
  if (known && 'ok' in known) return { ...known, planDay: { ...known.planDay, day } };
  if (known && (known.fullSearch || !fullStepSearch)) return known.binding;
  const result = portionPicks(planning, day, picks, fullStepSearch);
  planning.tried.set(
    key,
    Array.isArray(result) ? { binding: result, fullSearch: fullStepSearch } : result,
  );
  return result;
}

function portionPicks(
  planning: Planning,
  day: number,
  picks: Option[],
  fullStepSearch: boolean,
): DayFit | BindingConstraint[] {
  // A random draw that rounds badly gets a short search (each node changes one bound of the
  // last model: a warm solve), then a redraw.
  const portioned = portionDay(
    dishesOf(picks, planning.heldMeals),
    planning.rules,
    planning.sides,
    planning.solver,
    {
      diagnose: false,
      stepNodes: fullStepSearch ? undefined : DRAW_STEP_NODES,
    },
  );
  if (!portioned.ok) {
    return portioned.error.kind === 'infeasible-portions' ? portioned.error.binding : [];
  }
  const built = dayOf(day, portioned.value.meals);
  // Planned to the stated range, the day says so only when it ended outside ±5 % of the target.
  const { energyKcal } = planning.rules.targets;
  const outsideBand =
    Math.abs((built.totals?.calories ?? 0) - energyKcal) > energyKcal * ENERGY_TOLERANCE;
  const planDay: MealPlanDay =
    planning.rules.widened && outsideBand
      ? { ...built, statedEnergyRange: { ...planning.rules.statedRange } }
      : built;
  const check = verifyMealPlan({ days: [planDay] }, planning.profile, {
    targets: planning.nutrition,
  });
  if (check.violations.length > 0) return [];
  return { ok: true, picks, planDay, usedSides: portioned.value.usedSides };
}

function planDay(
  planning: Planning,
  day: number,
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
): DayResult {
  // After a day only the relaxed search could fill, one draw; the search is likely needed again.
  const attempts = planning.lastDayHard ? 1 : ATTEMPTS_PER_DAY;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const picks = drawDay(planning, blocked, wantLiked && attempt < attempts / 2 + 1);
    if (!picks) break;
    const result = tryPicks(planning, day, picks, false);
    if (!Array.isArray(result)) {
      planning.lastDayHard = false;
      return result;
    }
  }
  planning.lastDayHard = true;
  // Once a day needed the stated range, the next hard day goes to it directly: the search
  // within ±5 % failed for the same rules and recipes.
  if (!planning.statedRange) {
    const found = planFromRelaxed(planning, day, blocked, wantLiked);
    if (found.ok || found.constraint === 'solver-failed') return found;
  }
  // No recipes fit within ±5 % of the target: the range the analysis states is the promise, so
  // the day is planned within it before anything is refused.
  planning.statedRange ??= {
    ...planning,
    rules: statedRangeRules(planning.rules),
    relaxedModel: undefined,
    tried: new Map(),
    proof: undefined,
    statedRange: undefined,
  };
  // Refused only when no plan fits even that range: the reason names the rules that bind there.
  return planFromRelaxed(planning.statedRange, day, blocked, wantLiked);
}

/** Relaxed solves a hard day may take while it searches for recipes that fit. */
const RELAXED_BUDGET = 40;
/** Relaxed solves a day that wants a liked food spends looking for one first. */
const LIKED_BUDGET = 12;
/** Candidates of a slot tried at each step of that search, heaviest first. */
const BRANCHES = 3;

/**
 * The relaxed model over these candidates per slot: each slot's servings summed over its
 * candidates. Any choice of one recipe per slot is a point of it, so infeasible means no choice
 * can meet the day; feasible, each candidate's share says how much the day wants it. Every
 * allowed recipe is a column, those not candidates held at 0: the model keeps one shape, and
 * each solve starts from the last one's basis.
 */
function solveRelaxedDay(
  planning: Planning,
  candidates: readonly (readonly Option[])[],
  diagnose: boolean,
  costs?: ReadonlyMap<Option, number>,
) {
  planning.relaxedModel ??= relaxedModel({
    ...dayProblem(
      planning.slots.map((pool, s) => ({
        kind: 'recipe',
        facts: pool[0]!.facts,
        sides: s === 1 || s === 2,
      })),
      planning.rules,
      planning.sides,
    ),
    meals: planning.slots.flatMap((pool, slot) =>
      pool.map((option) => ({
        id: option.id,
        perServing: recipeAmounts(option.facts),
        servings: { min: 0, max: RECIPE_PORTIONS.max, step: RECIPE_PORTIONS.step },
        preferred: 0,
        costPerServing: 0,
        slot,
      })),
    ),
    slots: planning.slots.map(() => ({ min: RECIPE_PORTIONS.min, max: RECIPE_PORTIONS.max })),
    // Only the hard rules decide feasibility: the split is a preference.
    mealEnergy: [],
  });
  const open = candidates.map((pool) => new Set(pool.map((option) => option.id)));
  const result = planning.relaxedModel.solve(
    planning.slots.flatMap((pool, slot) =>
      pool.map((option) => ({
        max: open[slot]!.has(option.id) ? RECIPE_PORTIONS.max : 0,
        cost: costs?.get(option) ?? 0,
      })),
    ),
    planning.relaxedSolver,
    { diagnose },
  );
  if (!result.ok) return result;
  // The relaxed servings come slot by slot, in pool order.
  let k = 0;
  const servings = new Map<string, number>();
  planning.slots.forEach((pool, slot) => {
    for (const option of pool) servings.set(`${slot}:${option.id}`, result.value.servings[k++]!);
  });
  const shares = candidates.map((pool, slot) =>
    pool.map((option) => servings.get(`${slot}:${option.id}`) ?? 0),
  );
  return { ok: true as const, shares };
}

/**
 * What a serving of each recipe costs the relaxed model on this day, in kcal off target: a
 * recipe used before, not liked (when the day wants a liked food) or of another cuisine costs a
 * little more, and a seeded jitter varies the answer from day to day. Small beside the energy
 * target, the costs only choose among days that fit.
 */
const RELAXED_COST = { perUse: 0.4, notLiked: 0.4, otherCuisine: 0.2, jitter: 0.4 } as const;

function relaxedCosts(planning: Planning, wantLiked: boolean): Map<Option, number> {
  const costs = new Map<Option, number>();
  const hasCuisines = planning.profile.foodPreferences.cuisines.length > 0;
  for (const pool of planning.slots) {
    for (const option of pool) {
      if (costs.has(option)) continue;
      costs.set(
        option,
        RELAXED_COST.perUse * (planning.used.get(option.id) ?? 0) +
          (wantLiked && !option.liked ? RELAXED_COST.notLiked : 0) +
          (hasCuisines && !option.chosenCuisine ? RELAXED_COST.otherCuisine : 0) +
          RELAXED_COST.jitter * planning.random.next(),
      );
    }
  }
  return costs;
}

/** Each slot's candidate with the largest share, no recipe twice in a day; null if none left. */
function largestShares(
  candidates: readonly (readonly Option[])[],
  shares: readonly number[][],
): Option[] | null {
  const taken = new Set<string>();
  const picks: Option[] = [];
  for (let s = 0; s < candidates.length; s++) {
    let best: Option | undefined;
    let bestShare = -1;
    candidates[s]!.forEach((option, i) => {
      const share = shares[s]![i]!;
      if (!taken.has(option.id) && share > bestShare) {
        best = option;
        bestShare = share;
      }
    });
    if (!best) return null;
    picks.push(best);
    taken.add(best.id);
  }
  return picks;
}

/**
 * A day no random draw could fill. First the proof: the relaxed model over every allowed recipe;
 * infeasible, no choice can meet the day, and the binding rules are named. Otherwise a search
 * fixes one slot at a time to a recipe the relaxed model wants most, solving it again each time
 * and stepping back when a choice leaves no way on, until the exact model fits a whole day.
 */
function planFromRelaxed(
  planning: Planning,
  day: number,
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
): DayResult {
  // Every day has the same rules, so one proof serves the whole plan.
  planning.proof ??= solveRelaxedDay(planning, planning.slots, true);
  const proof = planning.proof;
  if (!proof.ok) {
    if (proof.error.kind === 'solver-failed') return { ok: false, constraint: 'solver-failed' };
    const binding = proof.error.binding;
    return {
      ok: false,
      constraint: binding[0]?.id ?? 'energy-band',
      reason: impossibleReason(binding, planning),
    };
  }
  // Recent main meals stay out when the day can do without them.
  const fresh = planning.slots.map((pool, s) => {
    if (s >= 3) return pool;
    const kept = pool.filter((option) => !blocked.has(option.id));
    return kept.length > 0 ? kept : pool;
  });
  const costs = relaxedCosts(planning, wantLiked);
  let budget = RELAXED_BUDGET;
  const search = (
    candidates: readonly (readonly Option[])[],
    shares: number[][] | null,
    isRoot = false,
  ): DayResult | null => {
    let current = shares;
    if (!current) {
      if (budget-- <= 0) return null;
      const relaxed = solveRelaxedDay(planning, candidates, false, costs);
      if (!relaxed.ok) return null;
      current = relaxed.shares;
    }
    // At the root, the relaxed answer itself: each slot's largest share often makes a day.
    if (isRoot) {
      const picks = largestShares(candidates, current);
      const result = picks ? tryPicks(planning, day, picks, true) : [];
      if (!Array.isArray(result)) return result;
    }
    const open = candidates.flatMap((pool, s) => (pool.length > 1 ? [s] : []));
    if (open.length === 0) {
      const result = tryPicks(
        planning,
        day,
        candidates.map((pool) => pool[0]!),
        true,
      );
      return Array.isArray(result) ? null : result;
    }
    // The slot the relaxed answer is surest about, its candidates by share.
    const slot = open.reduce((best, s) =>
      Math.max(...current[s]!) > Math.max(...current[best]!) ? s : best,
    );
    const ranked = candidates[slot]!.map((option, i) => ({ option, share: current[slot]![i]! }))
      .sort((a, b) => b.share - a.share || b.option.weight - a.option.weight)
      .slice(0, BRANCHES);
    for (const { option } of ranked) {
      const next = candidates.map((pool, s) =>
        s === slot ? [option] : pool.filter((other) => other.id !== option.id),
      );
      if (next.some((pool) => pool.length === 0)) continue;
      const found = search(next, null);
      if (found) return found;
      if (budget <= 0) break;
    }
    return null;
  };
  // A day that wants a liked food first searches with one slot held to liked recipes (main
  // meals first, where most are), on a smaller budget.
  if (wantLiked) {
    for (const slot of [2, 1, 0, ...fresh.keys()].filter((s, i, all) => all.indexOf(s) === i)) {
      const liked = fresh[slot]?.filter((option) => option.liked) ?? [];
      if (liked.length === 0) continue;
      budget = LIKED_BUDGET;
      const found = search(
        fresh.map((pool, s) => (s === slot ? liked : pool)),
        null,
        true,
      );
      if (found) return found;
      break;
    }
    budget = RELAXED_BUDGET;
  }
  const isFresh = fresh.every((pool, s) => pool === planning.slots[s]);
  const found = search(fresh, null, true) ?? (isFresh ? null : search(planning.slots, null));
  return (
    found ?? {
      ok: false,
      constraint: 'search-exhausted',
      reason: `We could not find recipes for day ${day} that meet all of your targets in household portions, though they are not impossible together. Please try Regenerate, or ask us for a shorter plan.`,
    }
  );
}

/** 'Days 2 and 5 keep to the range your analysis gives (...)', for the plan's notes. */
function statedRangeNote(days: readonly number[], planDays: number, rules: DayRules): string {
  const kcal = (value: number) => Math.round(value).toLocaleString('en-US');
  const list =
    days.length === planDays
      ? 'Every day keeps'
      : days.length === 1
        ? `Day ${days[0]} keeps`
        : `Days ${days.slice(0, -1).join(', ')} and ${days.at(-1)} keep`;
  const { minKcal, maxKcal } = rules.statedRange;
  return `${list} to the range your analysis gives (${kcal(minKcal)}–${kcal(maxKcal)} kcal) rather than within 5\u00a0% of your ${kcal(rules.targets.energyKcal)} kcal target: no recipes fit all of your limits together any closer.`;
}

const formatAmount = (value: number) =>
  value >= 100 ? Math.round(value).toLocaleString('en-US') : String(Math.round(value * 10) / 10);

/** 'protein at most 50 g a day (kidney disease) would have to give about 12 g' in plain words. */
function impossibleReason(binding: readonly BindingConstraint[], planning: Planning): string {
  const { targets } = planning.rules;
  const named = binding.slice(0, 2).map((b) => {
    const limit = targets.limits.find((entry) => entry.id === b.id);
    const what =
      limit?.label.toLowerCase() ??
      {
        'energy-band': 'energy',
        'carbs-range': 'carbohydrate',
        'protein-range': 'protein',
        'fat-range': 'fat',
        'fiber-min': 'fibre',
        'diabetes-carbs-per-meal': 'carbohydrate per meal',
        'refined-grains': 'refined grains',
      }[b.id] ??
      b.nutrient;
    const side = b.bound === 'max' ? 'at most' : 'at least';
    const scope = b.mealIndex !== undefined ? ' per meal' : ' a day';
    // The person's own number, not the model's (which plans a little inside every limit).
    const stated =
      (b.bound === 'max' ? limit?.max : limit?.min) ??
      (b.id === 'diabetes-carbs-per-meal' ? planning.rules.mainMealCarbsMaxG : null) ??
      (b.id === 'refined-grains' ? planning.rules.refinedGrainsMaxOzEq : null) ??
      b.limit;
    return `${what} ${side} ${formatAmount(stated)} ${b.unit}${scope} (it would have to give about ${formatAmount(b.slack)} ${b.unit})`;
  });
  return `No choice of the recipes your rules allow can meet all of your targets in one day: ${named.join(', and ')}. We did not make a plan that breaks a limit. Please ask your doctor or dietitian which target could change.`;
}

function infeasible(constraint: string, reason: string): PlanResult {
  return { ok: false, error: { kind: 'infeasible-plan', constraint, reason } };
}
