import { inSession } from '../../planner/infeasibility-memory';
import type { MealPlanDay } from '../../planner/meal-plan';
import { formatKcal, formatList, formatWholeNumber } from '../../profile/format';
import type { NutritionTargets } from '../../targets/schemas';
import { exactEnergy, violationsOf } from '../edits/checks';
import { type ResizeRefusal, resizeMeal } from '../edits/portions';
import { dayOf, type IntentOf, lockedNote, refused, type State, type Step } from '../step';

/** 'Make day 3 lunch bigger', 'lighter dinners': one main meal's portions, each day on target. */

const SLOT_INDEX = { breakfast: 0, lunch: 1, dinner: 2 } as const;

type Slot = keyof typeof SLOT_INDEX;

const mealIn = (day: MealPlanDay, slot: Slot) => day.meals[slot];

const daysText = (days: readonly number[]) =>
  `day${days.length > 1 ? 's' : ''} ${formatList(days.map(String))}`;

/** Names of the day's targets that are not limits of the targets (the planner's own rows). */
const TARGET_WORDS: Readonly<Record<string, string>> = {
  'energy-band': "the day's energy",
  'carbs-range': 'carbohydrate',
  'protein-range': 'protein',
  'fat-range': 'fat',
  'fiber-min': 'fibre',
  'refined-grains': 'refined grains',
};

/** Why a day's meal could not change, in words: its binding rule, or undefined when none came back. */
function limitWords(
  refusal: Extract<ResizeRefusal, { kind: 'limits' }>,
  targets: NutritionTargets,
): string | undefined {
  const binding = refusal.binding[0];
  if (!binding) return undefined;
  if (binding.id === 'diabetes-carbs-per-meal' && refusal.mealCarbsMaxG !== null) {
    return `it would go over about ${formatWholeNumber(refusal.mealCarbsMaxG)} g of carbohydrate, the most one meal has for your diabetes`;
  }
  const what =
    targets.limits.find((limit) => limit.id === binding.id)?.label.toLowerCase() ??
    TARGET_WORDS[binding.id] ??
    binding.nutrient;
  return binding.bound === 'max'
    ? `the day would go over its limit for ${what}`
    : `the day would fall short of its ${what} target`;
}

/** ' Elsewhere it stays as it was: on days 1 and 2 …': the days left as they were, with why. */
function skippedText(skipped: readonly number[], atBound: readonly number[], boundWords: string) {
  if (skipped.length === 0) return '';
  const bounded = skipped.filter((number) => atBound.includes(number));
  const limited = skipped.filter((number) => !atBound.includes(number));
  const reasons = [
    ...(bounded.length > 0 ? [`on ${daysText(bounded)} it is ${boundWords}`] : []),
    ...(limited.length > 0
      ? [
          `on ${daysText(limited)} the other meals could not make up the difference inside your limits`,
        ]
      : []),
  ];
  return ` Elsewhere it stays as it was: ${reasons.join('; ')}.`;
}

export function mealSizeStep(state: State, intent: IntentOf<'meal-size'>): Step {
  const { plan } = state;
  const { slot, direction } = intent;
  const last = plan.days[plan.days.length - 1]!.day;
  const named = intent.day !== undefined && intent.day !== 'all';
  const dayNumbers = named
    ? [intent.day === 'last' ? last : (intent.day as number)]
    : plan.days.map((day) => day.day);
  const missing = dayNumbers.find((number) => !dayOf(plan, number));
  if (missing !== undefined) {
    return refused(`Your plan has days 1 to ${last}; there's no day ${missing}.`);
  }
  const adjective = direction === 'bigger' ? 'bigger' : 'lighter';
  const open = dayNumbers.filter((number) => !mealIn(dayOf(plan, number)!, slot).isLocked);
  if (open.length === 0) {
    return refused(
      `Your ${slot} on ${daysText(dayNumbers)} is locked, so I kept its portions. Unlock it first to make it ${adjective}.`,
    );
  }
  const atBound: number[] = [];
  const bound: Extract<ResizeRefusal, { kind: 'limits' }>[] = [];
  const resized = inSession(state.solver, (session) => {
    const days = new Map<number, MealPlanDay>();
    for (const number of open) {
      const day = resizeMeal(
        dayOf(plan, number)!,
        SLOT_INDEX[slot],
        direction,
        state.profile,
        state.targets,
        session,
      );
      if (!('kind' in day)) days.set(number, day);
      else if (day.kind === 'at-bound') atBound.push(number);
      else bound.push(day);
    }
    return days;
  });
  const dayKcal = formatKcal(state.targets.energy.targetKcal);
  const instead =
    direction === 'bigger'
      ? `swap it for a more filling recipe (say "swap ${slot} on day ${open[0]}"), or raise your daily calories a little (say "add 100 calories")`
      : `swap it for a lighter recipe (say "swap ${slot} on day ${open[0]}"), or lower your daily calories a little (say "reduce calories by 100")`;
  const end = direction === 'bigger' ? 'largest' : 'smallest';
  const limitOfRecipe = direction === 'bigger' ? '2½ servings' : '½ serving';
  if (resized.size === 0 && atBound.length === open.length) {
    return refused(
      `${named ? `Day ${open[0]} ${slot} is` : `Your ${slot} is on every day`} already the ${end} portion its recipe allows (${limitOfRecipe}). What I can do: ${instead}.`,
    );
  }
  if (resized.size === 0) {
    const words = bound.length > 0 ? limitWords(bound[0]!, state.targets) : undefined;
    const carbs = bound[0]?.binding[0]?.id === 'diabetes-carbs-per-meal';
    return refused(
      `I couldn't make your ${slot} ${adjective} on ${named ? `day ${open[0]}` : 'any day'}: ${words ?? `the other meals can't make up the difference while each day stays at about ${dayKcal} and inside your limits`}. What I can do: ${carbs ? `swap it for a more filling recipe with less carbohydrate (say "swap ${slot} on day ${open[0]}")` : instead}.`,
    );
  }
  const next = { ...plan, days: plan.days.map((day) => resized.get(day.day) ?? day) };
  if (violationsOf(next, state.profile, state.targets).length > 0) {
    return refused(
      `I couldn't make your ${slot} ${adjective} within your rules. What I can do: ${instead}.`,
    );
  }
  const changed = [...resized.keys()];
  const kcalOf = (day: MealPlanDay | undefined) => exactEnergy(mealIn(day!, slot));
  const average = (days: readonly (MealPlanDay | undefined)[]) =>
    formatWholeNumber(days.reduce((sum, day) => sum + kcalOf(day), 0) / days.length);
  const before = average(changed.map((number) => dayOf(plan, number)));
  const after = average(changed.map((number) => resized.get(number)));
  const others = direction === 'bigger' ? 'smaller to make room' : 'larger to make up for it';
  const skipped = open.filter((number) => !resized.has(number));
  const only = changed.length === 1 && named ? changed[0]! : undefined;
  const message =
    only !== undefined
      ? `Done: day ${only} ${slot} is ${adjective}: ${mealIn(resized.get(only)!, slot).name}, now ${after} kcal (was ${before}). The day's other meals are ${others}, so the day still comes to about ${dayKcal}.`
      : `Done: your ${slot} is ${adjective} on ${changed.length === dayNumbers.length ? 'every day' : daysText(changed)} (about ${after} kcal instead of ${before}). The other meals of those days are ${others}, so each day still comes to about ${dayKcal}.${skippedText(skipped, atBound, `already the ${end} portion its recipe allows`)}`;
  return {
    outcome: 'changed',
    message: `${message}${lockedNote(plan, 'keep their portions')}`,
    state: { ...state, plan: next },
    change: {
      kind: 'portions',
      summary: `${adjective} ${slot} on ${daysText(changed)}`,
      mealsChanged: 0,
    },
  };
}
