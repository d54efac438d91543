import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  ANALYSIS_TYPES,
  AnalysisCreateSchema,
  ChatHistoryCreateSchema,
  ChatHistoryUpdateSchema,
  type ChatKind,
  type HealthDataSnapshot,
  HealthDataSnapshotSchema,
  HealthDataUpdateSchema,
  MealPlanCreateSchema,
  MealPlanUpdateSchema,
  type StoredAnalysis,
  StoredAnalysisSchema,
  type StoredChatHistory,
  StoredChatHistorySchema,
  type StoredMealPlan,
  StoredMealPlanSchema,
} from '#domain';
import { apiRequest } from './api-client';

/**
 * The calls the web makes to the signed-in person's data, `/api/me/...` (decision 008). Request
 * bodies are checked with the domain's schemas before they leave and every reply is parsed with
 * them, so a mismatch shows up as an error here rather than as bad data in the store.
 */

const SnapshotReplySchema = z.object({ snapshot: HealthDataSnapshotSchema.nullable() });
const SavedSnapshotReplySchema = z.object({ snapshot: HealthDataSnapshotSchema });
const MealPlanReplySchema = z.object({ item: StoredMealPlanSchema });
const MealPlansReplySchema = z.object({ items: z.array(StoredMealPlanSchema) });
const AnalysisReplySchema = z.object({ item: StoredAnalysisSchema });
const AnalysesReplySchema = z.object({ items: z.array(StoredAnalysisSchema) });
const ChatReplySchema = z.object({ item: StoredChatHistorySchema });
const ChatsReplySchema = z.object({ items: z.array(StoredChatHistorySchema) });

const query = (params: Record<string, string | number | boolean | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

// ----- health data ---------------------------------------------------------------------------

export async function fetchCurrentHealthData() {
  const reply = await apiRequest('/api/me/health-data/current', { schema: SnapshotReplySchema });
  return reply.snapshot;
}

export async function saveHealthData(update: z.input<typeof HealthDataUpdateSchema>) {
  const reply = await apiRequest('/api/me/health-data', {
    method: 'POST',
    body: HealthDataUpdateSchema.parse(update),
    schema: SavedSnapshotReplySchema,
  });
  return reply.snapshot;
}

// ----- meal plans ----------------------------------------------------------------------------

export async function fetchMealPlans(options: { limit?: number; isActive?: boolean } = {}) {
  const path = `/api/me/meal-plans${query({ limit: options.limit, active: options.isActive })}`;
  const reply = await apiRequest(path, { schema: MealPlansReplySchema });
  return reply.items;
}

export async function createMealPlan(body: z.input<typeof MealPlanCreateSchema>) {
  const reply = await apiRequest('/api/me/meal-plans', {
    method: 'POST',
    body: MealPlanCreateSchema.parse(body),
    schema: MealPlanReplySchema,
  });
  return reply.item;
}

export async function updateMealPlan(id: string, body: z.input<typeof MealPlanUpdateSchema>) {
  const reply = await apiRequest(`/api/me/meal-plans/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: MealPlanUpdateSchema.parse(body),
    schema: MealPlanReplySchema,
  });
  return reply.item;
}

// ----- AI analyses ---------------------------------------------------------------------------

export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

export async function createAnalysis(body: z.input<typeof AnalysisCreateSchema>) {
  const reply = await apiRequest('/api/me/analyses', {
    method: 'POST',
    body: AnalysisCreateSchema.parse(body),
    schema: AnalysisReplySchema,
  });
  return reply.item;
}

export async function fetchAnalyses(options: { type?: AnalysisType; limit?: number } = {}) {
  const path = `/api/me/analyses${query({ type: options.type, limit: options.limit })}`;
  const reply = await apiRequest(path, { schema: AnalysesReplySchema });
  return reply.items;
}

// ----- chat history --------------------------------------------------------------------------

/** The latest saved conversation of a kind (spec §7 "load chat history ... limit 1"), or null. */
export async function fetchLatestChat(kind: ChatKind) {
  const reply = await apiRequest(`/api/me/chat-history${query({ type: kind, limit: 1 })}`, {
    schema: ChatsReplySchema,
  });
  return reply.items[0] ?? null;
}

export async function createChat(body: z.input<typeof ChatHistoryCreateSchema>) {
  const reply = await apiRequest('/api/me/chat-history', {
    method: 'POST',
    body: ChatHistoryCreateSchema.parse(body),
    schema: ChatReplySchema,
  });
  return reply.item;
}

export async function updateChat(id: string, body: z.input<typeof ChatHistoryUpdateSchema>) {
  const reply = await apiRequest(`/api/me/chat-history/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: ChatHistoryUpdateSchema.parse(body),
    schema: ChatReplySchema,
  });
  return reply.item;
}

// ----- queries -------------------------------------------------------------------------------

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
      const [snapshot, plans, mealPlanChat, ...analyses] = await Promise.all([
        fetchCurrentHealthData(),
        fetchMealPlans({ limit: 1, isActive: true }),
        fetchLatestChat('mealPlan'),
        ...ANALYSIS_TYPES.map((type) => fetchAnalyses({ type, limit: ANALYSES_LOOKED_AT })),
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
    queryFn: () => fetchLatestChat(kind),
    staleTime: 0,
    gcTime: 0,
  });
}
