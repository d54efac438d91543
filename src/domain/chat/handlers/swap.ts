import { findFoodsByName } from '../../foods/food-table';
import type { MealSlotRef } from '../../planner/swap-meal';
import { swapMeal } from '../../planner/swap-meal';
import { capitalize, formatKcal, formatList, plural } from '../../profile/format';
import { foodExclusions, personalFoodRules } from '../../rules/food-exclusions';
import { type Replacement, replaceMeals } from '../edits/replace-meals';
import { deriveSeed } from '../edits/seed';
import { mealAt, refLabel } from '../edits/slots';
import {
  dayOf,
  type IntentOf,
  mealHasAny,
  recipeHasAny,
  refused,
  restrictionLabel,
  type State,
  type Step,
} from '../step';

/**
 * 'Swap breakfast for Day 1', 'swap all breakfasts', 'a vegetarian dinner on day 2', 'can I have
 * fish on day 3 dinner'.
 */

/** The foods named `food` this person may eat, or why none of them. */
function wantedFoods(state: State, food: string): { ids: ReadonlySet<string> } | { refusal: Step } {
  const foods = findFoodsByName(food);
  const rules = personalFoodRules(state.profile);
  const allowed = foods.filter((item) => foodExclusions(item, rules).length === 0);
  if (allowed.length > 0) return { ids: new Set(allowed.map((item) => item.id)) };
  if (foods.length === 0) {
    return {
      refusal: {
        outcome: 'clarify',
        message: `I couldn't find "${food}" in our food table. Could you name it another way (for example "salmon" or "lentils")?`,
      },
    };
  }
  // Every food by that name is ruled out: say why, by the first one's first reason.
  const reason = foodExclusions(foods[0]!, rules)[0]!;
  if (reason.kind === 'dislike') {
    return {
      refusal: refused(
        `${capitalize(food)} is one of your disliked foods, so I keep it out of your plan. If you've changed your mind, say "I like ${food}" and ask again. Your plan is unchanged.`,
      ),
    };
  }
  const after =
    reason.kind === 'restriction'
      ? 'If your diet has changed, tell me that first.'
      : 'That rule protects your health, so it stays.';
  return {
    refusal: refused(
      `I can't give you ${food}: your profile rules it out (${reason.reason}). ${after} Your plan is unchanged.`,
    ),
  };
}

export function swapStep(state: State, intent: IntentOf<'swap'>, seed: number): Step {
  const { plan } = state;
  const foods = intent.food ? wantedFoods(state, intent.food) : undefined;
  if (foods && 'refusal' in foods) return foods.refusal;
  const wanted = foods?.ids;
  // "I'm tired of chicken, swap day 3 dinner": the new meal has none of it.
  const avoided = intent.avoidFood
    ? new Set(findFoodsByName(intent.avoidFood).map((item) => item.id))
    : undefined;
  const last = plan.days[plan.days.length - 1]!.day;
  const slotWord = intent.slot === 'snack' ? 'snack' : intent.slot;
  let day = intent.day;
  if (day === undefined && plan.days.length === 1) day = plan.days[0]!.day;
  if (day === undefined) {
    const opening = intent.dayWord
      ? `Your plan's days are numbered (Day 1 to Day ${last}), not named, so I can't tell which day "${intent.dayWord}" is.`
      : `Which day's ${slotWord} should I swap? Your plan has days 1 to ${last}.`;
    return {
      outcome: 'clarify',
      message: `${opening} Say for example "swap ${slotWord} for day 2", or "swap every ${slotWord}".`,
    };
  }
  const dayNumbers = day === 'all' ? plan.days.map((d) => d.day) : [day === 'last' ? last : day];
  const missing = dayNumbers.find((n) => !dayOf(plan, n));
  if (missing !== undefined) {
    return refused(`Your plan has days 1 to ${last}; there's no day ${missing}.`);
  }
  let current = plan;
  const done: Replacement[] = [];
  const failed: string[] = [];
  const already: number[] = [];
  dayNumbers.forEach((dayNumber, index) => {
    const planDay = dayOf(current, dayNumber)!;
    const ref: MealSlotRef =
      intent.slot === 'snack'
        ? { day: dayNumber, slot: 'snack', snackIndex: intent.snackIndex ?? 0 }
        : { day: dayNumber, slot: intent.slot };
    const previous = mealAt(planDay, ref);
    if (!previous) {
      failed.push(
        intent.slot === 'snack' && planDay.meals.snacks.length === 0
          ? `Your plan has no snacks on day ${dayNumber}; say "more snacks" to add some.`
          : `Day ${dayNumber} has only ${plural(planDay.meals.snacks.length, 'snack')}.`,
      );
      return;
    }
    if (previous.isLocked) {
      failed.push(
        `${refLabel(ref, planDay)} (${previous.name}) is locked, so I kept it: unlock it if you want another.`,
      );
      return;
    }
    // 'fish for dinner every day': the days whose meal has it already keep that meal.
    if (wanted && dayNumbers.length > 1 && mealHasAny(previous, wanted)) {
      already.push(dayNumber);
      return;
    }
    const daySeed = deriveSeed(seed, index);
    if (intent.restriction || intent.cuisine || wanted || avoided) {
      const { restriction, cuisine, food } = intent;
      const result = replaceMeals(current, state.profile, [ref], {
        seed: daySeed,
        nutritionTargets: state.targets,
        solver: state.solver,
        accept: (facts) =>
          (!restriction || facts.diet[restriction]) &&
          (!cuisine || facts.recipe.cuisine === cuisine) &&
          (!wanted || recipeHasAny(facts, wanted)) &&
          (!avoided || !recipeHasAny(facts, avoided)),
      });
      if (result.ok) {
        current = result.value.plan;
        done.push(...result.value.replaced);
      } else {
        const kind = [cuisine, restriction ? restrictionLabel(restriction) : undefined]
          .filter(Boolean)
          .join(' ');
        const withFood = `${food ? ` with ${food}` : ''}${intent.avoidFood ? ` without ${intent.avoidFood}` : ''}`;
        failed.push(
          `I couldn't find ${kind ? `a ${kind}` : 'a'} ${slotWord}${withFood} that keeps day ${dayNumber} within your targets and rules.`,
        );
      }
      return;
    }
    const result = swapMeal(current, state.profile, ref, {
      seed: daySeed,
      nutritionTargets: state.targets,
      solver: state.solver,
    });
    if (result.ok) {
      current = result.value.plan;
      done.push({
        ref,
        previous: result.value.previous,
        next: result.value.next,
        portionsAdjusted: result.value.portionsAdjusted,
      });
    } else {
      failed.push(
        result.error.kind === 'no-swap-found'
          ? `I couldn't find another ${slotWord} that keeps day ${dayNumber} within your targets and rules.`
          : result.error.reason,
      );
    }
  });
  if (already.length > 0) {
    failed.unshift(
      `${capitalize(formatList(already.map((n) => `day ${n}`)))} already had ${intent.food} at ${slotWord}, so I kept ${already.length === 1 ? 'that meal' : 'those meals'}.`,
    );
  }
  const failures = failed.length > 0 ? ` ${[...new Set(failed)].join(' ')}` : '';
  if (done.length === 0) {
    return already.length === dayNumbers.length
      ? { outcome: 'unchanged', message: failures.trim() }
      : refused(`${failures.trim()} Your plan is unchanged.`);
  }
  let message: string;
  if (done.length === 1) {
    const { ref, previous, next, portionsAdjusted } = done[0]!;
    const planDay = dayOf(current, ref.day)!;
    const rest = portionsAdjusted
      ? `The day's other meals are the same dishes in slightly different portions, so the day comes to ${formatKcal(planDay.totals?.calories ?? 0)}.`
      : `The rest of the day is unchanged, and the day still comes to ${formatKcal(planDay.totals?.calories ?? 0)}.`;
    message = `${refLabel(ref, planDay)} is now ${next.name} (${formatKcal(next.calories)}) instead of ${previous.name}. ${rest}`;
  } else {
    const lines = done.map(
      ({ ref, previous, next }) => `• Day ${ref.day}: ${next.name} instead of ${previous.name}`,
    );
    message = `I swapped the ${slotWord} on ${plural(done.length, 'day')}, keeping each day on target:\n${lines.join('\n')}`;
  }
  return {
    outcome: 'changed',
    // After a list, what could not be done gets its own paragraph.
    message:
      done.length > 1 && failures ? `${message}\n\n${failures.trim()}` : `${message}${failures}`,
    state: { ...state, plan: current },
    change: {
      kind: 'swap',
      summary: `${slotWord}: ${plural(done.length, 'meal')} swapped`,
      mealsChanged: done.length,
    },
  };
}
