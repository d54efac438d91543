import { formatKcal, formatWholeNumber, plural } from '../../profile/format';
import type { HealthProfile } from '../../profile/health-profile';
import { LIMITS } from '../../profile/health-profile';
import { dropSnacks } from '../edits/portions';
import {
  changedMeals,
  lockedNote,
  mealCount,
  refused,
  regenerate,
  type State,
  type Step,
  targetsErrorText,
  withProfile,
} from '../step';

/** 'Fewer snacks', 'no snacks', '3 snacks a day', 'more snacks': 0 to 3 snacks a day. */

/** The most snacks any day of the plan has. */
const snacksNow = (state: State) =>
  Math.max(0, ...state.plan.days.map((day) => day.meals.snacks.length));

export function snacksStep(state: State, requested: number, seed: number): Step {
  const current = snacksNow(state);
  const { max } = LIMITS.snacksPerDay;
  if (requested > max) {
    return refused(
      `A plan has at most ${plural(max, 'snack')} a day; yours has ${formatWholeNumber(current)}.`,
    );
  }
  if (requested === current) {
    return {
      outcome: 'unchanged',
      message:
        current === 0
          ? 'Your plan has no snacks already.'
          : `Your plan already has ${plural(current, 'snack')} a day.`,
    };
  }
  const profile: HealthProfile = {
    ...state.profile,
    mealOptions: { ...state.profile.mealOptions, snacksPerDay: requested },
  };
  const next = withProfile(state, profile);
  if ('kind' in next) return refused(`I can't change the plan: ${targetsErrorText(next)}.`);
  const lead =
    requested === 0
      ? 'Done: no more snacks.'
      : `Done: ${plural(requested, 'snack')} a day instead of ${formatWholeNumber(current)}.`;
  const dayKcal = formatKcal(next.targets.energy.targetKcal);
  if (requested < current) {
    const trimmed = dropSnacks(state.plan, profile, next.targets, requested, state.solver);
    if (trimmed) {
      return {
        outcome: 'changed',
        message: `${lead} I kept your other meals and made their portions a little larger, so each day still comes to about ${dayKcal}.${lockedNote(state.plan, 'keep their portions')}`,
        state: { ...next, plan: trimmed },
        change: {
          kind: 'snacks',
          summary: `${plural(requested, 'snack')} a day`,
          mealsChanged: state.plan.days.length * (current - requested),
        },
      };
    }
  }
  const rebuilt = regenerate(state, profile, seed);
  if (!rebuilt.ok) {
    return refused(
      `I can't plan ${plural(requested, 'snack')} a day: ${rebuilt.error.kind === 'infeasible-plan' ? rebuilt.error.reason : targetsErrorText(rebuilt.error)} Your plan is unchanged.`,
    );
  }
  const changed = changedMeals(state.plan, rebuilt.value);
  return {
    outcome: 'changed',
    message: `${lead} I rebuilt the plan so each day still comes to about ${dayKcal} (${formatWholeNumber(changed)} of ${formatWholeNumber(mealCount(rebuilt.value))} meals are new).${lockedNote(state.plan)}`,
    state: { ...next, plan: rebuilt.value },
    change: {
      kind: 'snacks',
      summary: `${plural(requested, 'snack')} a day: plan rebuilt`,
      mealsChanged: changed,
    },
  };
}

/** 'Fewer snacks': one a day fewer than the day with the most has now. */
export function fewerSnacks(state: State, seed: number): Step {
  return snacksStep(state, Math.max(0, snacksNow(state) - 1), seed);
}

/** 'More snacks': one a day more than the day with the most has now. */
export function moreSnacks(state: State, seed: number): Step {
  return snacksStep(state, snacksNow(state) + 1, seed);
}
