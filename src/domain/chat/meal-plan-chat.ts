import type { ChatMessage } from '../api/functions';
import { DIETARY_RESTRICTION_LABELS, isFoodAllowed } from '../foods/diet';
import type { Allergen } from '../foods/food';
import { findFoodsByName } from '../foods/food-table';
import { mealsOfDay } from '../planner/build-meal';
import type { Meal, MealPlan, MealPlanDay, TrackedNutrient } from '../planner/meal-plan';
import type { LpSolver } from '../planner/portion-lp';
import type { MealSlotRef } from '../planner/swap-meal';
import { swapMeal } from '../planner/swap-meal';
import { verifyMealPlan } from '../planner/verify-meal-plan';
import type { Cuisine, DietaryRestriction, HealthProfile } from '../profile/health-profile';
import { LIMITS } from '../profile/health-profile';
import type { RecipeFacts } from '../recipes/recipe-library';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import type { NutritionTargets, TargetsError } from '../targets/schemas';
import { getSource, type SourceId } from '../targets/sources';
import { capitalize, formatKcal, formatNumber, listText, plural } from './format';
import {
  type LessNutrient,
  type MealPlanIntent,
  parseMealPlanRequests,
  type UNTRACKED_NUTRIENTS,
} from './intents';

type UntrackedNutrient = (typeof UNTRACKED_NUTRIENTS)[number];

import {
  MEAL_PLAN_GREETING,
  MEAL_PLAN_NEEDS_DETAIL,
  MEAL_PLAN_NO_PLAN,
  MEAL_PLAN_THANKS_REPLY,
} from './messages';
import {
  deriveSeed,
  dropSnacks,
  hasLockedMeal,
  mealAt,
  type Replacement,
  refLabel,
  refOfViolation,
  regeneratePlan,
  replaceMeals,
  replanDays,
  rescalePlan,
  slotName,
  slotRefs,
  targetsFor,
  unlockedRefs,
  violationsOf,
} from './plan-edits';
import type { MealPlanChange, MealPlanChatReply } from './schemas';
import {
  MAX_SUGGESTIONS,
  type MealPlanSuggestion,
  type SuggestionTopic,
  suggestionsFor,
} from './suggestions';
import { RESTRICTION_WORDS } from './words';

/**
 * The meal-plan chat without a language model: reads the message into edits (`intents.ts`),
 * applies each through the engine (planner, targets, food rules), verifies every edited plan,
 * and says what changed, what it refused and why, or what it needs to know.
 */

export interface MealPlanChatInput {
  message: string;
  currentMealPlan?: MealPlan | null;
  profile: HealthProfile;
  /** Earlier messages, oldest first, without the new one. */
  conversationHistory?: readonly ChatMessage[];
  /** Edits a button asked for: applied as they are, `message` is not read. */
  intents?: readonly MealPlanIntent[];
}

export interface MealPlanChatOptions {
  /** The seed for every choice the chat makes: same input and seed, same reply. */
  seed: number;
  /** The planner's LP solver (the server passes HiGHS). */
  solver: LpSolver;
}

/**
 * Our planning bound, not a clinical number: a chosen daily energy more than this above the
 * estimated needs (TDEE, A1 × A2) is refused as implausible without a dietitian.
 */
export const ENERGY_MAX_ABOVE_TDEE_KCAL = 1000;
/** 'Fewer calories' / 'more calories' without a number move the target by this share. */
export const ENERGY_STEP_SHARE = 0.1;
/** A swap for more protein or fibre, or fewer carbs, must move the meal's share by this much. */
const NUTRIENT_GAIN = 0.15;
/** Passes of one meal a day an 'add more protein' (fibre, fewer carbs) edit may make. */
const NUTRIENT_PASSES = 2;
/** The first pass is enough when it moved the daily average by this share. */
const NUTRIENT_SHIFT = 0.1;
/**
 * Our planning bound, not a clinical number: 'more fibre' raises a day to at most this many grams
 * per 1,000 kcal (about 1.8 times the A5 adequate intake of 14 g), since much more at once
 * brings bloating and cramps.
 */
export const FIBER_MAX_G_PER_1000_KCAL = 25;
/** How many changed meals a reply names before saying 'and N more'. */
const NAMED_MEALS = 3;
/** User messages of the history read for follow-ups ('day 3', 'another one'). */
const HISTORY_MESSAGES = 10;

interface State {
  plan: MealPlan;
  profile: HealthProfile;
  /** A daily energy the person chose, or null for their computed target. */
  chosenKcal: number | null;
  targets: NutritionTargets;
  solver: LpSolver;
}

type StepOutcome = 'changed' | 'unchanged' | 'refused' | 'clarify';

interface Step {
  outcome: StepOutcome;
  message: string;
  state?: State;
  change?: MealPlanChange;
  suggestions?: MealPlanSuggestion[];
}

type SwapIntent = Extract<MealPlanIntent, { kind: 'swap' }>;

// ---------------------------------------------------------------------------------------------
// Small helpers

const restrictionLabel = (restriction: DietaryRestriction) =>
  DIETARY_RESTRICTION_LABELS[restriction].toLowerCase();

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

function shortCitation(id: SourceId): string {
  return getSource(id).citation.split(' (')[0]!;
}

function daysPhrase(plan: MealPlan): string {
  return plan.days.length === 1 ? 'your plan is' : `all ${plan.days.length} days are`;
}

function mealCount(plan: MealPlan): number {
  return plan.days.reduce((sum, day) => sum + mealsOfDay(day).length, 0);
}

/** Meals whose recipe or sides differ between two plans of the same days. */
function changedMeals(before: MealPlan, after: MealPlan): number {
  let count = 0;
  after.days.forEach((day, i) => {
    const old = before.days[i];
    const next = mealsOfDay(day);
    const previous = old ? mealsOfDay(old) : [];
    next.forEach((meal, j) => {
      const was = previous[j];
      // A meal is new when its recipe or its sides are ('… with an apple' -> '… with grapes').
      if (!was || was.recipeId !== meal.recipeId || was.name !== meal.name) count++;
    });
  });
  return count;
}

/** 'the meal', 'the 3 meals'. */
function theMeals(count: number): string {
  return count === 1 ? 'the meal' : `the ${formatNumber(count)} meals`;
}

function dayOf(plan: MealPlan, dayNumber: number): MealPlanDay | undefined {
  return plan.days.find((day) => day.day === dayNumber);
}

/** '(Day 2 lunch, Day 5 dinner and 3 more)'. */
function labelsText(plan: MealPlan, refs: readonly MealSlotRef[]): string {
  const labels = refs.slice(0, NAMED_MEALS).map((ref) => refLabel(ref, dayOf(plan, ref.day)));
  const more = refs.length - labels.length;
  return more > 0 ? `${labels.join(', ')} and ${more} more` : listText(labels);
}

function swapsText(plan: MealPlan, replaced: readonly Replacement[]): string {
  const shown = replaced
    .slice(0, NAMED_MEALS)
    .map(
      ({ ref, previous, next }) =>
        `${refLabel(ref, dayOf(plan, ref.day))}: ${next.name} instead of ${previous.name}`,
    );
  const more = replaced.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

function averageOf(plan: MealPlan, pick: (day: MealPlanDay) => number): number {
  if (plan.days.length === 0) return 0;
  return plan.days.reduce((sum, day) => sum + pick(day), 0) / plan.days.length;
}

const dayProtein = (day: MealPlanDay) => mealsOfDay(day).reduce((s, m) => s + (m.protein ?? 0), 0);
const dayCarbs = (day: MealPlanDay) => mealsOfDay(day).reduce((s, m) => s + (m.carbs ?? 0), 0);
const dayFiber = (day: MealPlanDay) =>
  mealsOfDay(day).reduce((s, m) => s + (m.nutrients?.fiberG ?? 0), 0);

function targetsErrorText(error: TargetsError): string {
  if (error.kind === 'unsupported-age') return error.reason;
  return `your profile is missing or has out-of-range values for ${listText(error.fields)}`;
}

function withProfile(state: State, profile: HealthProfile): State | TargetsError {
  const targets = targetsFor(profile, state.chosenKcal);
  if (!targets.ok) return targets.error;
  return { ...state, profile, targets: targets.value };
}

function sameText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function addEntry(list: readonly string[], entry: string): string[] {
  return list.some((item) => sameText(item, entry)) ? [...list] : [...list, entry.trim()];
}

/**
 * A new plan as long as the current one, for this profile (and a chosen energy, if any), its
 * locked meals kept exactly as they are.
 */
function regenerate(
  state: State,
  profile: HealthProfile,
  seed: number,
  chosenKcal: number | null = state.chosenKcal,
) {
  return regeneratePlan(
    state.plan.days.length,
    profile,
    chosenKcal,
    seed,
    state.solver,
    state.plan,
  );
}

// ---------------------------------------------------------------------------------------------
// Locked meals: every edit keeps them exactly, and says so when it could not change one

/** 'your locked dinner on day 2 (Chicken Tikka) and lunch on day 3 (Lentil soup)'. */
function lockedMealsText(plan: MealPlan, refs: readonly MealSlotRef[]): string {
  const named = refs.map((ref) => {
    const day = dayOf(plan, ref.day);
    const meal = day ? mealAt(day, ref) : undefined;
    const slot = ref.slot === 'snack' && day?.meals.snacks.length === 1 ? 'snack' : slotName(ref);
    return `${slot} on day ${formatNumber(ref.day)}${meal ? ` (${meal.name})` : ''}`;
  });
  return `your locked ${listText(named)}`;
}

/** ' I kept your locked dinner on day 2 (…), which is not vegetarian: unlock it if …'. */
function keptLockedText(plan: MealPlan, refs: readonly MealSlotRef[], breaks: string): string {
  if (refs.length === 0) return '';
  const one = refs.length === 1;
  return ` I kept ${lockedMealsText(plan, refs)}, which ${one ? breaks : breaks.replace(/^is /, 'are ').replace(/^has /, 'have ')}: unlock ${one ? 'it' : 'them'} if you want ${one ? 'it' : 'them'} changed.`;
}

/** ' Your locked meals stay as they are.' for a plan with locks, else ''. */
function lockedNote(plan: MealPlan, what = 'stay as they are'): string {
  return hasLockedMeal(plan) ? ` Your locked meals ${what}.` : '';
}

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

function refused(message: string): Step {
  return { outcome: 'refused', message };
}

// ---------------------------------------------------------------------------------------------
// Excluding foods: restrictions, allergies, dislikes

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
function applyExclusion(state: State, profile: HealthProfile, seed: number): ExclusionOutcome {
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
function rebuiltText(result: Extract<ExclusionResult, { kind: 'rebuilt' }>, total: number): string {
  const counted = `${formatNumber(result.changed)} of ${formatNumber(total)} meals are new`;
  if (result.days) {
    const all = result.days.length === result.state.plan.days.length;
    const days = all
      ? 'every day'
      : result.days.length === 1
        ? `day ${formatNumber(result.days[0]!)}`
        : `days ${listText(result.days.map(formatNumber))}`;
    const rest = all ? '' : ', and the other days are as they were';
    return `swapping them one by one could not keep every day on target, so I planned ${days} again around new recipes: ${counted}${rest}.`;
  }
  return `swapping them alone could not keep every day on target, so I rebuilt the plan: ${counted}.`;
}

function addRestriction(state: State, restriction: DietaryRestriction, seed: number): Step {
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
      )}) and kept the other ${formatNumber(total - count)}.${kept}${hasIt ? '' : ` I've also added ${label} to your dietary restrictions.`}`,
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

function removeRestriction(state: State, restriction: DietaryRestriction, seed: number): Step {
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
    message: `I've removed ${label} from your dietary restrictions and rebuilt the plan with the wider choice: ${formatNumber(changed)} of ${formatNumber(mealCount(rebuilt.value))} meals are new.${keptNote}`,
    state: { ...next, plan: rebuilt.value },
    change: {
      kind: 'restriction',
      summary: `${label}: removed, ${plural(changed, 'meal')} changed`,
      mealsChanged: changed,
    },
  };
}

function exclusionStep(
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

function avoidAllergen(
  state: State,
  intent: Extract<MealPlanIntent, { kind: 'avoid-allergen' }>,
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

function avoidFood(
  state: State,
  intent: Extract<MealPlanIntent, { kind: 'avoid-food' }>,
  seed: number,
): Step {
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

// ---------------------------------------------------------------------------------------------
// Including a food, a cuisine

const containsAny = (facts: RecipeFacts, ids: ReadonlySet<string>) =>
  facts.recipe.ingredients.some((ingredient) => ids.has(ingredient.foodId));

const mealContainsAny = (meal: Meal, ids: ReadonlySet<string>) =>
  (meal.ingredients ?? []).some((ingredient) => ids.has(ingredient.foodId));

function includeFood(state: State, food: string, seed: number): Step {
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
    mealsOfDay(day).some((meal) => mealContainsAny(meal, ids)),
  ).length;
  const goal = Math.min(
    state.plan.days.length,
    Math.max(before + 1, Math.ceil(state.plan.days.length / 2)),
  );
  let plan = state.plan;
  const replaced: Replacement[] = [];
  for (const slot of ['dinner', 'lunch', 'breakfast'] as const) {
    const daysWith = plan.days.filter((day) =>
      mealsOfDay(day).some((meal) => mealContainsAny(meal, ids)),
    ).length;
    if (daysWith >= goal) break;
    const refs = unlockedRefs(
      plan,
      plan.days
        .filter((day) => !mealsOfDay(day).some((meal) => mealContainsAny(meal, ids)))
        .map((day) => ({ day: day.day, slot })),
    ).slice(0, goal - daysWith);
    const result = replaceMeals(plan, profile, refs, {
      seed: deriveSeed(seed, replaced.length),
      nutritionTargets: next.targets,
      solver: state.solver,
      accept: (facts) => containsAny(facts, ids),
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
    mealsOfDay(day).some((meal) => mealContainsAny(meal, ids)),
  ).length;
  return {
    outcome: 'changed',
    message: `Done: ${what} is now in your meals on ${plural(after, 'day')} (was ${formatNumber(before)}). ${swapsText(plan, replaced)}. ${noted}`,
    state: { ...next, plan },
    change: {
      kind: 'like',
      summary: `${what}: in ${plural(replaced.length, 'more meal')}`,
      mealsChanged: replaced.length,
    },
  };
}

function cuisineStep(state: State, cuisine: Cuisine, isOnly: boolean, seed: number): Step {
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
          ? `Your plan already has ${plural(before, `${cuisine} meal`)} of ${formatNumber(total)}. ${noted}`
          : `None of our other ${cuisine} recipes fits your plan's days within your targets and rules, so the plan stays as it is (${formatNumber(before)} of ${formatNumber(total)} meals are ${cuisine}). ${noted}`,
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
      ? ` The other ${formatNumber(total - after)} stay as they are: no other ${cuisine} recipe fits them within your targets and rules.`
      : '';
  return {
    outcome: 'changed',
    message: `${isOnly ? `I made the plan as ${cuisine} as your rules allow` : `I brought more ${cuisine} food into your plan`}: ${formatNumber(after)} of ${formatNumber(total)} meals are now ${cuisine} (was ${formatNumber(before)}).${short} ${noted}`,
    state: { ...next, plan },
    change: {
      kind: 'cuisine',
      summary: `${cuisine}: ${plural(replaced.length, 'meal')} replaced`,
      mealsChanged: replaced.length,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Swapping meals

function swapStep(state: State, intent: SwapIntent, seed: number): Step {
  const { plan } = state;
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
    const daySeed = deriveSeed(seed, index);
    if (intent.restriction || intent.cuisine) {
      const { restriction, cuisine } = intent;
      const result = replaceMeals(current, state.profile, [ref], {
        seed: daySeed,
        nutritionTargets: state.targets,
        solver: state.solver,
        accept: (facts) =>
          (!restriction || facts.diet[restriction]) &&
          (!cuisine || facts.recipe.cuisine === cuisine),
      });
      if (result.ok) {
        current = result.value.plan;
        done.push(...result.value.replaced);
      } else {
        const kind = [cuisine, restriction ? restrictionLabel(restriction) : undefined]
          .filter(Boolean)
          .join(' ');
        failed.push(
          `I couldn't find a ${kind} ${slotWord} that keeps day ${dayNumber} within your targets and rules.`,
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
  const failures = failed.length > 0 ? ` ${[...new Set(failed)].join(' ')}` : '';
  if (done.length === 0) return refused(`${failures.trim()} Your plan is unchanged.`);
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
    message: `${message}${failures}`,
    state: { ...state, plan: current },
    change: {
      kind: 'swap',
      summary: `${slotWord}: ${plural(done.length, 'meal')} swapped`,
      mealsChanged: done.length,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Energy

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

function energyStep(
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
    message: `Done: your plan is now ${formatKcal(kcal)} a day (was ${formatKcal(current)}). Your meals' portions could not stretch that far, so I rebuilt the plan around the new target (${formatNumber(changed)} of ${formatNumber(mealCount(rebuilt.value))} meals are new); every day is within 5 % of it.${lockedNote(state.plan)}${note}`,
    state: { ...next, plan: rebuilt.value },
    change: {
      kind: 'energy',
      summary: `${formatKcal(kcal)} a day: plan rebuilt`,
      mealsChanged: changed,
    },
    suggestions,
  };
}

function energyChangeStep(
  state: State,
  intent: Extract<MealPlanIntent, { kind: 'energy-change' }>,
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

// ---------------------------------------------------------------------------------------------
// More protein or fibre, fewer carbs

interface NutrientPlan {
  /** Grams of the nutrient per kcal of a recipe serving or a meal. */
  recipeDensity: (facts: RecipeFacts) => number;
  mealDensity: (meal: Meal) => number;
  /** The nutrient's grams in a day. */
  dayValue: (day: MealPlanDay) => number;
  direction: 'up' | 'down';
  dayOk: (day: MealPlanDay) => boolean;
}

/**
 * Replaces, each day, the meal furthest from the aim with a recipe clearly richer (or leaner) in
 * the nutrient, best first, keeping every day on target and inside every rule; a second pass
 * takes the next meal of each day when the first moved the daily average by less than 10 %.
 */
function improveNutrient(state: State, seed: number, spec: NutrientPlan) {
  let plan = state.plan;
  const replaced: Replacement[] = [];
  const done = new Set<string>();
  const start = averageOf(plan, spec.dayValue);
  for (let pass = 0; pass < NUTRIENT_PASSES; pass++) {
    const now = averageOf(plan, spec.dayValue);
    if (pass > 0 && Math.abs(now - start) >= start * NUTRIENT_SHIFT) break;
    const refs = plan.days.flatMap((day) =>
      slotRefs(day)
        .filter(
          (ref) =>
            !done.has(`${ref.day}:${ref.slot}:${ref.snackIndex ?? 0}`) &&
            !mealAt(day, ref)!.isLocked,
        )
        .map((ref) => ({ ref, density: spec.mealDensity(mealAt(day, ref)!) }))
        .sort((a, b) => (spec.direction === 'up' ? a.density - b.density : b.density - a.density))
        .slice(0, 1)
        .map(({ ref }) => ref),
    );
    const result = replaceMeals(plan, state.profile, refs, {
      seed: deriveSeed(seed, pass),
      nutritionTargets: state.targets,
      solver: state.solver,
      rank: (facts) => (spec.direction === 'up' ? 1 : -1) * spec.recipeDensity(facts),
      isBestEffort: true,
      dayCheck: spec.dayOk,
      accept: (facts, previous) => {
        const current = spec.mealDensity(previous);
        return spec.direction === 'up'
          ? spec.recipeDensity(facts) > current * (1 + NUTRIENT_GAIN) + 1e-9
          : spec.recipeDensity(facts) < current * (1 - NUTRIENT_GAIN);
      },
    });
    for (const ref of refs) done.add(`${ref.day}:${ref.slot}:${ref.snackIndex ?? 0}`);
    if (!result.ok) break;
    plan = result.value.plan;
    replaced.push(...result.value.replaced);
  }
  return { plan, replaced };
}

const perKcal = (grams: number | null | undefined, kcal: number | null | undefined) =>
  (grams ?? 0) / Math.max(kcal ?? 0, 1);

function moreProtein(state: State, seed: number): Step {
  const ckd = state.targets.limits.find((limit) => limit.id === 'ckd-protein-daily-range');
  const average = averageOf(state.plan, dayProtein);
  if (ckd && ckd.max !== undefined) {
    return refused(
      `I can't add more protein: ${ckd.reason} For you that's at most ${formatNumber(ckd.max)} g a day (${shortCitation(ckd.sourceIds[0]!)}), and your plan keeps to it with about ${formatNumber(average)} g a day.`,
    );
  }
  const { maxG } = state.targets.macros.protein;
  const isPlantBased = state.profile.dietaryRestrictions.some((r) =>
    ['vegetarian', 'vegan'].includes(r),
  );
  const suggestions = suggestionsFor(isPlantBased ? 'plant-protein' : 'protein', state.profile);
  const improved = improveNutrient(state, seed, {
    recipeDensity: (facts) =>
      perKcal(facts.perServing.values.proteinG, facts.perServing.values.energyKcal),
    mealDensity: (meal) => perKcal(meal.protein, meal.calories),
    dayValue: dayProtein,
    direction: 'up',
    dayOk: (day) => dayProtein(day) <= maxG,
  });
  const after = averageOf(improved.plan, dayProtein);
  if (improved.replaced.length === 0 || after < average + 1) {
    return {
      outcome: 'unchanged',
      message: `Your plan's protein (about ${formatNumber(average)} g a day) is already about as high as our recipes allow within your calorie target and rules. The foods below are easy ways to add a little more.`,
      suggestions,
    };
  }
  const count = improved.replaced.length;
  return {
    outcome: 'changed',
    message: `Done: protein is up from about ${formatNumber(average)} g to ${formatNumber(after)} g a day on average. I swapped ${plural(count, 'meal')} for higher-protein recipes (${swapsText(improved.plan, improved.replaced)}), keeping each day's calories on target and protein within your range (up to ${formatNumber(maxG)} g a day).`,
    state: { ...state, plan: improved.plan },
    change: {
      kind: 'protein',
      summary: `protein ${formatNumber(average)} → ${formatNumber(after)} g a day`,
      mealsChanged: count,
    },
    suggestions,
  };
}

function moreFiber(state: State, seed: number): Step {
  const { fiber } = state.targets;
  const hasIbs = state.profile.healthConditions.includes('ibs');
  const average = averageOf(state.plan, dayFiber);
  const suggestions = suggestionsFor(hasIbs ? 'soluble-fiber' : 'fiber', state.profile);
  const ibsNote = hasIbs
    ? `With IBS your fibre aim is capped at ${formatNumber(fiber.minG)} g a day, mostly soluble fibre (oats, peeled fruit, carrots) built up slowly, because more at once, especially insoluble fibre such as wheat bran, often worsens symptoms (${shortCitation('B10.2')}). `
    : '';
  const fiberCap = hasIbs
    ? fiber.minG
    : Math.round((FIBER_MAX_G_PER_1000_KCAL * state.targets.energy.targetKcal) / 1000);
  if (!hasIbs && plansAtLeast(state.plan, dayFiber, fiberCap)) {
    return {
      outcome: 'unchanged',
      message: `Your plan already has about ${formatNumber(average)} g of fibre a day, well above the ${formatNumber(fiber.minG)} g recommended for you (${shortCitation('A5')}). More at once tends to bring bloating rather than benefit, so I've left it as it is.`,
      suggestions,
    };
  }
  if (hasIbs && plansAtLeast(state.plan, dayFiber, fiber.minG)) {
    return {
      outcome: 'unchanged',
      message: `${ibsNote}Your plan already reaches it on every day (about ${formatNumber(average)} g a day), so I've left it as it is.`,
      suggestions,
    };
  }
  const improved = improveNutrient(state, seed, {
    recipeDensity: (facts) =>
      perKcal(facts.perServing.values.fiberG, facts.perServing.values.energyKcal),
    mealDensity: (meal) => perKcal(meal.nutrients?.fiberG, meal.calories),
    dayValue: dayFiber,
    direction: 'up',
    dayOk: (day) => dayFiber(day) <= fiberCap,
  });
  const after = averageOf(improved.plan, dayFiber);
  if (improved.replaced.length === 0 || after < average + 1) {
    return {
      outcome: 'unchanged',
      message: `${ibsNote}Your plan's fibre (about ${formatNumber(average)} g a day) is already about as high as our recipes allow within your calorie target and rules. The foods below are easy ways to add a little more.`,
      suggestions,
    };
  }
  const count = improved.replaced.length;
  return {
    outcome: 'changed',
    message: `${ibsNote}Done: fibre is up from about ${formatNumber(average)} g to ${formatNumber(after)} g a day on average. I swapped ${plural(count, 'meal')} for higher-fibre recipes (${swapsText(improved.plan, improved.replaced)}), keeping each day's calories on target. Drink plenty of water as fibre goes up.`,
    state: { ...state, plan: improved.plan },
    change: {
      kind: 'fiber',
      summary: `fibre ${formatNumber(average)} → ${formatNumber(after)} g a day`,
      mealsChanged: count,
    },
    suggestions,
  };
}

function plansAtLeast(plan: MealPlan, pick: (day: MealPlanDay) => number, grams: number) {
  return plan.days.every((day) => pick(day) >= grams - 0.5);
}

function fewerCarbs(state: State, seed: number): Step {
  const { minG, minPct } = state.targets.macros.carbs;
  const average = averageOf(state.plan, dayCarbs);
  const suggestions = suggestionsFor('lower-carb', state.profile);
  const improved = improveNutrient(state, seed, {
    recipeDensity: (facts) =>
      perKcal(facts.perServing.values.carbG, facts.perServing.values.energyKcal),
    mealDensity: (meal) => perKcal(meal.carbs, meal.calories),
    dayValue: dayCarbs,
    direction: 'down',
    dayOk: (day) => dayCarbs(day) >= minG,
  });
  const after = averageOf(improved.plan, dayCarbs);
  if (improved.replaced.length === 0 || after > average - 1) {
    return {
      outcome: 'unchanged',
      message: `Your plan's carbohydrate (about ${formatNumber(average)} g a day) is already near the lowest the guidelines recommend for you (${formatNumber(minG)} g, ${formatNumber(minPct)} % of your calories, ${shortCitation('A3')}) with our recipes. Going lower is best planned with your doctor or dietitian.`,
      suggestions,
    };
  }
  const count = improved.replaced.length;
  return {
    outcome: 'changed',
    message: `Done: carbohydrate is down from about ${formatNumber(average)} g to ${formatNumber(after)} g a day on average. I swapped ${plural(count, 'meal')} for lower-carb recipes (${swapsText(improved.plan, improved.replaced)}), keeping each day's calories on target and carbohydrate at or above the recommended ${formatNumber(minG)} g a day.`,
    state: { ...state, plan: improved.plan },
    change: {
      kind: 'carbs',
      summary: `carbohydrate ${formatNumber(average)} → ${formatNumber(after)} g a day`,
      mealsChanged: count,
    },
    suggestions,
  };
}

/** How each nutrient a person may want less of is read from a meal and named. */
const LESS_NUTRIENT: Record<
  LessNutrient,
  { key: TrackedNutrient | 'fatG'; label: string; unit: 'g' | 'mg'; lower: string }
> = {
  sodium: { key: 'sodiumMg', label: 'sodium', unit: 'mg', lower: 'lower-sodium' },
  potassium: { key: 'potassiumMg', label: 'potassium', unit: 'mg', lower: 'lower-potassium' },
  phosphorus: { key: 'phosphorusMg', label: 'phosphorus', unit: 'mg', lower: 'lower-phosphorus' },
  sugar: { key: 'sugarsG', label: 'sugar', unit: 'g', lower: 'less sugary' },
  fat: { key: 'fatG', label: 'fat', unit: 'g', lower: 'lower-fat' },
  'saturated-fat': {
    key: 'satFatG',
    label: 'saturated fat',
    unit: 'g',
    lower: 'lower-saturated-fat',
  },
  cholesterol: {
    key: 'cholesterolMg',
    label: 'cholesterol',
    unit: 'mg',
    lower: 'lower-cholesterol',
  },
};

/**
 * 'Less salt', 'less potassium': each day's meal richest in it (per kcal) swapped for a recipe
 * clearly leaner in it, every day still on target and inside every rule, and never below a
 * minimum the person's targets set (fat's range, a DASH potassium goal).
 */
function lessNutrient(state: State, nutrient: LessNutrient, seed: number): Step {
  const { key, label, unit, lower } = LESS_NUTRIENT[nutrient];
  const mealAmount = (meal: Meal) => (key === 'fatG' ? meal.fat : meal.nutrients?.[key]) ?? 0;
  const dayAmount = (day: MealPlanDay) => mealsOfDay(day).reduce((s, m) => s + mealAmount(m), 0);
  const floors = [
    ...(key === 'fatG' ? [state.targets.macros.fat.minG] : []),
    ...state.targets.limits
      .filter((limit) => limit.nutrient === key && limit.scope === 'day' && limit.min !== undefined)
      .map((limit) => limit.min!),
  ];
  const floor = floors.length > 0 ? Math.max(...floors) : 0;
  const average = averageOf(state.plan, dayAmount);
  const amount = (value: number) => `${formatNumber(value)} ${unit}`;
  if (floor > 0 && average <= floor * (1 + NUTRIENT_GAIN)) {
    const goal = state.targets.limits.find(
      (limit) => limit.nutrient === key && limit.min === floor,
    );
    const why = goal ? ` ${goal.reason}` : '';
    return {
      outcome: 'unchanged',
      message: `Your targets ask for at least ${amount(floor)} of ${label} a day, and your plan has about ${amount(average)}, so I've left it as it is.${why}${nutrient === 'potassium' ? ' If your doctor has asked you to limit potassium (with kidney disease or some blood-pressure medicines), add that condition or medicine in your health assessment and your plan will follow it.' : ''}`,
    };
  }
  const improved = improveNutrient(state, seed, {
    recipeDensity: (facts) =>
      perKcal(facts.perServing.values[key], facts.perServing.values.energyKcal),
    mealDensity: (meal) => perKcal(mealAmount(meal), meal.calories),
    dayValue: dayAmount,
    direction: 'down',
    dayOk: (day) => dayAmount(day) >= floor,
  });
  const after = averageOf(improved.plan, dayAmount);
  if (improved.replaced.length === 0 || after > average * (1 - 0.02)) {
    return {
      outcome: 'unchanged',
      message: `Your plan's ${label} (about ${amount(average)} a day) is already about as low as our recipes allow within your calorie target and rules, so I've left it as it is.`,
    };
  }
  const count = improved.replaced.length;
  return {
    outcome: 'changed',
    message: `Done: ${label} is down from about ${amount(average)} to ${amount(after)} a day on average. I swapped ${plural(count, 'meal')} for ${lower} recipes (${swapsText(improved.plan, improved.replaced)}), keeping each day's calories on target and every limit of yours.`,
    state: { ...state, plan: improved.plan },
    change: {
      kind: 'nutrient',
      summary: `${label} ${formatNumber(average)} → ${formatNumber(after)} ${unit} a day`,
      mealsChanged: count,
    },
  };
}

/** Requests answered in words: what changes, where to change it, and the nearest edit we make. */
function explainStep(state: State, intent: Extract<MealPlanIntent, { kind: 'explain' }>): Step {
  switch (intent.topic) {
    case 'dialysis': {
      const dialysis = state.profile.conditionDetails?.chronic_kidney_disease?.dialysis;
      const onDialysis = dialysis !== undefined && dialysis !== 'none';
      if (onDialysis) {
        return {
          outcome: 'unchanged',
          message: `Your profile already says you are on dialysis, and your plan follows it: protein is set higher, as dialysis needs (${shortCitation('B5.4')}). Your renal team's own limits come first.`,
        };
      }
      return {
        outcome: 'clarify',
        message: `Starting dialysis changes what your plan should be: dialysis removes protein, so protein goes up (about 1.0–1.2 g per kg of body weight a day instead of the lower amount before, ${shortCitation('B5.4')}), and your renal team sets your potassium, phosphorus and fluid limits. I haven't changed anything from a chat message: please set "Dialysis" under kidney disease in your health assessment, and your targets and plan will follow. Your renal dietitian's advice comes first.`,
      };
    }
    case 'vitamin-k': {
      const band = state.targets.limits.find(
        (limit) => limit.kind === 'consistency' && limit.nutrient === 'vitaminKUg',
      );
      if (band?.min === undefined || band.max === undefined) {
        return {
          outcome: 'unchanged',
          message:
            "Keeping vitamin K steady matters when you take warfarin (Coumadin): its effect changes with the vitamin K you eat. Your profile lists no such medicine. If you take it, add it to your medications in the health assessment and every plan will keep each day's vitamin K in a steady band.",
        };
      }
      const amounts = state.plan.days.map((day) => day.totals?.vitaminKUg ?? 0);
      return {
        outcome: 'unchanged',
        message: `Your plan already keeps vitamin K steady for warfarin: every day between ${formatNumber(Math.min(...amounts))} and ${formatNumber(Math.max(...amounts))} µg, inside the band of ${formatNumber(band.min)}–${formatNumber(band.max)} µg around ${formatNumber(band.referenceAmount ?? (band.min + band.max) / 2)} µg, and swaps and edits keep to it too.`,
      };
    }
    case 'cost':
      return {
        outcome: 'unchanged',
        message:
          'Our food data has no prices, so I can\'t rank meals by cost yet. What I can do: swap any meal you find pricey (say "swap dinner on day 2"), or leave out a food you\'d rather not buy (say "no salmon"). Beans, lentils, oats, eggs, frozen vegetables and seasonal fruit are usually the cheapest ways to meet your targets.',
      };
    case 'untracked-nutrient':
      return untrackedNutrientStep(state, intent.nutrient ?? 'iron');
    case 'lighter-meal': {
      const meal = intent.slot ?? 'dinner';
      return {
        outcome: 'unchanged',
        message: `Each day's calories stay on your target, so a lighter ${meal} would mean more at the other meals, and I can't move calories between meals yet. What I can do: swap a ${meal} you find heavy for another (say "swap ${meal} on day 2"), or lower your daily calories a little (say "reduce calories by 100").`,
      };
    }
  }
}

/**
 * Foods rich in each nutrient plans do not aim at (USDA FoodData Central; NIH Office of Dietary
 * Supplements fact sheets), as the food table names them; the person's rules filter them.
 */
const RICH_IN: Readonly<Record<UntrackedNutrient, readonly string[]>> = {
  iron: ['lentils', 'beef', 'chickpeas', 'tofu', 'pumpkin seeds', 'spinach', 'kidney beans'],
  calcium: ['yogurt', 'milk', 'cheese', 'tofu', 'sardines', 'kale', 'almonds'],
  'vitamin d': ['salmon', 'sardines', 'trout', 'eggs', 'milk', 'mushrooms'],
  'vitamin b12': ['salmon', 'tuna', 'beef', 'eggs', 'milk', 'yogurt'],
  'omega 3': ['salmon', 'sardines', 'mackerel', 'trout', 'walnuts', 'chia seeds', 'flaxseed'],
  magnesium: ['pumpkin seeds', 'almonds', 'spinach', 'black beans', 'oats', 'brown rice'],
  zinc: ['beef', 'pumpkin seeds', 'chickpeas', 'lentils', 'cashews', 'oats'],
  'vitamin c': ['red bell pepper', 'oranges', 'strawberries', 'broccoli', 'kiwi', 'tomatoes'],
  folate: ['lentils', 'chickpeas', 'spinach', 'asparagus', 'black beans', 'avocado'],
};

/** Vitamin K per 100 g above which a food is a large, sudden serving for someone on warfarin. */
const HIGH_VITAMIN_K_UG = 100;

function untrackedNutrientStep(state: State, nutrient: UntrackedNutrient): Step {
  const rules = personalFoodRules(state.profile);
  const steadyVitaminK = state.targets.limits.some(
    (limit) => limit.kind === 'consistency' && limit.nutrient === 'vitaminKUg',
  );
  const fits = RICH_IN[nutrient].filter((name) => {
    const foods = findFoodsByName(name);
    return (
      foods.length > 0 &&
      foods.every((food) => foodExclusions(food, rules).length === 0) &&
      !(
        steadyVitaminK && foods.some((food) => (food.nutrients.vitaminKUg ?? 0) > HIGH_VITAMIN_K_UG)
      )
    );
  });
  const tracked =
    'energy, protein, carbohydrate, fat, fibre, sugar, saturated fat, sodium, potassium, phosphorus, cholesterol and vitamin K';
  const offer =
    fits.length > 0
      ? ` Foods rich in ${nutrient} that fit your rules: ${listText(fits.slice(0, 4))}. Say "add ${fits[0]}" and I'll put ${fits[0]} in more of your meals.`
      : ` None of the foods richest in ${nutrient} fits your rules; a dietitian can say whether you need a supplement.`;
  return {
    outcome: 'unchanged',
    message: `Your plan's numbers cover ${tracked}; ${nutrient} isn't one of them yet, so I can't raise it with figures I can check.${offer}`,
  };
}

/** Fewer meals with a food the person is tired of: about a third of them keep it. */
function lessFood(state: State, food: string, seed: number): Step {
  const what = food.trim().slice(0, MAX_FOOD_CHARS);
  const ids = new Set(findFoodsByName(what).map((item) => item.id));
  const refs = state.plan.days.flatMap((day) =>
    slotRefs(day).filter((ref) => {
      const meal = mealAt(day, ref);
      return meal !== undefined && mealContainsAny(meal, ids);
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
    accept: (facts) => !containsAny(facts, ids),
    isBestEffort: true,
  });
  if (!result.ok || result.value.replaced.length === 0) {
    return {
      outcome: 'unchanged',
      message: `${capitalize(what)} is in ${plural(refs.length, 'meal')}, and no recipe without it keeps those days within your targets and rules, so the plan stays as it is. ${noted}`,
    };
  }
  const { plan, replaced } = result.value;
  const after = plan.days.flatMap(mealsOfDay).filter((meal) => mealContainsAny(meal, ids)).length;
  return {
    outcome: 'changed',
    message: `Done: ${what} is now in ${plural(after, 'meal')} (was ${formatNumber(refs.length)}). ${swapsText(plan, replaced)}. ${noted}`,
    state: { ...state, plan },
    change: {
      kind: 'swap',
      summary: `less ${what}: ${plural(replaced.length, 'meal')} replaced`,
      mealsChanged: replaced.length,
    },
  };
}

/** "What's in the day 2 dinner?": the meal, its figures and ingredients; nothing changes. */
function showMeal(state: State, intent: Extract<MealPlanIntent, { kind: 'show-meal' }>): Step {
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
      `${item.grams < 1 ? 'a pinch of' : `${formatNumber(Math.round(item.grams))} g`} ${item.name.toLowerCase()}`,
  );
  const figures = `${formatKcal(meal.calories)}, ${formatNumber(Math.round(meal.protein ?? 0))} g protein, ${formatNumber(Math.round(meal.carbs ?? 0))} g carbohydrate, ${formatNumber(Math.round(meal.fat ?? 0))} g fat`;
  return {
    outcome: 'unchanged',
    message: `${refLabel(ref, planDay)} is ${meal.name}: ${figures}.${ingredients.length > 0 ? ` It's made with ${ingredients.join('; ')}.` : ''} Say "swap ${slotWord} on day ${planDay.day}" if you'd like another.`,
  };
}

// ---------------------------------------------------------------------------------------------
// Snacks, regenerate

function snacksStep(state: State, requested: number, seed: number): Step {
  const current = Math.max(0, ...state.plan.days.map((day) => day.meals.snacks.length));
  const { max } = LIMITS.snacksPerDay;
  if (requested > max) {
    return refused(
      `A plan has at most ${plural(max, 'snack')} a day; yours has ${formatNumber(current)}.`,
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
      : `Done: ${plural(requested, 'snack')} a day instead of ${formatNumber(current)}.`;
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
    message: `${lead} I rebuilt the plan so each day still comes to about ${dayKcal} (${formatNumber(changed)} of ${formatNumber(mealCount(rebuilt.value))} meals are new).${lockedNote(state.plan)}`,
    state: { ...next, plan: rebuilt.value },
    change: {
      kind: 'snacks',
      summary: `${plural(requested, 'snack')} a day: plan rebuilt`,
      mealsChanged: changed,
    },
  };
}

function regenerateStep(state: State, seed: number): Step {
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
    message: `Here's a fresh ${length}-day plan at about ${formatKcal(state.targets.energy.targetKcal)} a day, with all your rules still applied: ${formatNumber(changed)} of ${formatNumber(mealCount(rebuilt.value))} meals are new.${lockedNote(state.plan)}`,
    state: { ...state, plan: rebuilt.value },
    change: { kind: 'regenerate', summary: 'new plan', mealsChanged: changed },
  };
}

// ---------------------------------------------------------------------------------------------
// Follow-ups and the reply

/**
 * Reads the new message in the light of the earlier user messages: 'day 3' answers 'which day?'
 * after a swap without a day, 'another one' repeats the last swap.
 */
export function resolveIntents(message: string, history: readonly ChatMessage[]): MealPlanIntent[] {
  const earlier = history
    .filter((entry) => entry.role === 'user')
    .slice(-HISTORY_MESSAGES)
    .map((entry) => entry.content);
  let lastSwaps: SwapIntent[] = [];
  let waiting: SwapIntent[] = [];
  let resolved: MealPlanIntent[] = [];
  for (const text of [...earlier, message]) {
    resolved = parseMealPlanRequests(text).flatMap((intent): MealPlanIntent[] => {
      if (intent.kind === 'answer-day') {
        return waiting.length > 0
          ? waiting.map((swap) => ({ ...swap, day: intent.day }))
          : [{ kind: 'unknown' }];
      }
      if (intent.kind === 'swap-again') {
        return lastSwaps.length > 0 ? lastSwaps : [{ kind: 'unknown' }];
      }
      return [intent];
    });
    const swaps = resolved.filter((intent): intent is SwapIntent => intent.kind === 'swap');
    waiting = swaps.filter((swap) => swap.day === undefined);
    const complete = swaps.filter((swap) => swap.day !== undefined);
    if (complete.length > 0) lastSwaps = complete;
  }
  return resolved;
}

function applyIntent(state: State, intent: MealPlanIntent, seed: number): Step | undefined {
  switch (intent.kind) {
    case 'add-restriction':
      return addRestriction(state, intent.restriction, seed);
    case 'remove-restriction':
      return removeRestriction(state, intent.restriction, seed);
    case 'avoid-allergen':
      return avoidAllergen(state, intent, seed);
    case 'avoid-food':
      return avoidFood(state, intent, seed);
    case 'include-food':
      return includeFood(state, intent.food, seed);
    case 'swap':
      return swapStep(state, intent, seed);
    case 'energy':
      return energyStep(state, intent.kcal, seed, intent.direction);
    case 'energy-change':
      return energyChangeStep(state, intent, seed);
    case 'more-protein':
      return moreProtein(state, seed);
    case 'more-fiber':
      return moreFiber(state, seed);
    case 'fewer-carbs':
      return fewerCarbs(state, seed);
    case 'less-nutrient':
      return lessNutrient(state, intent.nutrient, seed);
    case 'explain':
      return explainStep(state, intent);
    case 'less-food':
      return lessFood(state, intent.food, seed);
    case 'show-meal':
      return showMeal(state, intent);
    case 'cuisine':
      return cuisineStep(state, intent.cuisine, intent.isOnly, seed);
    case 'snacks':
      return snacksStep(state, intent.count, seed);
    case 'fewer-snacks': {
      const current = Math.max(0, ...state.plan.days.map((day) => day.meals.snacks.length));
      return snacksStep(state, Math.max(0, current - 1), seed);
    }
    case 'more-snacks': {
      const current = Math.max(0, ...state.plan.days.map((day) => day.meals.snacks.length));
      return snacksStep(state, current + 1, seed);
    }
    case 'regenerate':
      return regenerateStep(state, seed);
    case 'answer-day':
    case 'swap-again':
    case 'small-talk':
    case 'unknown':
      return undefined;
  }
}

/** The plan's energy target when it is a chosen one (not the computed target), within safe bounds. */
function chosenEnergy(plan: MealPlan, targets: NutritionTargets): number | null {
  const planKcal = plan.dailyCalories ?? plan.targets?.energyKcal;
  if (planKcal === undefined || !Number.isFinite(planKcal)) return null;
  const kcal = Math.round(planKcal / 10) * 10;
  const { targetKcal, floorKcal, tdeeKcal } = targets.energy;
  if (kcal === targetKcal || kcal < floorKcal || kcal > tdeeKcal + ENERGY_MAX_ABOVE_TDEE_KCAL) {
    return null;
  }
  return kcal;
}

/**
 * Spec §4 meal plan chat: the reply to one message about the current plan. Every plan it returns
 * passes `verifyMealPlan` for the (possibly updated) profile and energy target.
 */
export function mealPlanChat(
  input: MealPlanChatInput,
  options: MealPlanChatOptions,
): MealPlanChatReply {
  const read = input.intents?.length
    ? [...input.intents]
    : resolveIntents(input.message, input.conversationHistory ?? []);
  const intents = read.filter(
    (intent) => intent.kind !== 'unknown' && intent.kind !== 'small-talk',
  );
  if (intents.length === 0) {
    const talk = read.find((intent) => intent.kind === 'small-talk');
    if (talk?.kind === 'small-talk') {
      return {
        message: talk.topic === 'thanks' ? MEAL_PLAN_THANKS_REPLY : MEAL_PLAN_GREETING,
        outcome: 'unchanged',
      };
    }
    return { message: MEAL_PLAN_NEEDS_DETAIL, outcome: 'clarify' };
  }
  const plan = input.currentMealPlan;
  if (!plan || plan.days.length === 0) return { message: MEAL_PLAN_NO_PLAN, outcome: 'no-plan' };
  const computed = targetsFor(input.profile, null);
  if (!computed.ok) {
    return {
      message: `I can't change this plan: ${targetsErrorText(computed.error)}.`,
      outcome: 'refused',
    };
  }
  const chosenKcal = chosenEnergy(plan, computed.value);
  const targets = chosenKcal === null ? computed : targetsFor(input.profile, chosenKcal);
  if (!targets.ok) {
    return {
      message: `I can't change this plan: ${targetsErrorText(targets.error)}.`,
      outcome: 'refused',
    };
  }
  const start: State = {
    plan,
    profile: input.profile,
    chosenKcal,
    targets: targets.value,
    solver: options.solver,
  };
  let state = start;
  const steps: Step[] = [];
  const stale = violationsOf(plan, input.profile, targets.value);
  if (stale.length > 0 && !intents.every((intent) => intent.kind === 'regenerate')) {
    // A plan written elsewhere, or one the profile has outgrown: edits start from a fresh one.
    const rebuilt = regenerate(start, input.profile, options.seed);
    if (!rebuilt.ok) {
      return {
        message: `Your current plan no longer passes every check for your profile (${stale[0]!.message}), and I couldn't build one that does: ${rebuilt.error.kind === 'infeasible-plan' ? rebuilt.error.reason : targetsErrorText(rebuilt.error)}`,
        outcome: 'refused',
      };
    }
    state = { ...state, plan: rebuilt.value };
    steps.push({
      outcome: 'changed',
      message: `Your current plan no longer passes every check for your profile (${stale[0]!.message}), so I rebuilt it first.`,
      change: {
        kind: 'regenerate',
        summary: 'plan rebuilt to fit the profile',
        mealsChanged: changedMeals(plan, rebuilt.value),
      },
    });
  }
  intents.forEach((intent, index) => {
    const step = applyIntent(state, intent, deriveSeed(options.seed, index));
    if (!step) return;
    steps.push(step);
    if (step.state) state = step.state;
  });
  if (steps.length === 0) return { message: MEAL_PLAN_NEEDS_DETAIL, outcome: 'clarify' };

  const planChanged = state.plan !== start.plan;
  const profileChanged = state.profile !== start.profile;
  if (planChanged && violationsOf(state.plan, state.profile, state.targets).length > 0) {
    return {
      message:
        "I couldn't make that change and still keep every rule in your profile, so your plan is unchanged.",
      outcome: 'refused',
    };
  }
  const changes = steps.flatMap((step) => (step.change ? [step.change] : []));
  const rules = personalFoodRules(state.profile);
  const suggestions = (steps.find((step) => step.suggestions?.length)?.suggestions ?? [])
    .filter((suggestion) =>
      findFoodsByName(suggestion.food).every((food) => foodExclusions(food, rules).length === 0),
    )
    .slice(0, MAX_SUGGESTIONS);
  const outcome =
    planChanged || profileChanged
      ? 'changed'
      : (
          steps.find((step) => step.outcome === 'refused') ??
          steps.find((step) => step.outcome === 'clarify') ??
          steps[0]!
        ).outcome;
  return {
    message: steps.map((step) => step.message).join('\n\n'),
    outcome,
    ...(planChanged ? { modifiedMealPlan: state.plan } : {}),
    ...(suggestions.length > 0 ? { suggestions } : {}),
    ...(changes.length > 0 ? { changes } : {}),
    ...(profileChanged ? { profile: state.profile } : {}),
  };
}
