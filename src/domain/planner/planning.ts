import type { HealthProfile } from '../profile/health-profile';
import { type Err, type Ok, ok, type Result } from '../profile/result';
import type { NutritionTargets } from '../targets/schemas';
import { type DayDish, dayOf, portionDay } from './day-portions';
import type { DayRules } from './day-rules';
import type { LpSolver } from './linear-program';
import { ENERGY_TOLERANCE, type Meal, type MealPlanDay } from './meal-plan';
import { INDEX, type Option } from './planning-pools';
import type { RelaxedModel } from './portion-lp';
import type { BindingConstraint, PortionError } from './portion-problem';
import type { Random } from './random';
import type { SideDish } from './sides';
import { verifyMealPlan } from './verify-meal-plan';

/**
 * The state of one plan's generation (`Planning`), and a day made from chosen recipes: exact
 * portions and sides (`portionDay`), checked against every rule, remembered per set of recipes.
 */

export interface Planning {
  profile: HealthProfile;
  nutrition: NutritionTargets;
  rules: DayRules;
  slots: (readonly Option[])[];
  /** Per slot, per recipe: how well a serving sits with the slot's energy and carbohydrate. */
  slotFit: number[][];
  /** Sides a day may take: those that bring energy (protein sides come only at `withProtein`). */
  sides: readonly SideDish[];
  /** Protein sides the person may have (egg whites, for kidney disease), kept for hard days. */
  proteinSides: readonly SideDish[];
  solver: LpSolver;
  /** The relaxed model's solver: every relaxed solve of a plan has the same shape. */
  relaxedSolver: LpSolver;
  /** The relaxed model over every allowed recipe, compiled on the first hard day. */
  relaxedModel?: RelaxedModel;
  random: Random;
  used: Map<string, number>;
  /** The relaxed model over every allowed recipe, once solved. */
  proof?: RelaxedShares;
  /** Each set of recipes tried so far (ids joined): the day it made, or why it failed. */
  tried: Map<string, DayFit | { binding: BindingConstraint[]; fullSearch: boolean }>;
  /** The last day needed the relaxed search: random draws are unlikely to fit the next. */
  lastDayHard: boolean;
  /** The same planning with days held only to the range the analysis states, once needed. */
  statedRange?: Planning;
  /** The stated range's planning up to each limit itself (no margin inside), once needed. */
  exactLimits?: Planning;
  /** The same planning with protein sides too, once a hard day needed them. */
  withProtein?: Planning;
  /** Where a hard day's search starts: the index of its level (`hardDay`, draw-day.ts). */
  hardLevel?: number;
  /** Slots whose meal stays exactly as it is (a revised day's held meals), by slot. */
  heldMeals?: ReadonlyMap<number, Meal>;
  /**
   * Too few liked main recipes (and no liked snack) to fill half of the days if two share a day:
   * a day takes at most one (each comes back only after two days).
   */
  likedMainsScarce: boolean;
  /** The days this plan has made so far, in order (shared by its fallback plannings). */
  planned: DayFit['value'][];
}

/**
 * The planning with `changes` (other rules, slots or sides) and none of the search state made
 * for the old ones: relaxed model, proof, recipes tried, wider levels and where hard days start.
 * What the plan has made so far (days, uses) stays shared.
 */
export function replanning(planning: Planning, changes: Partial<Planning>): Planning {
  return {
    ...planning,
    relaxedModel: undefined,
    proof: undefined,
    tried: new Map(),
    statedRange: undefined,
    exactLimits: undefined,
    withProtein: undefined,
    hardLevel: undefined,
    ...changes,
  };
}

/** The relaxed model's answer over a day's candidates: each candidate's share, slot by slot. */
export type RelaxedShares = Result<number[][], PortionError>;

export type DayFit = Ok<{
  picks: Option[];
  planDay: MealPlanDay;
  /** The kinds of side its meals carry (none on most days). */
  sideKinds: readonly SideDish['kind'][];
}>;
/** A day refused: the rule id or constraint family that bound, and why in plain words. */
export type DayResult = DayFit | Err<{ constraint: string; reason?: string }>;

/**
 * How well one serving of a recipe suits a slot: about the slot's share of the day's energy
 * (so portions sit near one serving, with room to move in quarter steps), and for diabetes not
 * denser in carbohydrate than the per-meal amount allows. 1 is a perfect fit.
 */
export function slotFit(option: Option, slot: number, rules: DayRules): number {
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

/** The day's dishes for these recipes: sides may go with lunch and dinner; a held meal as it is. */
const dishesOf = (picks: readonly Option[], held?: ReadonlyMap<number, Meal>): DayDish[] =>
  picks.map((option, s): DayDish => {
    const meal = held?.get(s);
    return meal
      ? { kind: 'held', meal, range: 'fixed' }
      : { kind: 'recipe', facts: option.facts, sides: s === 1 || s === 2 };
  });

/**
 * A day this plan already made, again: every day has the same rules, so it still meets them.
 * For a day no search could fill: one whose main meals are not `blocked` (so none comes back
 * within two days), with a liked food when the day wants one, the longest ago first. Its recipes
 * must still be in the planning's pools (a revision may pin slots); none when meals are held.
 */
export function earlierDay(
  planning: Planning,
  day: number,
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
): DayFit | null {
  if (planning.heldMeals) return null;
  const fits = planning.planned.filter(
    ({ picks }) =>
      picks.length === planning.slots.length &&
      picks.every((option, s) => planning.slots[s]!.includes(option)) &&
      !picks.slice(0, 3).some((option) => blocked.has(option.id)),
  );
  const chosen =
    (wantLiked && fits.find(({ picks }) => picks.some((option) => option.liked))) || fits[0];
  return chosen ? ok({ ...chosen, planDay: { ...chosen.planDay, day } }) : null;
}

/** Step-search solves a random draw may take before it is redrawn. */
const DRAW_STEP_NODES = 4;

export function tryPicks(
  planning: Planning,
  day: number,
  picks: Option[],
  fullStepSearch: boolean,
): DayFit | BindingConstraint[] {
  // Every day of a plan has the same rules: recipes tried before give the same answer (a day
  // that fit is the same day again; a short search that failed may still get the full one).
  const key = picks.map((option) => option.id).join(' ');
  const known = planning.tried.get(key);
  if (known && 'ok' in known)
    return ok({ ...known.value, planDay: { ...known.value.planDay, day } });
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
  return ok({ picks, planDay, sideKinds: portioned.value.sideKinds });
}
