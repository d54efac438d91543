import { mealsOfDay } from '../../planner/build-meal';
import type { Meal, MealPlan } from '../../planner/meal-plan';
import { formatWholeNumber, plural } from '../../profile/format';
import type { Cuisine, HealthProfile } from '../../profile/health-profile';
import { type Replacement, replaceMeals } from '../edits/replace-meals';
import { deriveSeed } from '../edits/seed';
import { mealAt, slotRefs } from '../edits/slots';
import {
  dayOf,
  mealCount,
  refused,
  type State,
  type Step,
  targetsErrorText,
  withProfile,
} from '../step';

/** 'More Italian', 'make it Mexican': a cuisine preferred, and meals of it brought in. */

export function cuisineStep(state: State, cuisine: Cuisine, isOnly: boolean, seed: number): Step {
  const cuisines: Cuisine[] = isOnly
    ? [cuisine]
    : state.profile.foodPreferences.cuisines.includes(cuisine)
      ? [...state.profile.foodPreferences.cuisines]
      : [...state.profile.foodPreferences.cuisines, cuisine];
  const profile: HealthProfile = {
    ...state.profile,
    foodPreferences: { ...state.profile.foodPreferences, cuisines },
  };
  const next = withProfile(state, profile);
  if ('kind' in next) return refused(`I can't change the plan: ${targetsErrorText(next)}.`);
  const isCuisine = (meal: Meal) => meal.cuisine === cuisine;
  const allRefs = state.plan.days.flatMap((day) =>
    slotRefs(day).filter((ref) => isOnly || ref.slot !== 'snack'),
  );
  const countOf = (plan: MealPlan) =>
    plan.days.reduce((sum, day) => sum + mealsOfDay(day).filter(isCuisine).length, 0);
  const before = countOf(state.plan);
  const goal = isOnly ? allRefs.length : Math.ceil(allRefs.length / 2);
  let plan = state.plan;
  const replaced: Replacement[] = [];
  // Dinner first, then lunch, then breakfast, then snacks: the meals a cuisine shows most in.
  const order = ['dinner', 'lunch', 'breakfast', 'snack'];
  const candidates = allRefs
    .filter((ref) => {
      const day = dayOf(state.plan, ref.day);
      const meal = day ? mealAt(day, ref) : undefined;
      return meal !== undefined && !meal.isLocked && !isCuisine(meal);
    })
    .sort((a, b) => order.indexOf(a.slot) - order.indexOf(b.slot) || a.day - b.day);
  let offset = 0;
  for (let round = 0; round < 4 && offset < candidates.length; round++) {
    const missing = goal - (before + replaced.length);
    if (missing <= 0) break;
    const refs = candidates.slice(offset, offset + missing);
    offset += refs.length;
    const result = replaceMeals(plan, profile, refs, {
      seed: deriveSeed(seed, round),
      nutritionTargets: next.targets,
      solver: state.solver,
      accept: (facts) => facts.recipe.cuisine === cuisine,
      isBestEffort: true,
    });
    if (result.ok) {
      plan = result.value.plan;
      replaced.push(...result.value.replaced);
    }
  }
  const total = mealCount(plan);
  const noted = isOnly
    ? `I've set ${cuisine} as your preferred cuisine.`
    : `I've added ${cuisine} to your preferred cuisines.`;
  if (replaced.length === 0) {
    return {
      outcome: 'changed',
      message:
        before >= goal
          ? `Your plan already has ${plural(before, `${cuisine} meal`)} of ${formatWholeNumber(total)}. ${noted}`
          : `None of our other ${cuisine} recipes fits your plan's days within your targets and rules, so the plan stays as it is (${formatWholeNumber(before)} of ${formatWholeNumber(total)} meals are ${cuisine}). ${noted}`,
      state: next,
      change: {
        kind: 'cuisine',
        summary: `${cuisine}: preferred, no meal changed`,
        mealsChanged: 0,
      },
    };
  }
  const after = countOf(plan);
  const short =
    isOnly && after < total
      ? ` The other ${formatWholeNumber(total - after)} stay as they are: no other ${cuisine} recipe fits them within your targets and rules.`
      : '';
  return {
    outcome: 'changed',
    message: `${isOnly ? `I made the plan as ${cuisine} as your rules allow` : `I brought more ${cuisine} food into your plan`}: ${formatWholeNumber(after)} of ${formatWholeNumber(total)} meals are now ${cuisine} (was ${formatWholeNumber(before)}).${short} ${noted}`,
    state: { ...next, plan },
    change: {
      kind: 'cuisine',
      summary: `${cuisine}: ${plural(replaced.length, 'meal')} replaced`,
      mealsChanged: replaced.length,
    },
  };
}
