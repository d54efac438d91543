import { formatKcal, formatWholeNumber } from '../../profile/format';
import { targetsFor } from '../edits/checks';
import { rescalePlan } from '../edits/portions';
import {
  changedMeals,
  type IntentOf,
  lockedNote,
  mealCount,
  refused,
  regenerate,
  type State,
  type Step,
  shortCitation,
  targetsErrorText,
} from '../step';
import { type SuggestionTopic, suggestionsFor } from '../suggestions';

/** 'Reduce calories to 1500/day', 'fewer calories', 'cut 300 calories': a new daily energy. */

/**
 * Our planning bound, not a clinical number: a chosen daily energy more than this above the
 * estimated needs (TDEE, A1 × A2) is refused as implausible without a dietitian.
 */
export const ENERGY_MAX_ABOVE_TDEE_KCAL = 1000;
/** 'Fewer calories' / 'more calories' without a number move the target by this share. */
const ENERGY_STEP_SHARE = 0.1;

/**
 * A request worded as a reduction never raises the plan, and one worded as an increase never
 * lowers it: when the figure goes the other way, the plan is left as it is and the reply says
 * where it stands. Undefined when the figure is on the asked-for side.
 */
function wrongWay(
  direction: 'down' | 'up' | undefined,
  kcal: number,
  current: number,
  bounds: { floorKcal: number; ceilingKcal: number },
): Step | undefined {
  if (direction === 'down' && kcal > current) {
    const hint =
      kcal <= bounds.ceilingKcal
        ? ` If you do want ${formatKcal(kcal)} a day, ask me to "set calories to ${kcal}".`
        : '';
    return {
      outcome: 'unchanged',
      message: `Your plan is already below ${formatKcal(kcal)} a day: it's at ${formatKcal(current)} a day, and reducing it to ${formatKcal(kcal)} would raise it, so I've left it unchanged.${hint}`,
    };
  }
  if (direction === 'up' && kcal < current) {
    const hint =
      kcal >= bounds.floorKcal
        ? ` If you do want ${formatKcal(kcal)} a day, ask me to "set calories to ${kcal}".`
        : '';
    return {
      outcome: 'unchanged',
      message: `Your plan is already above ${formatKcal(kcal)} a day: it's at ${formatKcal(current)} a day, and raising it to ${formatKcal(kcal)} would lower it, so I've left it unchanged.${hint}`,
    };
  }
  return undefined;
}

export function energyStep(
  state: State,
  requestedKcal: number,
  seed: number,
  direction?: 'down' | 'up',
): Step {
  const computed = targetsFor(state.profile, null);
  if (!computed.ok) return refused(`I can't change the plan: ${targetsErrorText(computed.error)}.`);
  const { floorKcal, tdeeKcal, bmrKcal, targetKcal } = computed.value.energy;
  const kcal = Math.round(requestedKcal / 10) * 10;
  const current = state.targets.energy.targetKcal;
  const ceilingKcal = tdeeKcal + ENERGY_MAX_ABOVE_TDEE_KCAL;
  const against = wrongWay(direction, kcal, current, { floorKcal, ceilingKcal });
  if (against) return against;
  if (kcal < floorKcal) {
    return {
      ...refused(
        `I can't lower your plan to ${formatKcal(kcal)} a day: that's below the safe minimum of ${formatKcal(floorKcal)} for you. Without a doctor's supervision a plan stays at or above your resting energy (about ${formatKcal(bmrKcal)}) and the lower end of reduced-calorie diets (${shortCitation('B13.1')}). Your plan stays at ${formatKcal(current)} a day.`,
      ),
      suggestions: suggestionsFor('filling-low-energy', state.profile),
    };
  }
  if (kcal > ceilingKcal) {
    return refused(
      `I can't raise your plan to ${formatKcal(kcal)} a day: that's more than ${formatKcal(ENERGY_MAX_ABOVE_TDEE_KCAL)} above your estimated needs of ${formatKcal(tdeeKcal)} a day, which I won't plan without a dietitian's advice. Your plan stays at ${formatKcal(current)} a day.`,
    );
  }
  if (kcal === current) {
    return { outcome: 'unchanged', message: `Your plan is already at ${formatKcal(kcal)} a day.` };
  }
  const chosenKcal = kcal === targetKcal ? null : kcal;
  const targets = targetsFor(state.profile, chosenKcal);
  if (!targets.ok) return refused(`I can't change the plan: ${targetsErrorText(targets.error)}.`);
  const next: State = { ...state, chosenKcal, targets: targets.value };
  const topic: SuggestionTopic = kcal < current ? 'filling-low-energy' : 'energy-dense';
  const suggestions = suggestionsFor(topic, state.profile);
  const note =
    chosenKcal === null
      ? ' That is the target computed for you.'
      : kcal < targetKcal
        ? ` (The target computed for you is ${formatKcal(targetKcal)}.)`
        : kcal > tdeeKcal
          ? ` That is above your estimated needs of ${formatKcal(tdeeKcal)} a day, so expect to gain weight.`
          : '';
  const rescaled = rescalePlan(state.plan, state.profile, targets.value, state.solver);
  if (rescaled) {
    return {
      outcome: 'changed',
      message: `Done: your plan is now ${formatKcal(kcal)} a day (was ${formatKcal(current)}). I kept your meals and ${kcal < current ? 'made the portions smaller' : 'made the portions larger'}; every day is within 5 % of the new target.${lockedNote(state.plan, 'keep their portions, and the other meals of their days make up the difference')}${note}`,
      state: { ...next, plan: rescaled },
      change: {
        kind: 'energy',
        summary: `${formatKcal(kcal)} a day: portions rescaled`,
        mealsChanged: 0,
      },
      suggestions,
    };
  }
  const rebuilt = regenerate(state, state.profile, seed, chosenKcal);
  if (!rebuilt.ok) {
    return refused(
      `I can't plan ${formatKcal(kcal)} a day: ${rebuilt.error.kind === 'infeasible-plan' ? rebuilt.error.reason : targetsErrorText(rebuilt.error)} Your plan stays at ${formatKcal(current)} a day.`,
    );
  }
  const changed = changedMeals(state.plan, rebuilt.value);
  return {
    outcome: 'changed',
    message: `Done: your plan is now ${formatKcal(kcal)} a day (was ${formatKcal(current)}). Your meals' portions could not stretch that far, so I rebuilt the plan around the new target (${formatWholeNumber(changed)} of ${formatWholeNumber(mealCount(rebuilt.value))} meals are new); every day is within 5 % of it.${lockedNote(state.plan)}${note}`,
    state: { ...next, plan: rebuilt.value },
    change: {
      kind: 'energy',
      summary: `${formatKcal(kcal)} a day: plan rebuilt`,
      mealsChanged: changed,
    },
    suggestions,
  };
}

export function energyChangeStep(
  state: State,
  intent: IntentOf<'energy-change'>,
  seed: number,
): Step {
  const current = state.targets.energy.targetKcal;
  const computed = targetsFor(state.profile, null);
  if (!computed.ok) return refused(`I can't change the plan: ${targetsErrorText(computed.error)}.`);
  const { floorKcal, tdeeKcal } = computed.value.energy;
  const sign = intent.direction === 'down' ? -1 : 1;
  if (intent.kcal !== undefined || intent.percent !== undefined) {
    const amount = intent.kcal ?? (current * (intent.percent ?? 0)) / 100;
    return energyStep(state, current + sign * amount, seed, intent.direction);
  }
  const step = Math.round((current * ENERGY_STEP_SHARE) / 50) * 50;
  if (intent.direction === 'down') {
    if (current <= floorKcal) {
      return refused(
        `Your plan is already at ${formatKcal(current)} a day, the safe minimum for you without a doctor's supervision, so I can't lower it further.`,
      );
    }
    return energyStep(state, Math.max(floorKcal, current - step), seed, 'down');
  }
  const ceiling = tdeeKcal + ENERGY_MAX_ABOVE_TDEE_KCAL;
  if (current >= ceiling) {
    return refused(
      `Your plan is already at ${formatKcal(current)} a day, ${formatKcal(ENERGY_MAX_ABOVE_TDEE_KCAL)} above your estimated needs, the most I plan without a dietitian's advice.`,
    );
  }
  return energyStep(state, Math.min(ceiling, current + step), seed, 'up');
}
