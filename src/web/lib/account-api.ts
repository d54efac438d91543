import { z } from 'zod';
import {
  ANALYSIS_TYPES,
  AnalysisCreateSchema,
  ChatHistoryCreateSchema,
  ChatHistoryUpdateSchema,
  type ChatKind,
  HealthDataSnapshotSchema,
  HealthDataUpdateSchema,
  MealPlanCreateSchema,
  MealPlanUpdateSchema,
  StoredAnalysisSchema,
  StoredChatHistorySchema,
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

/** The analysis types, for the start-up load (`account-queries.ts`), which loads this module. */
export { ANALYSIS_TYPES };

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
