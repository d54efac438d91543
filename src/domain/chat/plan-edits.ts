import { buildMeal, mealFigures, mealsOfDay, RECIPE_SERVING_BOUNDS } from '../planner/build-meal';
import {
  type DayDish,
  dayOf,
  dayRulesFor,
  portionDay,
  statedRangeRules,
} from '../planner/day-portions';
import {
  generateMealPlan,
  type Option,
  type PlanError,
  planningPools,
} from '../planner/generate-meal-plan';
import { keptSlots, slotIndexOf } from '../planner/meal-choices';
import type { Meal, MealPlan, MealPlanDay } from '../planner/meal-plan';
import { planTargetsFrom } from '../planner/plan-targets';
import { inSession, type LpSolver } from '../planner/portion-lp';
import { seededRandom, weightedIndex } from '../planner/random';
import { replanMealPlan } from '../planner/replan-meal-plan';
import { type MealSlotRef, withMeal } from '../planner/swap-meal';
import { type Violation, verifyMealPlan } from '../planner/verify-meal-plan';
import type { HealthProfile } from '../profile/health-profile';
import type { RecipeFacts } from '../recipes/recipe-library';
import { personalFoodRules } from '../rules/food-exclusions';
import { computeTargetsForProfile } from '../targets/compute-targets';
import type { NutritionTargets, TargetsResult } from '../targets/schemas';

/**
 * Plan edits the chat composes from the planner's parts: replacing several meals at once (the
 * planner's `swapMeal` verifies the whole plan, so it cannot replace one of several meals that all
 * break a new rule), rescaling portions to a new energy target, dropping a snack, and
 * regenerating a plan of the same length. Every function returns a plan only when
 * `verifyMealPlan` finds no violation, and each keeps a locked meal exactly as it is (recipe and
 * portions), planning the rest of its day around it.
 */

/** Recipes tried for one meal before giving up on it. */
const MAX_CANDIDATES = 60;
/** A recipe already this many times in the plan is tried only after the others. */
const MAX_USES = 2;

/** A 32-bit seed derived from a seed and a few numbers: the same inputs give the same seed. */
export function deriveSeed(seed: number, ...parts: number[]): number {
  // murmur3's 32-bit finaliser after each input, so (a, b) and (b, a) give different seeds.
  const mix = (value: number) => {
    let h = value >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    return (h ^ (h >>> 16)) >>> 0;
  };
  let h = mix(seed ^ 0x9e3779b9);
  for (const part of [...parts, parts.length]) h = mix(h ^ mix(part + 0x7f4a7c15));
  return h % 2_147_483_647;
}

/** Whether the person locked any meal of the plan (most plans: no, and the edits do no more work). */
export function hasLockedMeal(plan: MealPlan): boolean {
  return plan.days.some((day) => mealsOfDay(day).some((meal) => meal.isLocked));
}

/** The slots of the plan whose meal is not locked, of those given. */
export function unlockedRefs(plan: MealPlan, refs: readonly MealSlotRef[]): MealSlotRef[] {
  return refs.filter((ref) => {
    const day = plan.days.find((candidate) => candidate.day === ref.day);
    return !(day && mealAt(day, ref)?.isLocked);
  });
}

export function slotRefs(day: MealPlanDay): MealSlotRef[] {
  return [
    { day: day.day, slot: 'breakfast' },
    { day: day.day, slot: 'lunch' },
    { day: day.day, slot: 'dinner' },
    ...day.meals.snacks.map((_, snackIndex) => ({
      day: day.day,
      slot: 'snack' as const,
      snackIndex,
    })),
  ];
}

export function mealAt(day: MealPlanDay, ref: MealSlotRef): Meal | undefined {
  if (ref.slot === 'snack') return day.meals.snacks[ref.snackIndex ?? 0];
  return day.meals[ref.slot];
}

/** The verifier's name for a slot: 'breakfast', 'snack 2'. */
export function slotName(ref: MealSlotRef): string {
  return ref.slot === 'snack' ? `snack ${(ref.snackIndex ?? 0) + 1}` : ref.slot;
}

/** 'Day 2 lunch', 'Day 3 snack 2' (the first snack of a day with one is just 'snack'). */
export function refLabel(ref: MealSlotRef, day?: MealPlanDay): string {
  if (ref.slot === 'snack' && day && day.meals.snacks.length === 1) return `Day ${ref.day} snack`;
  return `Day ${ref.day} ${slotName(ref)}`;
}

const refKey = (ref: MealSlotRef) => `${ref.day}:${slotName(ref)}`;

/** The slot a verifier violation points at. */
export function refOfViolation(violation: Violation): MealSlotRef | undefined {
  if (violation.day === undefined || !violation.meal) return undefined;
  const snack = /^snack (\d+)$/.exec(violation.meal);
  if (snack) return { day: violation.day, slot: 'snack', snackIndex: Number(snack[1]) - 1 };
  if (violation.meal === 'breakfast' || violation.meal === 'lunch' || violation.meal === 'dinner') {
    return { day: violation.day, slot: violation.meal };
  }
  return undefined;
}

const exactEnergy = (meal: Meal) => mealFigures(meal.ingredients ?? []).exact.energyKcal ?? 0;

/** The targets a plan is checked against: the person's, with their chosen energy if any. */
export function targetsFor(profile: HealthProfile, chosenKcal: number | null): TargetsResult {
  return computeTargetsForProfile(profile, { energyKcalOverride: chosenKcal });
}

export function violationsOf(
  plan: MealPlan,
  profile: HealthProfile,
  targets: NutritionTargets,
): Violation[] {
  return verifyMealPlan(plan, profile, { targets, energyKcal: targets.energy.targetKcal })
    .violations;
}

export interface Replacement {
  ref: MealSlotRef;
  previous: Meal;
  next: Meal;
  /** The day's other meals were portioned a little differently to keep the day on target. */
  portionsAdjusted?: boolean;
}

export interface ReplaceOptions {
  seed: number;
  nutritionTargets: NutritionTargets;
  solver: LpSolver;
  /** Only recipes passing this may come in, given the meal they would replace. */
  accept?: (facts: RecipeFacts, previous: Meal) => boolean;
  /** When given, recipes are tried best first (higher is better) instead of by weighted chance. */
  rank?: (facts: RecipeFacts) => number;
  /** A further test of the day a replacement makes ('protein stays under its maximum'). */
  dayCheck?: (day: MealPlanDay) => boolean;
  /** Leave a meal as it is when no recipe fits, instead of failing. */
  isBestEffort?: boolean;
}

export type ReplaceResult =
  | { ok: true; value: { plan: MealPlan; replaced: Replacement[]; kept: MealSlotRef[] } }
  | { ok: false; error: { reason: string; ref?: MealSlotRef } };

function poolFor(pools: Record<string, Option[]>, slot: MealSlotRef['slot']): Option[] {
  const mains = [...(pools.lunch ?? []), ...(pools.dinner ?? [])];
  if (slot === 'lunch' && (pools.lunch ?? []).length < 7) return mains;
  if (slot === 'dinner' && (pools.dinner ?? []).length < 7) return mains;
  return pools[slot] ?? [];
}

/**
 * The order recipes are tried in: best first when ranked, else by weighted chance; either way a
 * recipe already twice in the plan comes after the others, for variety.
 */
function ordered(
  options: Option[],
  optionsOf: ReplaceOptions,
  random: ReturnType<typeof seededRandom>,
  used: ReadonlyMap<string, number>,
) {
  const isWorn = (option: Option) => ((used.get(option.id) ?? 0) >= MAX_USES ? 1 : 0);
  if (optionsOf.rank) {
    const rank = optionsOf.rank;
    return options
      .map((option) => ({ option, score: rank(option.facts!), worn: isWorn(option) }))
      .sort(
        (a, b) =>
          a.worn - b.worn ||
          b.score - a.score ||
          b.option.weight - a.option.weight ||
          a.option.id.localeCompare(b.option.id),
      )
      .map(({ option }) => option)
      .slice(0, MAX_CANDIDATES);
  }
  const weights = options.map((option) => (isWorn(option) ? option.weight * 0.05 : option.weight));
  const out: Option[] = [];
  while (out.length < Math.min(MAX_CANDIDATES, options.length)) {
    const index = weightedIndex(random, weights);
    if (index < 0) break;
    weights[index] = 0;
    out.push(options[index]!);
  }
  return out;
}

const violationId = (v: Violation) => `${v.code}:${v.ruleId ?? ''}:${v.meal ?? ''}`;

/**
 * Replaces each listed meal with another recipe of its slot that the profile allows, portioned so
 * the day keeps its energy target, inside every rule and limit, and not repeating a main meal of
 * the two days either side. Meals still waiting their turn on the same day may break the rules
 * meanwhile (they are being replaced); the finished plan must verify clean.
 */
export function replaceMeals(
  plan: MealPlan,
  profile: HealthProfile,
  refs: readonly MealSlotRef[],
  options: ReplaceOptions,
): ReplaceResult {
  return inSession(options.solver, (solver) =>
    replaceWith(plan, profile, refs, { ...options, solver }),
  );
}

function replaceWith(
  plan: MealPlan,
  profile: HealthProfile,
  refs: readonly MealSlotRef[],
  options: ReplaceOptions,
): ReplaceResult {
  const targets = planTargetsFrom(options.nutritionTargets);
  const energyTarget = targets.energyKcal;
  const rules = dayRulesFor(profile, options.nutritionTargets, targets);
  const { pools, sides } = planningPools(profile, targets, personalFoodRules(profile));
  const random = seededRandom(options.seed);
  const days = plan.days.slice();
  const pending = new Set(refs.map(refKey));
  const replaced: Replacement[] = [];
  const kept: MealSlotRef[] = [];
  const used = new Map<string, number>();
  for (const meal of days.flatMap(mealsOfDay)) {
    if (meal.recipeId) used.set(meal.recipeId, (used.get(meal.recipeId) ?? 0) + 1);
  }
  const verifyDay = (day: MealPlanDay) =>
    verifyMealPlan({ days: [day] }, profile, {
      targets: options.nutritionTargets,
      energyKcal: energyTarget,
    }).violations;

  for (const ref of refs) {
    pending.delete(refKey(ref));
    const dayIndex = days.findIndex((day) => day.day === ref.day);
    const day = days[dayIndex];
    const previous = day ? mealAt(day, ref) : undefined;
    if (!day || !previous) {
      return {
        ok: false,
        error: { reason: `The plan has no ${slotName(ref)} on day ${ref.day}.`, ref },
      };
    }
    if (previous.isLocked) {
      // A locked meal stays: callers leave it out, and this holds when one does not.
      if (options.isBestEffort) {
        kept.push(ref);
        continue;
      }
      return { ok: false, error: { reason: `${refLabel(ref, day)} is locked.`, ref } };
    }
    const waiting = new Set(
      slotRefs(day)
        .filter((other) => pending.has(refKey(other)))
        .map(slotName),
    );
    const before = new Set(verifyDay(day).map(violationId));
    const others = mealsOfDay(day).filter((meal) => meal !== previous);
    const othersEnergy = others.reduce((sum, meal) => sum + exactEnergy(meal), 0);
    const blocked = new Set<string>(others.map((meal) => meal.recipeId ?? ''));
    if (previous.recipeId) blocked.add(previous.recipeId);
    if (ref.slot !== 'snack') {
      for (const near of days.slice(Math.max(0, dayIndex - 2), dayIndex + 3)) {
        for (const meal of [near.meals.breakfast, near.meals.lunch, near.meals.dinner]) {
          if (meal.recipeId) blocked.add(meal.recipeId);
        }
      }
    }
    const pool = poolFor(pools, ref.slot).filter(
      (option) =>
        option.facts !== null &&
        !blocked.has(option.id) &&
        (!options.accept || options.accept(option.facts, previous)),
    );
    let chosen: { day: MealPlanDay; next: Meal } | undefined;
    const index = mealsOfDay(day).indexOf(previous);
    const withSides = ref.slot === 'lunch' || ref.slot === 'dinner';
    for (const option of ordered(pool, options, random, used)) {
      // The planner's model first (the day's other meals may move a little); when meals still
      // waiting their turn break a limit, the new recipe alone, sized to the day's energy.
      const dishes: DayDish[] = mealsOfDay(day).map((meal, i) =>
        i === index
          ? { kind: 'recipe', facts: option.facts, sides: withSides }
          : { kind: 'held', meal, ...(meal.isLocked ? { range: 'fixed' as const } : {}) },
      );
      const dayRules = day.statedEnergyRange ? statedRangeRules(rules) : rules;
      const solved =
        waiting.size === 0
          ? portionDay(dishes, dayRules, sides, options.solver, { diagnose: false })
          : null;
      const energy = Math.max(option.perServing[0]!, 1);
      const servings = Math.min(
        RECIPE_SERVING_BOUNDS.max,
        Math.max(RECIPE_SERVING_BOUNDS.min, (energyTarget - othersEnergy) / energy),
      );
      const next = solved?.ok ? solved.value.meals[index]! : buildMeal(option.facts, servings);
      const candidate = solved?.ok
        ? dayOf(day.day, solved.value.meals, day)
        : withMeal(day, ref, next);
      if (options.dayCheck && !options.dayCheck(candidate)) continue;
      const remaining = verifyDay(candidate).filter(
        (v) =>
          !(v.meal && waiting.has(v.meal)) &&
          !(waiting.size > 0 && !v.meal && before.has(violationId(v))),
      );
      if (remaining.length === 0) {
        chosen = { day: candidate, next };
        break;
      }
    }
    if (!chosen) {
      if (options.isBestEffort) {
        kept.push(ref);
        continue;
      }
      return {
        ok: false,
        error: {
          reason: `No other ${ref.slot} recipe keeps day ${ref.day} within your targets and rules.`,
          ref,
        },
      };
    }
    days[dayIndex] = chosen.day;
    replaced.push({ ref, previous, next: chosen.next });
    if (previous.recipeId) used.set(previous.recipeId, (used.get(previous.recipeId) ?? 1) - 1);
    if (chosen.next.recipeId) {
      used.set(chosen.next.recipeId, (used.get(chosen.next.recipeId) ?? 0) + 1);
    }
  }
  const result: MealPlan = { ...plan, days };
  const violations = verifyMealPlan(result, profile, {
    targets: options.nutritionTargets,
    energyKcal: energyTarget,
  }).violations;
  if (violations.length > 0) return { ok: false, error: { reason: violations[0]!.message } };
  return { ok: true, value: { plan: result, replaced, kept } };
}

/**
 * A day with its meals re-portioned for `targets` by the planner's model, each near the ratio of
 * the new energy target to the day's; undefined when no portions keep every rule.
 */
function scaleDay(
  day: MealPlanDay,
  profile: HealthProfile,
  targets: NutritionTargets,
  solver: LpSolver,
): MealPlanDay | undefined {
  const meals = mealsOfDay(day);
  const energy = meals.reduce((sum, meal) => sum + exactEnergy(meal), 0);
  if (energy <= 0) return undefined;
  const planTargets = planTargetsFrom(targets);
  const ratio = planTargets.energyKcal / energy;
  // A locked meal keeps its portions: the day's other meals make up the new target.
  const portioned = portionDay(
    meals.map((meal) =>
      meal.isLocked
        ? { kind: 'held', meal, range: 'fixed' }
        : { kind: 'held', meal, range: 'rescale', preferred: ratio },
    ),
    dayRulesFor(profile, targets, planTargets),
    [],
    solver,
    { diagnose: false },
  );
  return portioned.ok ? dayOf(day.day, portioned.value.meals, day) : undefined;
}

/**
 * The same meals with portions rescaled to a new daily energy target; undefined when a portion
 * would leave its bounds or the result breaks a rule (the caller then plans afresh).
 */
export function rescalePlan(
  plan: MealPlan,
  profile: HealthProfile,
  targets: NutritionTargets,
  solver: LpSolver,
): MealPlan | undefined {
  return inSession(solver, (session) => rescaleWith(plan, profile, targets, session));
}

function rescaleWith(
  plan: MealPlan,
  profile: HealthProfile,
  targets: NutritionTargets,
  solver: LpSolver,
): MealPlan | undefined {
  const target = targets.energy.targetKcal;
  const days: MealPlanDay[] = [];
  for (const day of plan.days) {
    const scaled = scaleDay(day, profile, targets, solver);
    if (!scaled) return undefined;
    days.push(scaled);
  }
  const result: MealPlan = {
    ...plan,
    days,
    dailyCalories: target,
    targets: planTargetsFrom(targets),
  };
  return violationsOf(result, profile, targets).length === 0 ? result : undefined;
}

/**
 * The plan with `count` snacks a day, the other meals scaled up so each day keeps its energy
 * target. Each day drops the snacks whose removal still keeps it inside every limit (the last
 * ones first); undefined when no choice does for some day.
 */
export function dropSnacks(
  plan: MealPlan,
  profile: HealthProfile,
  targets: NutritionTargets,
  count: number,
  solver: LpSolver,
): MealPlan | undefined {
  return inSession(solver, (session) => dropWith(plan, profile, targets, count, session));
}

function dropWith(
  plan: MealPlan,
  profile: HealthProfile,
  targets: NutritionTargets,
  count: number,
  solver: LpSolver,
): MealPlan | undefined {
  const target = targets.energy.targetKcal;
  const verifyDay = (day: MealPlanDay) =>
    verifyMealPlan({ days: [day] }, profile, { targets, energyKcal: target }).violations;
  const days: MealPlanDay[] = [];
  for (const day of plan.days) {
    const snacks = day.meals.snacks;
    const drop = snacks.length - count;
    if (drop <= 0) {
      days.push(day);
      continue;
    }
    // Which snacks to keep: every way of keeping `count` of them, the earliest ones first, and
    // always the locked ones.
    const locked = snacks.flatMap((snack, i) => (snack.isLocked ? [i] : []));
    const choices = keepChoices(snacks.length, count).filter((keep) =>
      locked.every((i) => keep.includes(i)),
    );
    let chosen: MealPlanDay | undefined;
    for (const keep of choices) {
      const trimmed: MealPlanDay = {
        ...day,
        meals: { ...day.meals, snacks: keep.map((i) => snacks[i]!) },
      };
      const scaled = scaleDay(trimmed, profile, targets, solver);
      if (scaled && verifyDay(scaled).length === 0) {
        chosen = scaled;
        break;
      }
    }
    if (!chosen) return undefined;
    days.push(chosen);
  }
  const result: MealPlan = { ...plan, days };
  return violationsOf(result, profile, targets).length === 0 ? result : undefined;
}

/** Index sets of size `count` from `0..total-1`, in lexicographic order. */
function keepChoices(total: number, count: number): number[][] {
  if (count === 0) return [[]];
  const out: number[][] = [];
  const walk = (start: number, picked: number[]) => {
    if (picked.length === count) {
      out.push(picked);
      return;
    }
    for (let i = start; i < total; i++) walk(i + 1, [...picked, i]);
  };
  walk(0, []);
  return out;
}

/**
 * The plan with only the days of `refs` planned again, for this profile: on each, the meals of
 * `refs` get new recipes and the day's other meals keep theirs when any day can be made that way;
 * every other day stays as it is. Returned only when the whole plan verifies.
 */
export function replanDays(
  plan: MealPlan,
  profile: HealthProfile,
  refs: readonly MealSlotRef[],
  chosenKcal: number | null,
  seed: number,
  solver: LpSolver,
): RegenerateResult {
  const days = new Map<number, Set<number>>();
  for (const ref of unlockedRefs(plan, refs)) {
    const slots = days.get(ref.day) ?? new Set<number>();
    slots.add(slotIndexOf(ref));
    days.set(ref.day, slots);
  }
  // The locked meals of those days stay exactly as they are, the day planned around them.
  const held = new Map<number, Set<number>>();
  for (const dayNumber of days.keys()) {
    const day = plan.days.find((candidate) => candidate.day === dayNumber);
    const locked = day ? keptSlots(day, false) : new Set<number>();
    if (locked.size > 0) held.set(dayNumber, locked);
  }
  const result = generateMealPlan(profile, {
    days: plan.days.length,
    seed,
    solver,
    revise: { plan, days, ...(held.size > 0 ? { held, isHeldExact: true } : {}) },
    ...(chosenKcal !== null ? { energyKcal: chosenKcal } : {}),
  });
  if (!result.ok) return result;
  const targets = targetsFor(profile, chosenKcal);
  if (!targets.ok || violationsOf(result.value, profile, targets.value).length > 0) {
    return {
      ok: false,
      error: {
        kind: 'infeasible-plan',
        constraint: 'verification',
        reason: 'The re-planned days did not pass every check of your rules.',
      },
    };
  }
  return result;
}

export type RegenerateResult = { ok: true; value: MealPlan } | { ok: false; error: PlanError };

/**
 * A new plan as long as the current one (a one-day sample gets one day, planned as such, so its
 * notes name only days it has), for the profile and the chosen energy (if any). Returned only
 * when it verifies; a plan that does not is tried once more with another seed. With `current`,
 * its locked meals stay exactly as they are, each day planned around them (the planner's
 * Regenerate), or the planner's reason why a day cannot keep them comes back.
 */
export function regeneratePlan(
  length: number,
  profile: HealthProfile,
  chosenKcal: number | null,
  seed: number,
  solver: LpSolver,
  current?: MealPlan,
): RegenerateResult {
  const days = Math.min(14, Math.max(1, Math.round(length)));
  const locked = current && current.days.length === days && hasLockedMeal(current);
  let failure: PlanError | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    const options = {
      days,
      seed: deriveSeed(seed, attempt),
      solver,
      ...(chosenKcal !== null ? { energyKcal: chosenKcal } : {}),
    };
    const result = locked
      ? replanMealPlan(profile, {
          ...options,
          plan: current,
          keep: 'locked',
          isKeptExact: true,
        })
      : generateMealPlan(profile, options);
    if (!result.ok) {
      // The planner already tries hard; another seed rarely turns 'infeasible' around.
      failure = result.error;
      break;
    }
    const plan = result.value;
    const targets = targetsFor(profile, chosenKcal);
    if (targets.ok && violationsOf(plan, profile, targets.value).length === 0) {
      return { ok: true, value: plan };
    }
  }
  return {
    ok: false,
    error: failure ?? {
      kind: 'infeasible-plan',
      constraint: 'verification',
      reason: 'The new plan did not pass every check of your rules.',
    },
  };
}
