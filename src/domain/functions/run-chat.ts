import { type ChatRequest, toHealthProfile } from '../api/function-requests';
import { suggestFoods } from '../assessment-help/food-suggestions';
import { healthGuidance } from '../assessment-help/health-guidance';
import { mealPlanChat } from '../chat/meal-plan-chat';
import { expandMealPlan } from '../planner/expand-plan';
import type { LpSolver } from '../planner/linear-program';
import { continueQuestionnaire, startQuestionnaire } from '../questionnaire/questionnaire';
import type { ExtractedData } from '../questionnaire/schemas';
import type { FunctionResult } from './run-analyze';

/**
 * `ai-chat` (spec §7) answered by the engine: the questionnaire, the assessment advisor, food
 * suggestions and meal-plan edits. The request has been validated (`ChatRequestSchema`).
 */
export function runChat(
  request: ChatRequest,
  options: {
    seed: number;
    now: string;
    solver: LpSolver;
    /** continueQuestionnaire: what the optional LLM read in an answer the engine could not. */
    newAnswerData?: ExtractedData;
  },
): FunctionResult {
  const now = new Date(options.now);
  switch (request.type) {
    case 'startQuestionnaire':
      return { ok: true, data: startQuestionnaire(request.userProfile, { now }) };
    case 'continueQuestionnaire': {
      const profile = request.userProfile;
      const extracted =
        typeof profile === 'object' && profile !== null && 'extractedData' in profile
          ? profile.extractedData
          : undefined;
      return {
        ok: true,
        data: continueQuestionnaire(
          {
            conversationHistory: request.conversationHistory,
            ...(request.message !== undefined ? { message: request.message } : {}),
            profile: request.userProfile,
            ...(extracted && typeof extracted === 'object' ? { extractedData: extracted } : {}),
            ...(options.newAnswerData ? { newAnswerData: options.newAnswerData } : {}),
          },
          { now },
        ),
      };
    }
    case 'healthGuidance':
      return {
        ok: true,
        data: healthGuidance(request.section, request.formData ?? {}, request.message),
      };
    case 'foodSuggestions':
      return {
        ok: true,
        data: suggestFoods({
          ...(request.userProfile ? { profile: request.userProfile } : {}),
          ...(request.currentPreferences ? { preferences: request.currentPreferences } : {}),
        }),
      };
    case 'mealPlanChat': {
      const profile = toHealthProfile(request.userProfile);
      const plan = request.currentMealPlan;
      const expanded =
        plan && 'format' in plan ? expandMealPlan(plan) : { ok: true as const, plan };
      if (!expanded.ok) {
        return {
          ok: false,
          error: { kind: 'invalid-plan', message: expanded.message, field: expanded.path },
        };
      }
      const history = request.conversationHistory;
      const last = history[history.length - 1];
      const message = request.message ?? (last?.role === 'user' ? last.content : '');
      const earlier =
        request.message === undefined && last?.role === 'user' ? history.slice(0, -1) : history;
      return {
        ok: true,
        data: mealPlanChat(
          {
            message,
            currentMealPlan: expanded.plan ?? null,
            profile,
            conversationHistory: earlier,
            ...(request.intents ? { intents: request.intents } : {}),
          },
          { seed: options.seed, solver: options.solver },
        ),
      };
    }
  }
}
