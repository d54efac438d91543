import type { z } from 'zod';
import {
  AnalysisCreateSchema,
  ChatHistoryCreateSchema,
  ChatHistoryUpdateSchema,
  EMPTY_HEALTH_DATA,
  type HealthDataSnapshot,
  HealthDataUpdateSchema,
  type MealPlan,
  MealPlanCreateSchema,
  MealPlanUpdateSchema,
  mergeHealthData,
  newMealPlanValues,
  type StoredAnalysis,
  type StoredChatHistory,
  type StoredMealPlan,
} from '#domain';
import { type Answer, invalid, notFound, type RecordedRequest } from './fake-replies';

/** The fake API's account (`/api/me/...`): per-test saved data, answered as the server does. */

/** What the signed-in person has saved, newest first as the server lists it. */
export interface FakeAccount {
  snapshot: HealthDataSnapshot | null;
  mealPlans: StoredMealPlan[];
  chats: StoredChatHistory[];
  analyses: StoredAnalysis[];
}

const CREATED_AT = '2025-01-15T10:00:00.000Z';
let nextId = 1;
/** A fresh uuid-shaped id (the server's rows have uuids). */
const newId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

/** `/api/me/...` over `account`, as the server's routes answer (null: not a route here). */
export function accountAnswer(
  account: FakeAccount,
  { method, path, body, query }: RecordedRequest,
): Answer | null {
  const [, , , resource, id] = path.split('/');
  const limit = Number(query.get('limit') ?? 50);
  if (resource === 'health-data') {
    if (method === 'GET' && id === 'current') return { body: { snapshot: account.snapshot } };
    if (method !== 'POST' || id !== undefined) return null;
    const parsed = HealthDataUpdateSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    account.snapshot = nextSnapshot(account.snapshot, parsed.data);
    return { status: 201, body: { snapshot: account.snapshot } };
  }
  if (resource === 'meal-plans') {
    if (method === 'GET' && id === undefined) {
      const active = query.get('active');
      const items = account.mealPlans.filter(
        (plan) => active === null || plan.isActive === (active === 'true'),
      );
      return { body: { items: items.slice(0, limit) } };
    }
    if (method === 'POST' && id === undefined) {
      const parsed = MealPlanCreateSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const values = newMealPlanValues(parsed.data, CREATED_AT.slice(0, 10));
      const item = makeStoredPlan(values.planData, { ...values, id: newId() });
      account.mealPlans = [
        item,
        ...account.mealPlans.map((plan) => ({ ...plan, isActive: false })),
      ];
      return { status: 201, body: { item } };
    }
    if (method !== 'PATCH' || id === undefined) return null;
    const parsed = MealPlanUpdateSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const index = account.mealPlans.findIndex((plan) => plan.id === id);
    const current = account.mealPlans[index];
    if (!current) return notFound('meal plan');
    const item: StoredMealPlan = { ...current, ...(parsed.data as Partial<StoredMealPlan>) };
    account.mealPlans[index] = item;
    return { body: { item } };
  }
  if (resource === 'chat-history') {
    if (method === 'GET' && id === undefined) {
      const type = query.get('type');
      const items = account.chats.filter((chat) => type === null || chat.chatType === type);
      return { body: { items: items.slice(0, limit) } };
    }
    if (method === 'POST' && id === undefined) {
      const parsed = ChatHistoryCreateSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      const item = makeStoredChat({ ...parsed.data, id: newId() });
      account.chats = [item, ...account.chats];
      return { status: 201, body: { item } };
    }
    if (method !== 'PATCH' || id === undefined) return null;
    const parsed = ChatHistoryUpdateSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const index = account.chats.findIndex((chat) => chat.id === id);
    const current = account.chats[index];
    if (!current) return notFound('chat history');
    const item: StoredChatHistory = { ...current, ...parsed.data };
    account.chats[index] = item;
    return { body: { item } };
  }
  if (resource === 'analyses' && id === undefined) {
    if (method === 'GET') {
      const type = query.get('type');
      const items = account.analyses.filter((item) => type === null || item.analysisType === type);
      return { body: { items: items.slice(0, limit) } };
    }
    if (method !== 'POST') return null;
    const parsed = AnalysisCreateSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const item: StoredAnalysis = {
      ...parsed.data,
      userProfileSnapshot: parsed.data.userProfileSnapshot ?? null,
      id: newId(),
      createdAt: CREATED_AT,
    };
    account.analyses = [item, ...account.analyses];
    return { status: 201, body: { item } };
  }
  return null;
}

/** The next snapshot version, merged as the server merges it. */
function nextSnapshot(
  previous: HealthDataSnapshot | null,
  update: z.infer<typeof HealthDataUpdateSchema>,
): HealthDataSnapshot {
  const merged = mergeHealthData(previous, update, CREATED_AT);
  return makeSnapshot({
    ...merged.content,
    id: newId(),
    version: (previous?.version ?? 0) + 1,
    changes: merged.changes,
    profileCompleted: merged.profileCompleted,
    completionPercentage: merged.completionPercentage,
  });
}

export function makeSnapshot(overrides: Partial<HealthDataSnapshot> = {}): HealthDataSnapshot {
  return {
    id: 'snapshot-1',
    version: 1,
    isCurrent: true,
    ...EMPTY_HEALTH_DATA,
    changes: null,
    profileCompleted: false,
    completionPercentage: 0,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function makeStoredPlan(
  planData: MealPlan,
  overrides: Partial<StoredMealPlan> = {},
): StoredMealPlan {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    planName: 'Meal Plan 2025-01-15',
    durationDays: planData.days.length,
    startDate: null,
    planData,
    caloriesPerDay: planData.dailyCalories ?? null,
    generatedBy: 'ai',
    isActive: true,
    createdAt: CREATED_AT,
    ...overrides,
  };
}

export function makeStoredChat(
  overrides: Partial<StoredChatHistory> & Pick<StoredChatHistory, 'chatType'>,
): StoredChatHistory {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    messages: [],
    metadata: {},
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    ...overrides,
  };
}
