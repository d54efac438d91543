import { queryOptions } from '@tanstack/react-query';
import {
  type HealthProfile,
  type MealPlan,
  type MealPlanChatReply,
  MealPlanChatReplySchema,
  MealPlanSchema,
  type UserProfile,
} from '../../../domain';
import { callAnalyze, callChat } from '../../lib/functions-api';
import { profileStore, type StoredChatMessage } from '../../lib/profile-store';

/**
 * The meal plan's server calls (spec §4 Meal plan, §7): generating a plan (ai-analyze, type
 * mealPlan) and the assistant's edits (ai-chat, type mealPlanChat). A plan, generated or edited,
 * is kept in the profile store, which is what the screen shows.
 */

export type PlanDays = 3 | 5 | 7 | 14;
export const PLAN_DAY_OPTIONS: readonly PlanDays[] = [3, 5, 7, 14];

/** One generation asked for: the length and the seed that makes it a new plan. */
export interface GenerationRequest {
  days: PlanDays;
  seed: number;
}

/** A new random seed for each press of 'Regenerate Plan' (the engine takes 0..2^31-1). */
export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

export const mealPlanKeys = {
  all: ['meal-plan'] as const,
  generate: (key: string, request: GenerationRequest) =>
    ['meal-plan', key, request.days, request.seed] as const,
};

export function generateMealPlanQueryOptions(
  profile: UserProfile,
  key: string,
  request: GenerationRequest,
) {
  return queryOptions<MealPlan>({
    queryKey: mealPlanKeys.generate(key, request),
    queryFn: async () => {
      const plan = await callAnalyze(
        { type: 'mealPlan', userProfile: profile, daysCount: request.days, seed: request.seed },
        MealPlanSchema,
      );
      profileStore.update({ mealPlan: plan, mealPlanDays: request.days });
      return plan;
    },
    // Each request has its own seed: the same key never needs fetching again.
    staleTime: Number.POSITIVE_INFINITY,
    // An infeasible plan stays infeasible; the screen shows the engine's reason at once.
    retry: false,
  });
}

export function askMealPlanAssistant(input: {
  history: StoredChatMessage[];
  message: string;
  plan: MealPlan | null;
  profile: UserProfile | null;
}): Promise<MealPlanChatReply> {
  return callChat(
    {
      type: 'mealPlanChat',
      message: input.message,
      conversationHistory: input.history.map(({ role, content, timestamp }) => ({
        role,
        content,
        timestamp,
      })),
      ...(input.plan ? { currentMealPlan: input.plan } : {}),
      ...(input.profile ? { userProfile: input.profile } : {}),
    },
    MealPlanChatReplySchema,
  );
}

/**
 * Keeps a preference the assistant changed (a restriction, an allergy, a like or dislike, snacks
 * per day, cuisines) in the profile store, so the next plan generated keeps it too.
 */
export function applyAssistantProfile(profile: HealthProfile) {
  profileStore.update((current) => ({
    assessment: { ...current.assessment, allergies: profile.allergies.join(', ') },
    preferences: {
      ...current.preferences,
      selectedRestrictions: profile.dietaryRestrictions,
      likedFoods: profile.foodPreferences.liked.join(', '),
      dislikedFoods: profile.foodPreferences.disliked.join(', '),
      selectedCuisines: profile.foodPreferences.cuisines,
      snacksPerDay: profile.mealOptions.snacksPerDay,
    },
  }));
}
