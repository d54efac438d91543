import { buildMeal, mealsOfDay, RECIPE_SERVING_BOUNDS } from '../../planner/build-meal';
import { type DayDish, dayOf, portionDay } from '../../planner/day-portions';
import { dayRulesFor, statedRangeRules } from '../../planner/day-rules';
import { inSession } from '../../planner/infeasibility-memory';
import type { LpSolver } from '../../planner/linear-program';
import type { Meal, MealPlan, MealPlanDay } from '../../planner/meal-plan';
import { planTargetsFrom } from '../../planner/plan-targets';
import { type Option, planningPools } from '../../planner/planning-pools';
import { seededRandom, weightedIndex } from '../../planner/random';
import { withRepeatNote } from '../../planner/repeat-note';
import { type MealSlotRef, withMeal } from '../../planner/swap-meal';
import { type Violation, verifyMealPlan } from '../../planner/verify-meal-plan';
import type { HealthProfile } from '../../profile/health-profile';
import type { Result } from '../../profile/result';
import type { RecipeFacts } from '../../recipes/recipe-library';
import { personalFoodRules } from '../../rules/food-exclusions';
import type { NutritionTargets } from '../../targets/schemas';
import { exactEnergy } from './checks';
import { mealAt, refKey, refLabel, slotName, slotRefs } from './slots';

/** Recipes tried for one meal before giving up on it. */
const MAX_CANDIDATES = 60;
/** A recipe already this many times in the plan is tried only after the others. */
const MAX_USES = 2;

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

export type ReplaceResult = Result<
  { plan: MealPlan; replaced: Replacement[]; kept: MealSlotRef[] },
  { reason: string; ref?: MealSlotRef }
>;

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
  const result: MealPlan = withRepeatNote({ ...plan, days });
  const violations = verifyMealPlan(result, profile, {
    targets: options.nutritionTargets,
    energyKcal: energyTarget,
  }).violations;
  if (violations.length > 0) return { ok: false, error: { reason: violations[0]!.message } };
  return { ok: true, value: { plan: result, replaced, kept } };
}
