import { queryOptions } from '@tanstack/react-query';
import {
  compactMealPlan,
  type HealthProfile,
  keptMealCount,
  type MealPlan,
  type MealPlanChatReply,
  MealPlanChatReplySchema,
  type MealPlanIntent,
  MealPlanSchema,
  markEditedMeals,
  setMealLocked,
  type UserProfile,
} from '#domain';
import { logSaveError, saveEditedPlan, saveNewPlan } from '../../lib/account-sync';
import { callAnalyze, callChat } from '../../lib/functions-api';
import { localDate } from '../../lib/local-dates';
import { toUserProfile } from '../../lib/profile-request';
import {
  planProfileKey,
  profileKey,
  profileStore,
  type StoredChatMessage,
} from '../../lib/profile-store';

/**
 * The meal plan's server calls (spec §4 Meal plan, §7): generating a plan (ai-analyze, type
 * mealPlan) and the assistant's edits (ai-chat, type mealPlanChat). A plan, generated or edited,
 * is kept in the profile store, which is what the screen shows. Signed in (`saveToAccount`), a new
 * plan is also saved to the account and an edit replaces the saved plan's data; those failures are
 * only logged (spec §8).
 */

export type PlanDays = 3 | 5 | 7 | 14;
export const PLAN_DAY_OPTIONS: readonly PlanDays[] = [3, 5, 7, 14];

/**
 * One generation asked for: the length, the seed that makes it a new plan, and the profile as
 * it was when asked. A later profile change (one the assistant makes, say) is no new request:
 * only the duration selector and 'Regenerate Plan' make one.
 */
export interface GenerationRequest {
  days: PlanDays;
  seed: number;
  profile: UserProfile;
  /**
   * The plan shown when asked, whose locked meals (and with `keepChosen`, a change of length, its
   * chosen meals) the new plan keeps. Absent when it has none: a plain new plan.
   */
  keep?: { plan: MealPlan; keepChosen: boolean };
}

/**
 * What a new plan of `days` keeps of the shown one: Regenerate keeps its locked meals, a change of
 * length its chosen ones too (spec §2: both regenerate the plan). Undefined when nothing is kept.
 */
export function keptFrom(
  plan: MealPlan | null,
  days: PlanDays,
): GenerationRequest['keep'] | undefined {
  if (!plan) return undefined;
  const keepChosen = days !== plan.days.length;
  return keptMealCount(plan, keepChosen) > 0 ? { plan, keepChosen } : undefined;
}

/** A new random seed for each press of 'Regenerate Plan' (the engine takes 0..2^31-1). */
export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

export const mealPlanKeys = {
  all: ['meal-plan'] as const,
  generate: (request: GenerationRequest) =>
    [
      'meal-plan',
      profileKey(request.profile),
      request.days,
      request.seed,
      request.keep ? 'keep' : 'new',
    ] as const,
};

export function generateMealPlanQueryOptions(
  request: GenerationRequest,
  { saveToAccount = false }: { saveToAccount?: boolean } = {},
) {
  return queryOptions<MealPlan>({
    queryKey: mealPlanKeys.generate(request),
    queryFn: async () => {
      const plan = await callAnalyze(
        {
          type: 'mealPlan',
          userProfile: request.profile,
          daysCount: request.days,
          seed: request.seed,
          ...(request.keep
            ? {
                revise: {
                  plan: compactMealPlan(request.keep.plan),
                  keepChosen: request.keep.keepChosen,
                },
              }
            : {}),
        },
        MealPlanSchema,
      );
      profileStore.update({
        mealPlan: plan,
        mealPlanDays: request.days,
        mealPlanProfileKey: planProfileKey(request.profile),
        // A new plan starts today; a plan made again from the last keeps its first day.
        ...(request.keep ? {} : { mealPlanMadeOn: localDate(new Date()) }),
        // A new plan: not the account's saved one until it is saved.
        mealPlanId: undefined,
      });
      if (saveToAccount) {
        void saveNewPlan(plan, request.days).catch(logSaveError('your meal plan'));
      }
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
  /** What a button asks for, as an edit: the engine applies it without reading `message`. */
  intents?: MealPlanIntent[];
}): Promise<MealPlanChatReply> {
  return callChat(
    {
      type: 'mealPlanChat',
      message: input.message,
      ...(input.intents ? { intents: input.intents } : {}),
      conversationHistory: input.history.map(({ role, content, timestamp }) => ({
        role,
        content,
        timestamp,
      })),
      // Compact: recipes, servings, sides and grams; the server makes the meals full again.
      ...(input.plan ? { currentMealPlan: compactMealPlan(input.plan) } : {}),
      ...(input.profile ? { userProfile: input.profile } : {}),
    },
    MealPlanChatReplySchema,
  );
}

/** Plan edits (a swap, an assistant reply) run one at a time: each starts from the shown plan. */
export const mealPlanEditKey = ['meal-plan', 'edit'] as const;

/** One meal of the plan: a main meal, or a snack by its place in the day (from 0). */
export type MealRef =
  | { day: number; slot: 'breakfast' | 'lunch' | 'dinner' }
  | { day: number; slot: 'snack'; snackIndex: number };

export const mealRefKey = (ref: MealRef) =>
  ref.slot === 'snack' ? `${ref.day}:snack:${ref.snackIndex}` : `${ref.day}:${ref.slot}`;

/** The request the 'Swap' button makes, in the words the assistant reads ('Swap lunch for Day 3'). */
export function swapRequestText(ref: MealRef): string {
  const meal = ref.slot === 'snack' ? `snack ${ref.snackIndex + 1}` : ref.slot;
  return `Swap ${meal} for Day ${ref.day}`;
}

export interface SwapOutcome {
  ref: MealRef;
  kind: 'swapped' | 'refused';
  /** What the engine did, or why it could not. */
  message: string;
}

/**
 * Replaces one meal through the meal-plan function (ai-chat, mealPlanChat), which keeps the day
 * within its targets and rules or says why it cannot; a swapped plan is stored and shown.
 */
export async function swapPlanMeal(input: {
  ref: MealRef;
  profile: UserProfile | null;
  saveToAccount?: boolean;
}): Promise<SwapOutcome> {
  const reply = await askMealPlanAssistant({
    history: [],
    message: swapRequestText(input.ref),
    intents: [
      {
        kind: 'swap',
        slot: input.ref.slot,
        day: input.ref.day,
        ...(input.ref.slot === 'snack' ? { snackIndex: input.ref.snackIndex } : {}),
      },
    ],
    // The plan as stored when the swap starts: edits run one at a time (mealPlanEditKey).
    plan: profileStore.get().mealPlan,
    profile: input.profile,
  });
  if (reply.modifiedMealPlan) {
    storeEditedPlan(reply.modifiedMealPlan, input.saveToAccount);
    return { ref: input.ref, kind: 'swapped', message: reply.message };
  }
  return { ref: input.ref, kind: 'refused', message: reply.message };
}

/**
 * Stores a plan an edit returned, the meals it changed marked as the person's choices (a change
 * of length keeps them) and the locks of the meals it kept carried over; saved when signed in.
 */
export function storeEditedPlan(edited: MealPlan, saveToAccount = false) {
  const before = profileStore.get().mealPlan;
  profileStore.update({ mealPlan: before ? markEditedMeals(before, edited) : edited });
  if (saveToAccount) void saveEditedPlan().catch(logSaveError('your meal plan'));
}

/** Locks or unlocks one meal of the stored plan; saved when signed in. */
export function setPlanMealLocked(ref: MealRef, isLocked: boolean, saveToAccount = false) {
  const plan = profileStore.get().mealPlan;
  if (!plan) return;
  profileStore.update({ mealPlan: setMealLocked(plan, ref, isLocked) });
  if (saveToAccount) void saveEditedPlan().catch(logSaveError('your meal plan'));
}

export interface DayPlanOutcome {
  day: number;
  kind: 'planned' | 'refused';
  message: string;
}

/**
 * New meals for one day (ai-analyze, mealPlan with `revise.day`): the day's locked meals stay,
 * every other day stays as it is. The new plan is stored (and saved when signed in).
 */
export async function planDayAgain(input: {
  day: number;
  profile: UserProfile;
  saveToAccount?: boolean;
}): Promise<DayPlanOutcome> {
  const plan = profileStore.get().mealPlan;
  if (!plan) return { day: input.day, kind: 'refused', message: 'There is no plan to change.' };
  try {
    const next = await callAnalyze(
      {
        type: 'mealPlan',
        userProfile: input.profile,
        daysCount: plan.days.length as PlanDays,
        seed: newSeed(),
        revise: { plan: compactMealPlan(plan), keepChosen: false, day: input.day },
      },
      MealPlanSchema,
    );
    profileStore.update({ mealPlan: next });
    if (input.saveToAccount) void saveEditedPlan().catch(logSaveError('your meal plan'));
    return { day: input.day, kind: 'planned', message: `Day ${input.day} has new meals.` };
  } catch (error) {
    const reason = error instanceof Error ? error.message : '';
    return {
      day: input.day,
      kind: 'refused',
      message: reason || `We could not plan day ${input.day} again just now. Please try again.`,
    };
  }
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

/** The stored plan now fits the profile as it stands (the assistant made both agree). */
export function markPlanCurrent() {
  profileStore.update((current) => ({
    mealPlanProfileKey: planProfileKey(toUserProfile(current)),
  }));
}
