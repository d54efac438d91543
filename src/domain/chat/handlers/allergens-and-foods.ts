import { isFoodAllowed } from '../../foods/diet';
import { findFoodsByName } from '../../foods/food-table';
import { mealsOfDay } from '../../planner/build-meal';
import { capitalize, formatWholeNumber, plural } from '../../profile/format';
import type { HealthProfile } from '../../profile/health-profile';
import { foodExclusions, personalFoodRules } from '../../rules/food-exclusions';
import { type Replacement, replaceMeals } from '../edits/replace-meals';
import { deriveSeed } from '../edits/seed';
import { mealAt, slotRefs, unlockedRefs } from '../edits/slots';
import {
  type IntentOf,
  labelsText,
  mealHasAny,
  recipeHasAny,
  refused,
  restrictionLabel,
  type State,
  type Step,
  swapsText,
  targetsErrorText,
  withProfile,
} from '../step';
import { exclusionStep } from './exclusion';

/**
 * One food or allergen group: left out ('no mushrooms', 'I'm allergic to peanuts'), brought in
 * ('add lentils'), or in fewer meals ('I'm bored of salmon').
 */

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function addEntry(list: readonly string[], entry: string): string[] {
  return list.some((item) => sameText(item, entry)) ? [...list] : [...list, entry.trim()];
}

export function avoidAllergen(
  state: State,
  intent: IntentOf<'avoid-allergen'>,
  seed: number,
): Step {
  const what = intent.allergen.trim();
  const rules = personalFoodRules(state.profile);
  const covered = intent.allergens.every((allergen) => rules.allergens.includes(allergen));
  const listed = state.profile.allergies.some((entry) => sameText(entry, what));
  if (covered && (listed || !intent.isStatedAllergy)) {
    return {
      outcome: 'unchanged',
      message: `Your plan already leaves out ${what}: ${rules.allergenReasons[intent.allergens[0]!] ?? 'your profile excludes it'}.`,
    };
  }
  if (state.profile.allergies.length >= 50) {
    return refused(
      'Your profile already lists 50 allergies, the most it holds. Please tidy the list on the preferences screen first.',
    );
  }
  const profile: HealthProfile = {
    ...state.profile,
    allergies: addEntry(state.profile.allergies, what),
  };
  return exclusionStep(state, profile, seed, {
    what,
    kind: 'allergy',
    noted: intent.isStatedAllergy
      ? `I've added your allergy to ${what} to your profile, so every future plan leaves it out too.`
      : `I've noted ${what} with your allergies, so every future plan leaves out all of it, not just the foods named so.`,
  });
}

/** Foods longer than this are not one food: the chat asks for one at a time. */
const MAX_FOOD_CHARS = 60;

export function avoidFood(state: State, intent: IntentOf<'avoid-food'>, seed: number): Step {
  const what = intent.food.trim();
  const foods = what.length <= MAX_FOOD_CHARS ? findFoodsByName(what) : [];
  if (foods.length === 0) {
    return {
      outcome: 'clarify',
      message: `I couldn't find "${what.slice(0, MAX_FOOD_CHARS)}" in our food table, so I can't be sure to leave it out. Could you name it another way, one food at a time (for example "mushrooms" or "salmon")?`,
    };
  }
  const rules = personalFoodRules(state.profile);
  const exclusions = foods.map((food) => foodExclusions(food, rules));
  if (exclusions.every((list) => list.length > 0)) {
    return {
      outcome: 'unchanged',
      message: `Your plan already leaves out ${what}: ${exclusions[0]![0]!.reason}.`,
    };
  }
  const isAllergy = intent.isStatedAllergy;
  if (isAllergy && state.profile.allergies.length >= 50) {
    return refused('Your profile already lists 50 allergies, the most it holds.');
  }
  if (!isAllergy && state.profile.foodPreferences.disliked.length >= 100) {
    return refused('Your profile already lists 100 disliked foods, the most it holds.');
  }
  const profile: HealthProfile = isAllergy
    ? { ...state.profile, allergies: addEntry(state.profile.allergies, what) }
    : {
        ...state.profile,
        foodPreferences: {
          ...state.profile.foodPreferences,
          disliked: addEntry(state.profile.foodPreferences.disliked, what),
          liked: state.profile.foodPreferences.liked.filter((entry) => !sameText(entry, what)),
        },
      };
  return exclusionStep(state, profile, seed, {
    what,
    kind: isAllergy ? 'allergy' : 'dislike',
    noted: isAllergy
      ? `I've added your allergy to ${what} to your profile.`
      : `I've added ${what} to your dislikes, so future plans won't include it.`,
  });
}

export function includeFood(state: State, food: string, seed: number): Step {
  const what = food.trim();
  const foods = what.length <= MAX_FOOD_CHARS ? findFoodsByName(what) : [];
  if (foods.length === 0) {
    return {
      outcome: 'clarify',
      message: `I couldn't find "${what.slice(0, MAX_FOOD_CHARS)}" in our food table. Could you name it another way (for example "salmon" or "lentils")?`,
    };
  }
  let profile = state.profile;
  let rules = personalFoodRules(profile);
  let allowed = foods.filter((item) => foodExclusions(item, rules).length === 0);
  let undisliked = false;
  if (allowed.length === 0) {
    const reasons = foodExclusions(foods[0]!, rules);
    if (reasons.every((reason) => reason.kind === 'dislike')) {
      const ids = new Set(foods.map((item) => item.id));
      profile = {
        ...profile,
        foodPreferences: {
          ...profile.foodPreferences,
          disliked: profile.foodPreferences.disliked.filter(
            (entry) => !findFoodsByName(entry).some((item) => ids.has(item.id)),
          ),
        },
      };
      rules = personalFoodRules(profile);
      allowed = foods.filter((item) => foodExclusions(item, rules).length === 0);
      undisliked = true;
    }
    if (allowed.length === 0) {
      const reason = reasons.find((entry) => entry.kind !== 'dislike') ?? reasons[0]!;
      const restriction = profile.dietaryRestrictions.find(
        (entry) => !isFoodAllowed(foods[0]!, entry),
      );
      if (reason.kind === 'restriction' && restriction) {
        const label = restrictionLabel(restriction);
        return refused(
          `I can't add ${what}: it isn't ${label}, and ${label} is one of your dietary restrictions. If your diet has changed, tell me (for example "I'm not ${label} anymore").`,
        );
      }
      const why = reason.kind === 'dislike' ? '' : ' That rule protects your health, so it stays.';
      return refused(`I can't add ${what} to your plan: ${reason.reason}.${why}`);
    }
  }
  if (profile.foodPreferences.liked.length < 100) {
    profile = {
      ...profile,
      foodPreferences: {
        ...profile.foodPreferences,
        liked: addEntry(profile.foodPreferences.liked, what),
      },
    };
  }
  const next = withProfile(state, profile);
  if ('kind' in next) return refused(`I can't change the plan: ${targetsErrorText(next)}.`);
  const ids = new Set(allowed.map((item) => item.id));
  const before = state.plan.days.filter((day) =>
    mealsOfDay(day).some((meal) => mealHasAny(meal, ids)),
  ).length;
  const goal = Math.min(
    state.plan.days.length,
    Math.max(before + 1, Math.ceil(state.plan.days.length / 2)),
  );
  let plan = state.plan;
  const replaced: Replacement[] = [];
  for (const slot of ['dinner', 'lunch', 'breakfast'] as const) {
    const daysWith = plan.days.filter((day) =>
      mealsOfDay(day).some((meal) => mealHasAny(meal, ids)),
    ).length;
    if (daysWith >= goal) break;
    const refs = unlockedRefs(
      plan,
      plan.days
        .filter((day) => !mealsOfDay(day).some((meal) => mealHasAny(meal, ids)))
        .map((day) => ({ day: day.day, slot })),
    ).slice(0, goal - daysWith);
    const result = replaceMeals(plan, profile, refs, {
      seed: deriveSeed(seed, replaced.length),
      nutritionTargets: next.targets,
      solver: state.solver,
      accept: (facts) => recipeHasAny(facts, ids),
      isBestEffort: true,
    });
    if (result.ok) {
      plan = result.value.plan;
      replaced.push(...result.value.replaced);
    }
  }
  const noted = undisliked
    ? `I've taken ${what} off your dislikes and added it to your liked foods.`
    : `I've added ${what} to your liked foods, so new plans favour it.`;
  if (replaced.length === 0) {
    return {
      outcome: 'changed',
      message: `${before > 0 ? `${capitalize(what)} is already in your plan on ${plural(before, 'day')}, and no other recipe with it keeps more days on target.` : `None of our recipes with ${what} fits your plan's days within your targets and rules, so the plan stays as it is.`} ${noted}`,
      state: next,
      change: { kind: 'like', summary: `${what}: liked, no meal changed`, mealsChanged: 0 },
    };
  }
  const after = plan.days.filter((day) =>
    mealsOfDay(day).some((meal) => mealHasAny(meal, ids)),
  ).length;
  return {
    outcome: 'changed',
    message: `Done: ${what} is now in your meals on ${plural(after, 'day')} (was ${formatWholeNumber(before)}). ${swapsText(plan, replaced)}. ${noted}`,
    state: { ...next, plan },
    change: {
      kind: 'like',
      summary: `${what}: in ${plural(replaced.length, 'more meal')}`,
      mealsChanged: replaced.length,
    },
  };
}

/** Fewer meals with a food the person is tired of: about a third of them keep it. */
export function lessFood(state: State, food: string, seed: number): Step {
  const what = food.trim().slice(0, MAX_FOOD_CHARS);
  const ids = new Set(findFoodsByName(what).map((item) => item.id));
  const refs = state.plan.days.flatMap((day) =>
    slotRefs(day).filter((ref) => {
      const meal = mealAt(day, ref);
      return meal !== undefined && mealHasAny(meal, ids);
    }),
  );
  const noted = `It isn't a dislike: say "no ${what}" to leave it out altogether.`;
  if (refs.length === 0) {
    return { outcome: 'unchanged', message: `None of your meals has ${what}. ${noted}` };
  }
  if (refs.length === 1) {
    return {
      outcome: 'unchanged',
      message: `${capitalize(what)} is in just one meal (${labelsText(state.plan, refs)}). Say "swap ${refs[0]!.slot} on day ${refs[0]!.day}" for another, or "no ${what}" to leave it out altogether.`,
    };
  }
  // Keep it in about a third of its meals, spread over the plan; the rest get other recipes.
  const keep = Math.max(1, Math.round(refs.length / 3));
  const kept = new Set(
    Array.from({ length: keep }, (_, i) => Math.floor((i * refs.length) / keep)),
  );
  const toSwap = unlockedRefs(
    state.plan,
    refs.filter((_, i) => !kept.has(i)),
  );
  const result = replaceMeals(state.plan, state.profile, toSwap, {
    seed,
    nutritionTargets: state.targets,
    solver: state.solver,
    accept: (facts) => !recipeHasAny(facts, ids),
    isBestEffort: true,
  });
  if (!result.ok || result.value.replaced.length === 0) {
    return {
      outcome: 'unchanged',
      message: `${capitalize(what)} is in ${plural(refs.length, 'meal')}, and no recipe without it keeps those days within your targets and rules, so the plan stays as it is. ${noted}`,
    };
  }
  const { plan, replaced } = result.value;
  const after = plan.days.flatMap(mealsOfDay).filter((meal) => mealHasAny(meal, ids)).length;
  return {
    outcome: 'changed',
    message: `Done: ${what} is now in ${plural(after, 'meal')} (was ${formatWholeNumber(refs.length)}). ${swapsText(plan, replaced)}. ${noted}`,
    state: { ...state, plan },
    change: {
      kind: 'swap',
      summary: `less ${what}: ${plural(replaced.length, 'meal')} replaced`,
      mealsChanged: replaced.length,
    },
  };
}
