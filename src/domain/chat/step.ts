import { DIETARY_RESTRICTION_LABELS } from '../foods/diet';
import { mealsOfDay } from '../planner/build-meal';
import type { LpSolver } from '../planner/linear-program';
import type { Meal, MealPlan, MealPlanDay } from '../planner/meal-plan';
import type { MealSlotRef } from '../planner/swap-meal';
import { formatList, formatWholeNumber } from '../profile/format';
import type { DietaryRestriction, HealthProfile } from '../profile/health-profile';
import type { RecipeFacts } from '../recipes/recipe-library';
import { getSource, type SourceId } from '../sources';
import type { NutritionTargets, TargetsError } from '../targets/schemas';
import { targetsFor } from './edits/checks';
import { regeneratePlan } from './edits/regenerate';
import type { Replacement } from './edits/replace-meals';
import { hasLockedMeal, mealAt, refLabel, slotName } from './edits/slots';
import type { MealPlanIntent } from './intent-schema';
import type { MealPlanChange } from './schemas';
import type { MealPlanSuggestion } from './suggestions';

/**
 * What every handler shares: the state an edit starts from, the step it returns, and the helpers
 * that word its reply. Handlers (`handlers/`) take a `State` and return a `Step`; `dispatch.ts`
 * picks the handler for an intent, and `meal-plan-chat.ts` runs them in turn.
 */

/** How many changed meals a reply names before saying 'and N more'. */
const NAMED_MEALS = 3;

export interface State {
  plan: MealPlan;
  profile: HealthProfile;
  /** A daily energy the person chose, or null for their computed target. */
  chosenKcal: number | null;
  targets: NutritionTargets;
  solver: LpSolver;
}

export type StepOutcome = 'changed' | 'unchanged' | 'refused' | 'clarify';

export interface Step {
  outcome: StepOutcome;
  message: string;
  state?: State;
  change?: MealPlanChange;
  suggestions?: MealPlanSuggestion[];
}

/** The intent of one kind: `IntentOf<'swap'>`. */
export type IntentOf<K extends MealPlanIntent['kind']> = Extract<MealPlanIntent, { kind: K }>;

export function refused(message: string): Step {
  return { outcome: 'refused', message };
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/** Whether a recipe, or a meal of the plan, has any of these foods. */
export const recipeHasAny = (facts: RecipeFacts, ids: ReadonlySet<string>) =>
  facts.recipe.ingredients.some((ingredient) => ids.has(ingredient.foodId));
export const mealHasAny = (meal: Meal, ids: ReadonlySet<string>) =>
  (meal.ingredients ?? []).some((ingredient) => ids.has(ingredient.foodId));

export const restrictionLabel = (restriction: DietaryRestriction) =>
  DIETARY_RESTRICTION_LABELS[restriction].toLowerCase();

export function shortCitation(id: SourceId): string {
  return getSource(id).citation.split(' (')[0]!;
}

export function daysPhrase(plan: MealPlan): string {
  return plan.days.length === 1 ? 'your plan is' : `all ${plan.days.length} days are`;
}

export function mealCount(plan: MealPlan): number {
  return plan.days.reduce((sum, day) => sum + mealsOfDay(day).length, 0);
}

/** Meals whose recipe or sides differ between two plans of the same days. */
export function changedMeals(before: MealPlan, after: MealPlan): number {
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
export function theMeals(count: number): string {
  return count === 1 ? 'the meal' : `the ${formatWholeNumber(count)} meals`;
}

export function dayOf(plan: MealPlan, dayNumber: number): MealPlanDay | undefined {
  return plan.days.find((day) => day.day === dayNumber);
}

/** '(Day 2 lunch, Day 5 dinner and 3 more)'. */
export function labelsText(plan: MealPlan, refs: readonly MealSlotRef[]): string {
  const labels = refs.slice(0, NAMED_MEALS).map((ref) => refLabel(ref, dayOf(plan, ref.day)));
  const more = refs.length - labels.length;
  return more > 0 ? `${labels.join(', ')} and ${more} more` : formatList(labels);
}

export function swapsText(plan: MealPlan, replaced: readonly Replacement[]): string {
  const shown = replaced
    .slice(0, NAMED_MEALS)
    .map(
      ({ ref, previous, next }) =>
        `${refLabel(ref, dayOf(plan, ref.day))}: ${next.name} instead of ${previous.name}`,
    );
  const more = replaced.length - shown.length;
  return `${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

export function targetsErrorText(error: TargetsError): string {
  if (error.kind === 'unsupported-age') return error.reason;
  return `your profile is missing or has out-of-range values for ${formatList(error.fields)}`;
}

export function withProfile(state: State, profile: HealthProfile): State | TargetsError {
  const targets = targetsFor(profile, state.chosenKcal);
  if (!targets.ok) return targets.error;
  return { ...state, profile, targets: targets.value };
}

/**
 * A new plan as long as the current one, for this profile (and a chosen energy, if any), its
 * locked meals kept exactly as they are.
 */
export function regenerate(
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
export function lockedMealsText(plan: MealPlan, refs: readonly MealSlotRef[]): string {
  const named = refs.map((ref) => {
    const day = dayOf(plan, ref.day);
    const meal = day ? mealAt(day, ref) : undefined;
    const slot = ref.slot === 'snack' && day?.meals.snacks.length === 1 ? 'snack' : slotName(ref);
    return `${slot} on day ${formatWholeNumber(ref.day)}${meal ? ` (${meal.name})` : ''}`;
  });
  return `your locked ${formatList(named)}`;
}

/** ' I kept your locked dinner on day 2 (…), which is not vegetarian: unlock it if …'. */
export function keptLockedText(
  plan: MealPlan,
  refs: readonly MealSlotRef[],
  breaks: string,
): string {
  if (refs.length === 0) return '';
  const one = refs.length === 1;
  return ` I kept ${lockedMealsText(plan, refs)}, which ${one ? breaks : breaks.replace(/^is /, 'are ').replace(/^has /, 'have ')}: unlock ${one ? 'it' : 'them'} if you want ${one ? 'it' : 'them'} changed.`;
}

/** ' Your locked meals stay as they are.' for a plan with locks, else ''. */
export function lockedNote(plan: MealPlan, what = 'stay as they are'): string {
  return hasLockedMeal(plan) ? ` Your locked meals ${what}.` : '';
}
