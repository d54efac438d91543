import { formatKcal, formatWholeNumber } from '../../profile/format';
import {
  changedMeals,
  lockedNote,
  mealCount,
  refused,
  regenerate,
  type State,
  type Step,
  targetsErrorText,
} from '../step';

/** 'Regenerate', 'start over', 'new plan': a fresh plan with the same rules and energy. */

export function regenerateStep(state: State, seed: number): Step {
  const rebuilt = regenerate(state, state.profile, seed);
  if (!rebuilt.ok) {
    return refused(
      `I couldn't build a new plan: ${rebuilt.error.kind === 'infeasible-plan' ? rebuilt.error.reason : targetsErrorText(rebuilt.error)} Your current plan is unchanged.`,
    );
  }
  const changed = changedMeals(state.plan, rebuilt.value);
  const length = rebuilt.value.days.length;
  return {
    outcome: 'changed',
    message: `Here's a fresh ${length}-day plan at about ${formatKcal(state.targets.energy.targetKcal)} a day, with all your rules still applied: ${formatWholeNumber(changed)} of ${formatWholeNumber(mealCount(rebuilt.value))} meals are new.${lockedNote(state.plan)}`,
    state: { ...state, plan: rebuilt.value },
    change: { kind: 'regenerate', summary: 'new plan', mealsChanged: changed },
  };
}
