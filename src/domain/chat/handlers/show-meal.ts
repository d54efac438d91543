import type { MealSlotRef } from '../../planner/swap-meal';
import { formatKcal, formatWholeNumber } from '../../profile/format';
import { mealAt, refLabel } from '../edits/slots';
import { dayOf, type IntentOf, type State, type Step } from '../step';

/** "What's in the day 2 dinner?": the meal, its figures and ingredients; nothing changes. */
export function showMeal(state: State, intent: IntentOf<'show-meal'>): Step {
  const { plan } = state;
  const last = plan.days[plan.days.length - 1]!.day;
  const day = intent.day === 'last' ? last : intent.day === 'all' ? undefined : intent.day;
  const slotWord = intent.slot;
  const planDay =
    day !== undefined ? dayOf(plan, day) : plan.days.length === 1 ? plan.days[0] : undefined;
  if (!planDay) {
    return {
      outcome: 'clarify',
      message:
        day === undefined
          ? `Which day's ${slotWord}? Your plan has days 1 to ${last}: say for example "what's in the ${slotWord} on day 2".`
          : `Your plan has days 1 to ${last}; there's no day ${day}.`,
    };
  }
  const ref: MealSlotRef =
    intent.slot === 'snack'
      ? { day: planDay.day, slot: 'snack', snackIndex: intent.snackIndex ?? 0 }
      : { day: planDay.day, slot: intent.slot };
  const meal = mealAt(planDay, ref);
  if (!meal) {
    return { outcome: 'unchanged', message: `Day ${planDay.day} has no ${slotWord}.` };
  }
  // Names like 'Cheese, mozzarella' hold commas: the list is kept apart with semicolons.
  const ingredients = (meal.ingredients ?? []).map(
    (item) =>
      `${item.grams < 1 ? 'a pinch of' : `${formatWholeNumber(Math.round(item.grams))} g`} ${item.name.toLowerCase()}`,
  );
  const figures = `${formatKcal(meal.calories)}, ${formatWholeNumber(Math.round(meal.protein ?? 0))} g protein, ${formatWholeNumber(Math.round(meal.carbs ?? 0))} g carbohydrate, ${formatWholeNumber(Math.round(meal.fat ?? 0))} g fat`;
  return {
    outcome: 'unchanged',
    message: `${refLabel(ref, planDay)} is ${meal.name}: ${figures}.${ingredients.length > 0 ? ` It's made with ${ingredients.join('; ')}.` : ''} Say "swap ${slotWord} on day ${planDay.day}" if you'd like another.`,
  };
}
