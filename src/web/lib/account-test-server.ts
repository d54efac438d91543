import { vi } from 'vitest';
import type { HealthDataSnapshot, MealPlan, StoredChatHistory, StoredMealPlan } from '#domain';

/**
 * Test helper (never imported by the app): a `fetch` stand-in answering `/api/*` from a table of
 * routes, recording every request (method, path with query, JSON body) so a test can assert what
 * was sent. Unlisted routes answer 404 in the server's error shape.
 */

export interface RecordedRequest {
  method: string;
  /** Path and query, as requested. */
  url: string;
  /** Path without the query. */
  path: string;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
}

/** `'POST /api/me/health-data'` -> the reply (or a function of the request giving it). */
export type FakeRoutes = Record<
  string,
  FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>)
>;

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export function stubApi(routes: FakeRoutes) {
  const requests: RecordedRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: RecordedRequest = {
      method,
      url: url.replace(/^https?:\/\/[^/]+/, ''),
      path,
      body,
    };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    if (!route) {
      return json(404, { error: { code: 'NOT_FOUND', message: `No route ${method} ${path}` } });
    }
    const reply = typeof route === 'function' ? await route(request) : route;
    return json(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', spy);
  /** The requests to paths under `prefix` (default: the account API), in order. */
  const sent = (prefix = '/api/me/') =>
    requests.filter((request) => request.path.startsWith(prefix));
  return { spy, requests, sent };
}

/** A server function's success reply (`/api/functions/*`). */
export const functionReply = (data: unknown): FakeReply => ({ body: { success: true, data } });

/** The server's error shape. */
export const errorReply = (status: number, code = 'INTERNAL'): FakeReply => ({
  status,
  body: { error: { code, message: 'Something went wrong.' } },
});

const CREATED_AT = '2025-01-15T10:00:00.000Z';

export function makeSnapshot(overrides: Partial<HealthDataSnapshot> = {}): HealthDataSnapshot {
  return {
    id: 'snapshot-1',
    version: 1,
    isCurrent: true,
    profile: {},
    healthConditions: [],
    medications: [],
    allergies: [],
    dietaryRestrictions: [],
    foodPreferences: { likes: [], dislikes: [], cuisines: [] },
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
