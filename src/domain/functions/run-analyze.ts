import { type AnalyzeRequest, toHealthProfile } from '../api/function-requests';
import { guidanceContext } from '../guidance/context';
import { composeDietaryRecommendations } from '../guidance/dietary-recommendations';
import { composeNutritionalGuidelines } from '../guidance/food-sources';
import { composeHealthAnalysis } from '../guidance/health-analysis';
import { expandMealPlan } from '../planner/expand-plan';
import { generateMealPlan } from '../planner/generate-meal-plan';
import type { LpSolver } from '../planner/linear-program';
import type { MealPlan } from '../planner/meal-plan';
import { replanMealPlan } from '../planner/replan-meal-plan';
import { computeTargetsForProfile } from '../targets/compute-targets';

/** A function's outcome: its data, or a failure a person can read (a 422, not a fault). */
export type FunctionResult =
  | { ok: true; data: unknown }
  /** `field`: the request's field at fault; the server answers 400 naming it (else 422). */
  | { ok: false; error: { kind: string; message: string; field?: string } };

/**
 * `ai-analyze` (spec §7) answered by the engine: the health analysis, the dietary
 * recommendations, the nutritional guidelines or a meal plan of `daysCount` days.
 */
export function runAnalyze(
  request: AnalyzeRequest,
  options: { seed: number; solver: LpSolver },
): FunctionResult {
  const profile = toHealthProfile(request.userProfile);
  const targets = computeTargetsForProfile(profile);
  switch (request.type) {
    case 'healthAnalysis':
      return { ok: true, data: composeHealthAnalysis(profile, targets) };
    case 'dietaryRecommendations':
      return { ok: true, data: composeDietaryRecommendations(profile, targets) };
    case 'nutritionalGuidelines': {
      if (!targets.ok)
        return {
          ok: false,
          error: { kind: targets.error.kind, message: targetsMessage(targets.error) },
        };
      return {
        ok: true,
        data: {
          ...composeNutritionalGuidelines(guidanceContext(profile, targets.value), targets.value),
          targets: targets.value,
        },
      };
    }
    case 'mealPlan': {
      const planOptions = {
        days: request.daysCount,
        seed: request.seed ?? options.seed,
        solver: options.solver,
      };
      const revise = request.revise;
      let current: MealPlan | undefined;
      if (revise) {
        const expanded =
          'format' in revise.plan
            ? expandMealPlan(revise.plan, 'revise.plan')
            : { ok: true as const, plan: revise.plan };
        if (!expanded.ok) {
          return {
            ok: false,
            error: { kind: 'invalid-plan', message: expanded.message, field: expanded.path },
          };
        }
        current = expanded.plan;
      }
      const plan =
        revise && current
          ? replanMealPlan(profile, {
              ...planOptions,
              plan: current,
              keep: revise.keepChosen ? 'locked-and-chosen' : 'locked',
              ...(revise.day !== undefined ? { onlyDay: revise.day } : {}),
            })
          : generateMealPlan(profile, planOptions);
      if (plan.ok) return { ok: true, data: plan.value };
      return {
        ok: false,
        error: {
          kind: plan.error.kind,
          message:
            plan.error.kind === 'infeasible-plan' ? plan.error.reason : targetsMessage(plan.error),
        },
      };
    }
  }
}

function targetsMessage(error: {
  kind: string;
  reason?: string;
  fields?: readonly string[];
}): string {
  if (error.reason) return error.reason;
  if (error.fields) return `These details are missing or out of range: ${error.fields.join(', ')}.`;
  return 'Your targets could not be computed from this profile.';
}
