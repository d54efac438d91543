import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { MealPlan } from '#domain';
import type { AnalysisType } from './account-api';
import {
  type AccountStartupData,
  accountStartupQueryOptions,
  loadAccountApi,
} from './account-queries';
import {
  type AnswerScope,
  answersFromSnapshot,
  canonicalJson,
  hasAnswers,
  planDays,
  toHealthDataUpdate,
} from './account-snapshot';
import { ApiRequestError } from './api-error';
import { useAuth } from './auth';
import { toUserProfile } from './profile-request';
import {
  type ProfileState,
  profileKey,
  profileStore,
  type StoredChatMessage,
  useProfileStore,
} from './profile-store';

/**
 * Saving the profile store to the signed-in person's account, and filling it from the account
 * at start-up. The screens call these only when someone is signed in (spec §1: anonymous data
 * stays in the tab). Saves of one account row run one after another, so a first save (POST)
 * has stored its id before the next (PATCH) needs it.
 */

const queues = new Map<string, Promise<unknown>>();

function inOrder<T>(row: string, task: () => Promise<T>): Promise<T> {
  const next = (queues.get(row) ?? Promise.resolve()).catch(() => undefined).then(task);
  queues.set(row, next);
  return next;
}

/** Spec §8: these failures are only logged. */
export function logSaveError(what: string) {
  return (error: unknown) => {
    console.error(`Could not save ${what} to your account.`, error);
  };
}

const isMissingRow = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

// ----- health data ---------------------------------------------------------------------------

/** Spec §8: what a signed-in person is told when the assessment or preferences could not be saved. */
export const ACCOUNT_SAVE_WARNING = 'Warning: Could not save to database. Data is saved locally.';

/** Saves the answers as a new health-data version and remembers which one the tab holds. */
export function saveAnswers(reason: string, scope: AnswerScope = 'all') {
  return inOrder('health-data', async () => {
    const snapshot = await (await loadAccountApi()).saveHealthData(
      toHealthDataUpdate(profileStore.get(), { scope, reason }),
    );
    profileStore.update({ healthDataId: snapshot.id });
    return snapshot;
  });
}

/** Saving the answers from a screen (assessment, preferences, questionnaire). */
export function useSaveAnswers() {
  return useMutation({
    mutationFn: ({ reason, scope }: { reason: string; scope?: AnswerScope }) =>
      saveAnswers(reason, scope),
  });
}

/**
 * Calls `apply` when the start-up load replaces the answers after the caller mounted, so a form
 * opened before the account's data arrived shows it (and does not write its older values back).
 */
export function useAnswersLoaded(apply: () => void) {
  const loadedAt = useProfileStore((state) => state.answersLoadedAt);
  const seen = useRef(loadedAt);
  const latestApply = useRef(apply);
  latestApply.current = apply;
  useEffect(() => {
    if (loadedAt === seen.current) return;
    seen.current = loadedAt;
    latestApply.current();
  }, [loadedAt]);
}

// ----- meal plan -----------------------------------------------------------------------------

/** Counts plans made in this page, so a save answering late never labels a newer plan. */
let planGeneration = 0;

/** A whole number of kcal, as the account stores it. */
const caloriesPerDay = (plan: MealPlan) =>
  plan.dailyCalories === undefined ? undefined : Math.round(plan.dailyCalories);

async function createPlanRow(plan: MealPlan, days: number, generation: number) {
  const item = await (await loadAccountApi()).createMealPlan({
    durationDays: planDays(days, plan.days.length),
    planData: plan,
    caloriesPerDay: caloriesPerDay(plan),
  });
  if (generation === planGeneration) profileStore.update({ mealPlanId: item.id });
  return item;
}

/**
 * A plan just generated (and already in the store): saved as the account's new active plan
 * (name 'Meal Plan {date}' by the server), its id kept for later edits.
 */
export function saveNewPlan(plan: MealPlan, days: number) {
  planGeneration += 1;
  const generation = planGeneration;
  return inOrder('meal-plan', () => createPlanRow(plan, days, generation));
}

/** The stored plan after an edit (a swap, an assistant change): its row's planData replaced. */
export function saveEditedPlan() {
  const generation = planGeneration;
  return inOrder('meal-plan', async () => {
    const { mealPlan, mealPlanId, mealPlanDays } = profileStore.get();
    if (!mealPlan) return null;
    if (mealPlanId) {
      try {
        return await (await loadAccountApi()).updateMealPlan(mealPlanId, { planData: mealPlan });
      } catch (error) {
        // The row is gone (deleted elsewhere): save the plan as a new one.
        if (!isMissingRow(error)) throw error;
      }
    }
    return createPlanRow(mealPlan, mealPlanDays, generation);
  });
}

// ----- chat history --------------------------------------------------------------------------

/** The account keeps at most 200 messages per conversation: the latest ones. */
const MESSAGES_KEPT = 200;

const forAccount = (messages: readonly StoredChatMessage[]) =>
  messages.slice(-MESSAGES_KEPT).map(({ role, content, timestamp }) => ({
    role,
    content,
    timestamp,
  }));

type ChatIdField = 'mealPlanChatId' | 'questionnaireChatId';

async function saveChat(
  kind: 'mealPlan' | 'questionnaire',
  idField: ChatIdField,
  content: { messages: StoredChatMessage[]; metadata: Record<string, unknown> },
) {
  const id = profileStore.get()[idField];
  const body = { messages: forAccount(content.messages), metadata: content.metadata };
  if (id) {
    try {
      return await (await loadAccountApi()).updateChat(id, body);
    } catch (error) {
      if (!isMissingRow(error)) throw error;
    }
  }
  const item = await (await loadAccountApi()).createChat({ chatType: kind, ...body });
  profileStore.update({ [idField]: item.id });
  return item;
}

/** Spec §4: after each assistant exchange, the meal-plan chat with the plan it is about. */
export function saveMealPlanChat() {
  return inOrder('chat:mealPlan', () => {
    const { mealPlanChat, mealPlan } = profileStore.get();
    return saveChat('mealPlan', 'mealPlanChatId', {
      messages: mealPlanChat,
      metadata: { currentMealPlan: mealPlan },
    });
  });
}

/**
 * The questionnaire as shown (`messages` includes an opening not yet stored in the tab), with
 * what it learnt, whether it is complete and the quick replies offered.
 */
export function saveQuestionnaire(messages: StoredChatMessage[]) {
  return inOrder('chat:questionnaire', () => {
    const { extractedData, isComplete, suggestedTopics } = profileStore.get().questionnaire;
    return saveChat('questionnaire', 'questionnaireChatId', {
      messages,
      metadata: {
        extractedData,
        isComplete,
        ...(suggestedTopics ? { suggestedTopics } : {}),
      },
    });
  });
}

// ----- analyses ------------------------------------------------------------------------------

/** The analysis screen's parts by the type the account files them under. */
export const ANALYSIS_TYPE_OF_PART = {
  healthAnalysis: 'health_assessment',
  dietaryRecommendations: 'dietary_recommendations',
  nutritionalGuidelines: 'nutritional_guidelines',
} as const satisfies Record<string, AnalysisType>;
type AnalysisPartName = keyof typeof ANALYSIS_TYPE_OF_PART;

/** One analysis result, with the profile it was made for. */
export async function saveAnalysis(
  part: AnalysisPartName,
  data: Record<string, unknown>,
  profile: Record<string, unknown>,
) {
  return (await loadAccountApi()).createAnalysis({
    analysisType: ANALYSIS_TYPE_OF_PART[part],
    analysisData: data,
    userProfileSnapshot: profile,
  });
}

// ----- the start-up load ---------------------------------------------------------------------

/** The account's latest analysis of each part made for exactly this profile. */
function analysesFor(
  analyses: AccountStartupData['analyses'],
  current: ProfileState,
): ProfileState['analysis'] {
  const profile = toUserProfile(current);
  if (!profile) return current.analysis;
  const key = profileKey(profile);
  const wanted = canonicalJson(profile);
  const results: Partial<Record<string, unknown>> = {};
  for (const [part, type] of Object.entries(ANALYSIS_TYPE_OF_PART)) {
    const match = analyses.find(
      (analysis) =>
        analysis.analysisType === type &&
        analysis.userProfileSnapshot !== null &&
        canonicalJson(analysis.userProfileSnapshot) === wanted,
    );
    if (match) results[part] = match.analysisData;
  }
  if (Object.keys(results).length === 0) return current.analysis;
  const held = current.analysis?.profileKey === key ? current.analysis.results : {};
  return { profileKey: key, results: { ...results, ...held } };
}

/**
 * Puts what the account holds into the store (spec §4 start-up load). The account's answers
 * replace the tab's unless the tab already holds that very version (a reload: what is typed since
 * is newer); with no answers saved yet, the tab's are saved instead ('Saved on sign-in'), and
 * likewise a plan, so nothing entered before signing in is lost. Save failures are logged.
 */
export async function applyAccountData(data: AccountStartupData, userId: string): Promise<void> {
  const saves: Promise<unknown>[] = [];
  const before = profileStore.get();

  if (data.snapshot) {
    if (before.healthDataId !== data.snapshot.id) {
      profileStore.update({
        ...answersFromSnapshot(data.snapshot),
        healthDataId: data.snapshot.id,
        answersLoadedAt: Date.now(),
      });
    }
  } else if (hasAnswers(before)) {
    saves.push(saveAnswers('Saved on sign-in').catch(logSaveError('your answers')));
  }

  if (data.mealPlan) {
    const { id, planData, durationDays } = data.mealPlan;
    // A save of a plan made in this page meanwhile must not label the account's plan.
    planGeneration += 1;
    profileStore.update((current) => ({
      mealPlan: planData,
      mealPlanId: id,
      mealPlanDays: planDays(durationDays, planData.days.length),
      // Which answers the plan was made for is known only for the tab's own plan.
      mealPlanProfileKey: current.mealPlanId === id ? current.mealPlanProfileKey : undefined,
    }));
  } else if (before.mealPlan) {
    saves.push(
      saveNewPlan(before.mealPlan, before.mealPlanDays).catch(logSaveError('your meal plan')),
    );
  }

  if (data.mealPlanChat) {
    const chat = data.mealPlanChat;
    profileStore.update({
      mealPlanChat: chat.messages.map(({ role, content, timestamp }) => ({
        role,
        content,
        timestamp: timestamp ?? chat.updatedAt,
      })),
      mealPlanChatId: chat.id,
    });
  }

  profileStore.update((current) => ({
    analysis: analysesFor(data.analyses, current),
    accountUserId: userId,
  }));
  await Promise.all(saves);
}

/**
 * False while a signed-in person's saved data is still on its way into the store, so a screen
 * that would otherwise act on the tab's data (generate a plan, say) waits for the account's.
 * True when signed out, once loaded, and when loading failed (the tab's data is all there is).
 */
export function useAccountDataReady(): boolean {
  const { isPending, user } = useAuth();
  const loadedFor = useProfileStore((state) => state.accountUserId);
  // The same query as the start-up load's (one request between them), read for its failure.
  const startup = useQuery({
    ...accountStartupQueryOptions(user?.id ?? ''),
    enabled: user !== null && loadedFor !== user.id,
  });
  if (isPending) return false;
  if (!user) return true;
  return loadedFor === user.id || startup.isError;
}
