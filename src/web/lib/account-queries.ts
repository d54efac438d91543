import { queryOptions } from '@tanstack/react-query';
import type {
  ChatKind,
  HealthDataSnapshot,
  StoredAnalysis,
  StoredChatHistory,
  StoredMealPlan,
} from '#domain';
import { loadOnce } from './load-once';

/**
 * The queries of the signed-in person's data. Light: the calls themselves (`account-api.ts`, with
 * the domain's schemas for every body and reply) load when a query or a save first runs, so an
 * anonymous visitor's screens never build those schemas (issue 15: start-up work on /assessment,
 * /analysis and /meal-plan).
 */
export const loadAccountApi = loadOnce(() => import('./account-api'));

/** Keys of everything read from an account; all of one person's sit under `user(userId)`. */
export const accountKeys = {
  all: ['account'] as const,
  user: (userId: string) => ['account', userId] as const,
  startup: (userId: string) => ['account', userId, 'startup'] as const,
  latestChat: (userId: string, kind: ChatKind) =>
    ['account', userId, 'chat-history', kind, 'latest'] as const,
};

export interface AccountStartupData {
  snapshot: HealthDataSnapshot | null;
  mealPlan: StoredMealPlan | null;
  mealPlanChat: StoredChatHistory | null;
  /** Newest first within each analysis type. */
  analyses: StoredAnalysis[];
}

/** How many saved analyses of each type the start-up load looks through for the profile's own. */
const ANALYSES_LOOKED_AT = 10;

/**
 * What the start-up load reads (spec §4 "their data is loaded from the database"): the current
 * health data, the latest active plan, the latest meal-plan chat and the latest analyses of each
 * type. The questionnaire is not read here: its page offers it for resume.
 */
export function accountStartupQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountKeys.startup(userId),
    queryFn: async (): Promise<AccountStartupData> => {
      const api = await loadAccountApi();
      const [snapshot, plans, mealPlanChat, ...analyses] = await Promise.all([
        api.fetchCurrentHealthData(),
        api.fetchMealPlans({ limit: 1, isActive: true }),
        api.fetchLatestChat('mealPlan'),
        ...api.ANALYSIS_TYPES.map((type) => api.fetchAnalyses({ type, limit: ANALYSES_LOOKED_AT })),
      ]);
      return {
        snapshot,
        mealPlan: plans[0] ?? null,
        mealPlanChat,
        analyses: analyses.flat(),
      };
    },
    // Loaded once per person and sign-in; the screens keep the store current from then on.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The latest saved questionnaire, read afresh on each visit of its page (spec §4 resume). */
export function latestChatQueryOptions(userId: string, kind: ChatKind) {
  return queryOptions({
    queryKey: accountKeys.latestChat(userId, kind),
    queryFn: async () => (await loadAccountApi()).fetchLatestChat(kind),
    staleTime: 0,
    gcTime: 0,
  });
}
