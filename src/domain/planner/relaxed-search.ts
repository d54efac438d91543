import { formatAmount } from '../profile/format';
import { err } from '../profile/result';
import { dayProblem, RECIPE_PORTIONS, recipeAmounts } from './day-portions';
import {
  type DayResult,
  earlierDay,
  type Planning,
  type RelaxedShares,
  tryPicks,
} from './planning';
import type { Option } from './planning-pools';
import { relaxedModel } from './portion-lp';
import type { BindingConstraint } from './portion-problem';

/**
 * A hard day: the relaxed model over every allowed recipe either proves no choice can meet the
 * day (and names the rules that bind, by how much) or guides a small search to recipes that do.
 */

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
): RelaxedShares {
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
  const servings = planning.slots.map((pool) => {
    const bySlot = new Map<string, number>();
    for (const option of pool) bySlot.set(option.id, result.value.servings[k++]!);
    return bySlot;
  });
  const shares = candidates.map((pool, slot) =>
    pool.map((option) => servings[slot]!.get(option.id) ?? 0),
  );
  return { ok: true as const, value: shares };
}

/**
 * What a serving of each recipe costs the relaxed model on this day, in kcal off target: a
 * recipe used before, not liked (when the day wants a liked food) or of another cuisine costs a
 * little more, and a seeded jitter varies the answer from day to day. Small beside the energy
 * target, the costs only choose among days that fit.
 */
const RELAXED_COST = { perUse: 0.4, notLiked: 0.4, otherCuisine: 0.8, jitter: 0.4 } as const;

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

/** A share this small is none: the relaxed answer does not use that recipe. */
const NO_SHARE = 1e-9;

/**
 * The relaxed answer once `slot` is held to `option`, without solving again, when the answer
 * already used no other recipe in that slot and `option` in no other: it is then a point of the
 * smaller model, and the best one, since that model only takes choices away. Null otherwise.
 */
export function sharesWhenFixed(
  candidates: readonly (readonly Option[])[],
  shares: readonly number[][],
  slot: number,
  option: Option,
): number[][] | null {
  const next: number[][] = [];
  for (let s = 0; s < candidates.length; s++) {
    const pool = candidates[s]!;
    const kept: number[] = [];
    for (let i = 0; i < pool.length; i++) {
      const share = shares[s]![i]!;
      const isOption = pool[i]!.id === option.id;
      if (s === slot ? isOption : !isOption) kept.push(share);
      else if (share > NO_SHARE) return null;
    }
    next.push(kept);
  }
  return next;
}

/**
 * A day no random draw could fill. First the proof: the relaxed model over every allowed recipe;
 * infeasible, no choice can meet the day, and the binding rules are named. Otherwise a search
 * fixes one slot at a time to a recipe the relaxed model wants most, solving it again each time
 * and stepping back when a choice leaves no way on, until the exact model fits a whole day.
 * `mode`: 'fresh' keeps recent main meals out; 'recent' lets them back (and only that search);
 * 'liked' is only the search for a day with a liked food.
 */
export function planFromRelaxed(
  planning: Planning,
  day: number,
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
  mode: 'fresh' | 'recent' | 'liked' = 'fresh',
): DayResult {
  // Every day has the same rules, so one proof serves the whole plan.
  planning.proof ??= solveRelaxedDay(planning, planning.slots, true);
  const proof = planning.proof;
  if (!proof.ok) {
    if (proof.error.kind === 'solver-failed') return err({ constraint: 'solver-failed' });
    const binding = proof.error.binding;
    return err({
      constraint: binding[0]?.id ?? 'energy-band',
      reason: impossibleReason(binding, planning),
    });
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
      current = relaxed.value;
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
      const found = search(next, sharesWhenFixed(candidates, current, slot, option));
      if (found) return found;
      if (budget <= 0) break;
    }
    return null;
  };
  const isFresh = fresh.every((pool, s) => pool === planning.slots[s]);
  const exhausted = err({
    constraint: 'search-exhausted',
    reason: `We could not find recipes for day ${day} that meet all of your targets in household portions, though they are not impossible together. Please try Regenerate, or ask us for a shorter plan.`,
  });
  // Recent main meals back in, when they were left out at all.
  if (mode === 'recent') return (isFresh ? null : search(planning.slots, null)) ?? exhausted;
  // A day that wants a liked food first searches with one slot held to liked recipes, each
  // slot that has any in turn (main meals first, where most are), on a smaller budget.
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
    }
    budget = RELAXED_BUDGET;
  }
  if (mode === 'liked') return exhausted;
  // When no new recipes fit, a day this plan made before (none of its main meals from the last
  // two days).
  return search(fresh, null, true) ?? earlierDay(planning, day, blocked, wantLiked) ?? exhausted;
}

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
    return `${what} ${side} ${formatAmount(stated, 100)} ${b.unit}${scope} (it would have to give about ${formatAmount(b.slack, 100)} ${b.unit})`;
  });
  return `No choice of the recipes your rules allow can meet all of your targets in one day: ${named.join(', and ')}. We did not make a plan that breaks a limit. Please ask your doctor or dietitian which target could change.`;
}
