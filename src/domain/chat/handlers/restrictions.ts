import type { Allergen } from '../../foods/food';
import { capitalize, formatWholeNumber, plural } from '../../profile/format';
import type { DietaryRestriction, HealthProfile } from '../../profile/health-profile';
import { personalFoodRules } from '../../rules/food-exclusions';
import {
  changedMeals,
  daysPhrase,
  keptLockedText,
  labelsText,
  mealCount,
  refused,
  regenerate,
  restrictionLabel,
  type State,
  type Step,
  targetsErrorText,
  theMeals,
  withProfile,
} from '../step';
import { type SuggestionTopic, suggestionsFor } from '../suggestions';
import { RESTRICTION_WORDS } from '../words';
import { applyExclusion, rebuiltText } from './exclusion';

/** 'Make it vegetarian', 'I'm not vegetarian anymore': a dietary restriction added or lifted. */

const RESTRICTION_REMOVES = Object.fromEntries(
  RESTRICTION_WORDS.map((entry) => [entry.restriction, entry.removes]),
) as Readonly<Record<DietaryRestriction, string>>;

const RESTRICTION_SUGGESTIONS: Partial<Record<DietaryRestriction, SuggestionTopic>> = {
  vegetarian: 'plant-protein',
  vegan: 'plant-protein',
  pescatarian: 'plant-protein',
  gluten_free: 'gluten-free-grains',
  dairy_free: 'calcium-without-dairy',
};

/** The allergen group a restriction keeps out, for 'your allergy keeps it out anyway'. */
const RESTRICTION_ALLERGENS: Partial<Record<DietaryRestriction, readonly Allergen[]>> = {
  gluten_free: ['wheat-gluten'],
  dairy_free: ['milk'],
  nut_free: ['tree-nuts', 'peanuts'],
  soy_free: ['soy'],
  egg_free: ['egg'],
};

export function addRestriction(state: State, restriction: DietaryRestriction, seed: number): Step {
  const label = restrictionLabel(restriction);
  const removes = RESTRICTION_REMOVES[restriction];
  const topic = RESTRICTION_SUGGESTIONS[restriction];
  const hasIt = state.profile.dietaryRestrictions.includes(restriction);
  const profile: HealthProfile = hasIt
    ? state.profile
    : {
        ...state.profile,
        dietaryRestrictions: [...state.profile.dietaryRestrictions, restriction],
      };
  const result = applyExclusion(state, profile, seed);
  const suggestions = topic ? suggestionsFor(topic, profile) : undefined;
  if (result.kind === 'failed') {
    return refused(
      `I can't make the plan ${label}: ${result.reason} Your current plan is unchanged.`,
    );
  }
  const kept = keptLockedText(result.state.plan, result.keptLocked, `is not ${label}`);
  if (result.kind === 'none' && kept) {
    const only = `The only ${result.keptLocked.length === 1 ? 'meal' : 'meals'} with ${removes} ${result.keptLocked.length === 1 ? 'is' : 'are'} locked.${kept}`;
    if (hasIt) {
      return {
        outcome: 'unchanged',
        message: `${capitalize(label)} is already one of your dietary restrictions. ${only}`,
      };
    }
    return {
      outcome: 'changed',
      message: `${only} I've added ${label} to your dietary restrictions so future plans stay that way.`,
      state: result.state,
      change: { kind: 'restriction', summary: `${label}: added, no meal changed`, mealsChanged: 0 },
      ...(suggestions ? { suggestions } : {}),
    };
  }
  if (result.kind === 'none') {
    if (hasIt) {
      return {
        outcome: 'unchanged',
        message: `Your plan is already ${label}: it's one of your dietary restrictions, and every meal keeps to it.`,
      };
    }
    return {
      outcome: 'changed',
      message: `Your plan is already ${label}: no meal has ${removes}. I've added ${label} to your dietary restrictions so future plans stay that way.`,
      state: result.state,
      change: { kind: 'restriction', summary: `${label}: added, no meal changed`, mealsChanged: 0 },
      ...(suggestions ? { suggestions } : {}),
    };
  }
  const total = mealCount(result.state.plan);
  const lead = kept
    ? `Done: every meal but your locked ${result.keptLocked.length === 1 ? 'one' : 'ones'} is now ${label}.`
    : `Done: ${daysPhrase(state.plan)} now ${label}.`;
  if (result.kind === 'replaced') {
    const count = result.replaced.length;
    return {
      outcome: 'changed',
      message: `${lead} I replaced ${theMeals(count)} that had ${removes} (${labelsText(
        result.state.plan,
        result.replaced.map((r) => r.ref),
      )}) and kept the other ${formatWholeNumber(total - count)}.${kept}${hasIt ? '' : ` I've also added ${label} to your dietary restrictions.`}`,
      state: result.state,
      change: {
        kind: 'restriction',
        summary: `${label}: ${plural(count, 'meal')} replaced`,
        mealsChanged: count,
      },
      ...(suggestions ? { suggestions } : {}),
    };
  }
  return {
    outcome: 'changed',
    message: `${lead} ${capitalize(plural(result.affected, 'meal'))} had ${removes}, and ${rebuiltText(result, total)}${kept}`,
    state: result.state,
    change: {
      kind: 'restriction',
      summary: `${label}: plan rebuilt, ${plural(result.changed, 'meal')} changed`,
      mealsChanged: result.changed,
    },
    ...(suggestions ? { suggestions } : {}),
  };
}

export function removeRestriction(
  state: State,
  restriction: DietaryRestriction,
  seed: number,
): Step {
  const label = restrictionLabel(restriction);
  if (!state.profile.dietaryRestrictions.includes(restriction)) {
    return {
      outcome: 'unchanged',
      message: `${capitalize(label)} isn't one of your dietary restrictions, so there's nothing to lift.`,
    };
  }
  const profile: HealthProfile = {
    ...state.profile,
    dietaryRestrictions: state.profile.dietaryRestrictions.filter((r) => r !== restriction),
  };
  const rules = personalFoodRules(profile);
  const kept = (RESTRICTION_ALLERGENS[restriction] ?? []).filter((allergen) =>
    rules.allergens.includes(allergen),
  );
  const keptNote =
    kept.length > 0
      ? ` ${capitalize(RESTRICTION_REMOVES[restriction])} still stay out of your plan: ${rules.allergenReasons[kept[0]!] ?? 'another of your rules excludes them'}.`
      : '';
  const next = withProfile(state, profile);
  if ('kind' in next) return refused(`I can't change the plan: ${targetsErrorText(next)}.`);
  if (kept.length === (RESTRICTION_ALLERGENS[restriction] ?? []).length && kept.length > 0) {
    return {
      outcome: 'changed',
      message: `I've removed ${label} from your dietary restrictions.${keptNote} So your plan stays as it is.`,
      state: next,
      change: { kind: 'restriction', summary: `${label}: removed`, mealsChanged: 0 },
    };
  }
  const rebuilt = regenerate(state, profile, seed);
  if (!rebuilt.ok) {
    return {
      outcome: 'changed',
      message: `I've removed ${label} from your dietary restrictions; your current plan still fits your rules, so I kept it.${keptNote}`,
      state: next,
      change: { kind: 'restriction', summary: `${label}: removed`, mealsChanged: 0 },
    };
  }
  const changed = changedMeals(state.plan, rebuilt.value);
  return {
    outcome: 'changed',
    message: `I've removed ${label} from your dietary restrictions and rebuilt the plan with the wider choice: ${formatWholeNumber(changed)} of ${formatWholeNumber(mealCount(rebuilt.value))} meals are new.${keptNote}`,
    state: { ...next, plan: rebuilt.value },
    change: {
      kind: 'restriction',
      summary: `${label}: removed, ${plural(changed, 'meal')} changed`,
      mealsChanged: changed,
    },
  };
}
