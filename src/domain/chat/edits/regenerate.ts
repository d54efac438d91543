import { generateMealPlan, type PlanError } from '../../planner/generate-meal-plan';
import type { LpSolver } from '../../planner/linear-program';
import { keptSlots, slotIndexOf } from '../../planner/meal-choices';
import type { MealPlan } from '../../planner/meal-plan';
import { replanMealPlan } from '../../planner/replan-meal-plan';
import type { MealSlotRef } from '../../planner/swap-meal';
import type { HealthProfile } from '../../profile/health-profile';
import type { Result } from '../../profile/result';
import { targetsFor, violationsOf } from './checks';
import { deriveSeed } from './seed';
import { hasLockedMeal, unlockedRefs } from './slots';

/** Planning the days a rule now catches, or the whole plan, again: same length, same energy. */

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

export type RegenerateResult = Result<MealPlan, PlanError>;

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
