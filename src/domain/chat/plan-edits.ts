/**
 * Plan edits the chat composes from the planner's parts, one file per kind under `edits/`:
 * replacing several meals at once (`replace-meals.ts`: the planner's `swapMeal` verifies the whole
 * plan, so it cannot replace one of several meals that all break a new rule), re-portioning days
 * to a new energy target or fewer snacks (`portions.ts`), and planning days or the whole plan
 * again (`regenerate.ts`). Every function returns a plan only when `verifyMealPlan` finds no
 * violation, and each keeps a locked meal exactly as it is (recipe and portions), planning the
 * rest of its day around it.
 */

export { targetsFor, violationsOf } from './edits/checks';
export { dropSnacks, rescalePlan } from './edits/portions';
export { type RegenerateResult, regeneratePlan, replanDays } from './edits/regenerate';
export {
  type Replacement,
  type ReplaceOptions,
  type ReplaceResult,
  replaceMeals,
} from './edits/replace-meals';
export { deriveSeed } from './edits/seed';
export {
  hasLockedMeal,
  mealAt,
  refLabel,
  refOfViolation,
  slotName,
  slotRefs,
  unlockedRefs,
} from './edits/slots';
