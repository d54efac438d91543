import type { MealSlotRef } from '../../planner/swap-meal';
import { verifyMealPlan } from '../../planner/verify-meal-plan';
import { capitalize, formatList, formatWholeNumber, plural } from '../../profile/format';
import type { HealthProfile } from '../../profile/health-profile';
import type { NutritionTargets } from '../../targets/schemas';
import { violationsOf } from '../edits/checks';
import { replanDays } from '../edits/regenerate';
import { type Replacement, replaceMeals } from '../edits/replace-meals';
import { hasLockedMeal, refOfViolation, unlockedRefs } from '../edits/slots';
import {
  changedMeals,
  keptLockedText,
  lockedMealsText,
  mealCount,
  refused,
  regenerate,
  type State,
  type Step,
  swapsText,
  targetsErrorText,
  theMeals,
  withProfile,
} from '../step';

/**
 * Excluding foods, shared by a new restriction, allergy or dislike: the meals the new rule
 * catches are replaced, their days planned again, or the plan rebuilt, in that order; locked
 * meals stay and are named.
 */

const refId = (ref: { day?: number; meal?: string }) => `${ref.day}:${ref.meal}`;

/**
 * The locked meals a profile's new restriction or dislike catches: they stay (the lock is the
 * person's later choice), and the reply names them. Only a plan with locks is checked.
 */
function lockedOutsidePreferences(
  state: State,
  profile: HealthProfile,
  targets: NutritionTargets,
): MealSlotRef[] {
  if (!hasLockedMeal(state.plan)) return [];
  const caught = (who: HealthProfile, nutrition: NutritionTargets) =>
    verifyMealPlan(state.plan, who, {
      targets: nutrition,
      energyKcal: nutrition.energy.targetKcal,
    }).warnings.filter((warning) => warning.code === 'locked-meal-outside-preferences');
  // A rule already in the profile counts too: "make it vegetarian" again still names the meal.
  const before =
    profile === state.profile
      ? new Set<string>()
      : new Set(caught(state.profile, state.targets).map(refId));
  const refs: MealSlotRef[] = [];
  const seen = new Set<string>();
  for (const warning of caught(profile, targets)) {
    const ref = refOfViolation({ ...warning, code: 'excluded-food' });
    const id = refId(warning);
    if (!ref || seen.has(id) || before.has(id)) continue;
    seen.add(id);
    refs.push(ref);
  }
  return refs;
}

type ExclusionResult = (
  | { kind: 'none'; state: State }
  | { kind: 'replaced'; state: State; replaced: Replacement[] }
  | {
      kind: 'rebuilt';
      state: State;
      affected: number;
      changed: number;
      /** Only these days were planned again; absent when the whole plan was. */
      days?: number[];
    }
) & {
  /** Locked meals the new rule catches, kept as they are (a restriction or dislike). */
  keptLocked: MealSlotRef[];
};

type ExclusionOutcome = ExclusionResult | { kind: 'failed'; reason: string };

/**
 * Applies a profile that excludes more: replaces just the meals the new rule catches; when that
 * cannot keep every day within its targets, plans just their days again (their other meals kept
 * where possible); only when that fails too, plans afresh with the same length and energy.
 */
export function applyExclusion(
  state: State,
  profile: HealthProfile,
  seed: number,
): ExclusionOutcome {
  const next = withProfile(state, profile);
  if ('kind' in next) return { kind: 'failed', reason: targetsErrorText(next) };
  const keptLocked = lockedOutsidePreferences(state, profile, next.targets);
  const violations = violationsOf(state.plan, profile, next.targets);
  if (violations.length === 0) return { kind: 'none', state: next, keptLocked };
  const refs: MealSlotRef[] = [];
  const seen = new Set<string>();
  for (const violation of violations) {
    if (violation.code !== 'excluded-food' && violation.code !== 'kosher-meat-with-dairy') continue;
    const ref = refOfViolation(violation);
    const id = ref ? `${ref.day}:${ref.slot}:${ref.snackIndex ?? 0}` : '';
    if (ref && !seen.has(id)) {
      seen.add(id);
      refs.push(ref);
    }
  }
  // A locked meal an allergy (or a health rule) now catches cannot stay, and a lock is never
  // undone by an edit: the person unlocks it first.
  const free = unlockedRefs(state.plan, refs);
  if (free.length < refs.length) {
    const locked = refs.filter((ref) => !free.includes(ref));
    const one = locked.length === 1;
    return {
      kind: 'failed',
      reason: `${lockedMealsText(state.plan, locked)} ${one ? 'has' : 'have'} it, and I keep a locked meal as it is: unlock ${one ? 'it' : 'them'}, then ask again.`,
    };
  }
  const replaced = replaceMeals(state.plan, profile, refs, {
    seed,
    nutritionTargets: next.targets,
    solver: state.solver,
  });
  if (replaced.ok) {
    return {
      kind: 'replaced',
      state: { ...next, plan: replaced.value.plan },
      replaced: replaced.value.replaced,
      keptLocked,
    };
  }
  const revised = replanDays(state.plan, profile, refs, state.chosenKcal, seed, state.solver);
  if (revised.ok) {
    return {
      kind: 'rebuilt',
      state: { ...next, plan: revised.value },
      affected: refs.length,
      changed: changedMeals(state.plan, revised.value),
      days: [...new Set(refs.map((ref) => ref.day))].sort((a, b) => a - b),
      keptLocked,
    };
  }
  const rebuilt = regenerate(state, profile, seed);
  if (!rebuilt.ok) {
    return {
      kind: 'failed',
      reason:
        rebuilt.error.kind === 'infeasible-plan'
          ? rebuilt.error.reason
          : targetsErrorText(rebuilt.error),
    };
  }
  return {
    kind: 'rebuilt',
    state: { ...next, plan: rebuilt.value },
    affected: refs.length,
    changed: changedMeals(state.plan, rebuilt.value),
    keptLocked,
  };
}

/** What a rebuild after an exclusion did, as the end of a sentence. */
export function rebuiltText(
  result: Extract<ExclusionResult, { kind: 'rebuilt' }>,
  total: number,
): string {
  const counted = `${formatWholeNumber(result.changed)} of ${formatWholeNumber(total)} meals are new`;
  if (result.days) {
    const all = result.days.length === result.state.plan.days.length;
    const days = all
      ? 'every day'
      : result.days.length === 1
        ? `day ${formatWholeNumber(result.days[0]!)}`
        : `days ${formatList(result.days.map(formatWholeNumber))}`;
    const rest = all ? '' : ', and the other days are as they were';
    return `swapping them one by one could not keep every day on target, so I planned ${days} again around new recipes: ${counted}${rest}.`;
  }
  return `swapping them alone could not keep every day on target, so I rebuilt the plan: ${counted}.`;
}

export function exclusionStep(
  state: State,
  profile: HealthProfile,
  seed: number,
  text: {
    what: string;
    kind: 'allergy' | 'dislike';
    /** Said after the edit: "I've added your peanut allergy." */
    noted: string;
  },
): Step {
  const result = applyExclusion(state, profile, seed);
  if (result.kind === 'failed') {
    return refused(
      `I can't leave ${text.what} out of the plan: ${result.reason} Your current plan is unchanged.`,
    );
  }
  const kept = keptLockedText(result.state.plan, result.keptLocked, `has ${text.what}`);
  if (result.kind === 'none' && kept) {
    return {
      outcome: 'changed',
      message: `Only locked meals have ${text.what}, so the plan stays as it is.${kept} ${text.noted}`,
      state: result.state,
      change: { kind: text.kind, summary: `${text.what}: noted, no meal changed`, mealsChanged: 0 },
    };
  }
  if (result.kind === 'none') {
    return {
      outcome: 'changed',
      message: `None of your meals has ${text.what}, so the plan stays as it is. ${text.noted}`,
      state: result.state,
      change: { kind: text.kind, summary: `${text.what}: noted, no meal changed`, mealsChanged: 0 },
    };
  }
  if (result.kind === 'replaced') {
    const count = result.replaced.length;
    return {
      outcome: 'changed',
      message: `Done: no more ${text.what}${kept ? `, except in your locked ${result.keptLocked.length === 1 ? 'meal' : 'meals'}` : ''}. I replaced ${theMeals(count)} that had it (${swapsText(result.state.plan, result.replaced)}), and every day still meets its targets.${kept} ${text.noted}`,
      state: result.state,
      change: {
        kind: text.kind,
        summary: `${text.what}: ${plural(count, 'meal')} replaced`,
        mealsChanged: count,
      },
    };
  }
  return {
    outcome: 'changed',
    message: `Done: no more ${text.what}${kept ? `, except in your locked ${result.keptLocked.length === 1 ? 'meal' : 'meals'}` : ''}. ${capitalize(plural(result.affected, 'meal'))} had it, and ${rebuiltText(result, mealCount(result.state.plan))}${kept} ${text.noted}`,
    state: result.state,
    change: {
      kind: text.kind,
      summary: `${text.what}: plan rebuilt, ${plural(result.changed, 'meal')} changed`,
      mealsChanged: result.changed,
    },
  };
}
