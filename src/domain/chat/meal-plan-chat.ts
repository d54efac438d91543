import { findFoodsByName } from '../foods/food-table';
import type { LpSolver } from '../planner/linear-program';
import type { MealPlan } from '../planner/meal-plan';
import type { HealthProfile } from '../profile/health-profile';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import type { NutritionTargets } from '../targets/schemas';
import { applyIntent } from './dispatch';
import { targetsFor, violationsOf } from './edits/checks';
import { deriveSeed } from './edits/seed';
import { resolveIntents } from './follow-ups';
import { ENERGY_MAX_ABOVE_TDEE_KCAL } from './handlers/energy';
import type { MealPlanIntent } from './intent-schema';
import {
  MEAL_PLAN_GREETING,
  MEAL_PLAN_NEEDS_DETAIL,
  MEAL_PLAN_NO_PLAN,
  MEAL_PLAN_THANKS_REPLY,
} from './messages';
import type { ChatMessage, MealPlanChatReply } from './schemas';
import { changedMeals, regenerate, type State, type Step, targetsErrorText } from './step';
import { MAX_SUGGESTIONS } from './suggestions';

/**
 * The meal-plan chat without a language model: reads the message into edits (`intents.ts`, with
 * follow-ups resolved by `follow-ups.ts`), applies each through its handler (`dispatch.ts`,
 * `handlers/`), verifies every edited plan, and says what changed, what it refused and why, or
 * what it needs to know.
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
