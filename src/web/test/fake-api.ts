import { vi } from 'vitest';
import type { z } from 'zod';
import {
  AnalysisCreateSchema,
  AnalyzeRequestSchema,
  type AppConfig,
  ChatHistoryCreateSchema,
  ChatHistoryUpdateSchema,
  ChatRequestSchema,
  computeTargetsForProfile,
  EMPTY_HEALTH_DATA,
  FoodSearchQuerySchema,
  type FunctionResult,
  getFood,
  type HealthDataSnapshot,
  HealthDataUpdateSchema,
  LogDaysRequestSchema,
  LogSummaryRequestSchema,
  type MealPlan,
  MealPlanCreateSchema,
  MealPlanUpdateSchema,
  mergeHealthData,
  newMealPlanValues,
  runAnalyze,
  runChat,
  type StoredAnalysis,
  type StoredChatHistory,
  type StoredMealPlan,
  searchFoods,
  summarizeDay,
  toHealthProfile,
  type UserProfile,
} from '#domain';
import type { AuthSession } from '../lib/auth';
import { makeConfig } from './render';

/**
 * The web tests' one fake API (issue 17): a `fetch` that answers the app's `/api/*` routes as the
 * server does, with the server's reply shapes and status codes (src/server/routes/*), and with
 * the REAL engine behind the stateless routes: `ai-analyze` and `ai-chat` run the domain's
 * `runAnalyze` / `runChat` with HiGHS (a fixed seed, so a test's plan is reproducible), food
 * search and the day summaries run `searchFoods` / `summarizeDay`. The account routes
 * (`/api/me/...`: health data, meal plans, chat history, analyses) keep per-test state in memory
 * (`api.account`), answering 401 while nobody is signed in.
 *
 * `fakeApi({ session, routes })` installs it (restored after each test by setup.ts). A test
 * checking an error path or a route the fake does not know lists it in `routes` (or calls
 * `api.route(key, reply)` later): `'POST /api/me/health-data'` -> a reply, a `Response`, or a
 * function of the request giving one (null: the fake's own answer, to fail only now and then);
 * `networkError` makes the request fail as fetch does, `never` leaves it in flight.
 * Every request is recorded with the JSON answered (`api.requests`, `api.sent(prefix)`,
 * `api.requestsTo(target)`, `api.bodiesTo(target)`, `api.repliesTo(target)`), so a test checks
 * the screen against what the engine really said.
 *
 * Why not the server's own Hono app: tests/architecture.test.ts keeps src/web, tests included,
 * from importing src/server, so the fake calls the same `#domain` functions its routes call.
 */

export interface RecordedRequest {
  method: string;
  /** Path and query, as requested. */
  url: string;
  /** Path without the query. */
  path: string;
  /** The query's parameters. */
  query: URLSearchParams;
  body: unknown;
  /** The JSON the fake answered with (unset for a `Response` given by a test, or none yet). */
  reply?: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Answer = FakeReply | Response;
/** A reply, or a function of the request giving one (or null: answer as the fake would). */
export type FakeRoute =
  | Answer
  | ((request: RecordedRequest) => Answer | null | Promise<Answer | null>);
/** `'POST /api/me/health-data'` -> the reply (or a function of the request giving it). */
export type FakeRoutes = Record<string, FakeRoute>;

/** What the signed-in person has saved, newest first as the server lists it. */
export interface FakeAccount {
  snapshot: HealthDataSnapshot | null;
  mealPlans: StoredMealPlan[];
  chats: StoredChatHistory[];
  analyses: StoredAnalysis[];
}

export interface FakeApiOptions {
  /** Who is signed in (`GET /api/auth/get-session`); nobody by default. */
  session?: AuthSession | null;
  /** What `GET /api/config` says: auth on by default. */
  config?: AppConfig;
  /** Routes answered instead of (or besides) the fake's own. */
  routes?: FakeRoutes;
  /** The account's saved data at the start. */
  account?: Partial<FakeAccount>;
  /** The seed the engine plans with first (whatever seed the page sends; see `fixedSeed`). */
  seed?: number;
}

/** The seed the fake plans with unless told otherwise. */
export const FAKE_API_SEED = 7;

/** A server function's success reply (`/api/functions/*`). */
export const functionReply = (data: unknown): FakeReply => ({
  body: { success: true, data, error: null },
});

/** The server's error shape, as its one `onError` writes it. */
export const errorReply = (
  status: number,
  code = 'INTERNAL',
  message = 'Something went wrong.',
) => ({
  status,
  body: { error: { code, message } },
});

/** A request that never reaches a server: fetch rejects with a TypeError, as browsers do. */
export const networkError = (): never => {
  throw new TypeError('Failed to fetch');
};

/** A promise and the function that settles it, to hold a reply while a test checks a state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A reply that never comes (a request left in flight). */
export const never = () => new Promise<never>(() => {});

const isResponse = (answer: Answer): answer is Response => answer instanceof Response;

function toResponse(answer: Answer): Response {
  if (isResponse(answer)) return answer;
  const status = answer.status ?? 200;
  const body = status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body);
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json', ...answer.headers },
  });
}

/** The server's 400 for a body its schema refuses (first issue as the message). */
function invalid(error: z.ZodError, envelope = false): FakeReply {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  const first = error.issues[0];
  const message = first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'Invalid input';
  const problem = { code: 'VALIDATION_FAILED', message, fieldErrors };
  return {
    status: 400,
    body: envelope ? { success: false, data: null, error: problem } : { error: problem },
  };
}

/** A function's result in its envelope, as `functions.routes.ts` replies. */
function functionAnswer(result: FunctionResult): FakeReply {
  if (result.ok) return functionReply(result.data);
  const { field, message, kind } = result.error;
  if (field) {
    const error = { code: 'VALIDATION_FAILED', message: `${field}: ${message}` };
    return {
      status: 400,
      body: {
        success: false,
        data: null,
        error: { ...error, fieldErrors: { [field]: [message] } },
      },
    };
  }
  return {
    status: 422,
    body: { success: false, data: null, error: { code: 'DOMAIN_FAILURE', kind, message } },
  };
}

/** The day's targets, or the server's 400 naming what the profile still needs. */
function targetsOf(userProfile: UserProfile) {
  const profile = toHealthProfile(userProfile);
  const targets = computeTargetsForProfile(profile);
  if (targets.ok) return { profile, targets: targets.value };
  const missing = targets.error.kind === 'unsupported-age' ? ['age'] : targets.error.fields;
  const message = `userProfile: the day can be set against targets once the profile has ${missing.join(', ')}.`;
  return errorReply(400, 'VALIDATION_FAILED', message);
}

const unknownFoods = (entries: readonly { ingredients?: readonly { foodId: string }[] }[]) =>
  entries.some((entry) => entry.ingredients?.some((item) => !getFood(item.foodId)));

const CREATED_AT = '2025-01-15T10:00:00.000Z';
let nextId = 1;
/** A fresh uuid-shaped id (the server's rows have uuids). */
const newId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`;

export function fakeApi(options: FakeApiOptions = {}) {
  let session = options.session ?? null;
  const config = options.config ?? makeConfig();
  const seed = options.seed ?? FAKE_API_SEED;
  const routes: FakeRoutes = { ...options.routes };
  const account: FakeAccount = {
    snapshot: null,
    mealPlans: [],
    chats: [],
    analyses: [],
    ...options.account,
  };
  const requests: RecordedRequest[] = [];

  const signedIn = (answer: () => Answer): Answer =>
    session ? answer() : errorReply(401, 'UNAUTHENTICATED', 'Sign in to continue.');
  const notFound = (what: string) => errorReply(404, 'NOT_FOUND', `No such ${what}.`);

  // The page draws a random seed for each new plan, and the engine plans with the seed it is
  // sent: the fake plans each seed it is sent with a fixed one instead (`seed`, then `seed + 1`
  // for the next seed sent, ...), so a test's plans are the same every run and a new seed still
  // makes a new plan.
  const fixedSeeds = new Map<number, number>();
  const fixedSeed = (sent: number | undefined): number => {
    if (sent === undefined) return seed;
    let fixed = fixedSeeds.get(sent);
    if (fixed === undefined) {
      fixed = seed + fixedSeeds.size;
      fixedSeeds.set(sent, fixed);
    }
    return fixed;
  };

  async function engine(request: RecordedRequest): Promise<FunctionResult | FakeReply> {
    // HiGHS loads on the first plan only, so tests that never plan do not pay for it.
    const { testSolver: solver } = await import('#domain/testing/solver');
    if (request.path.endsWith('/ai-analyze')) {
      const parsed = AnalyzeRequestSchema.safeParse(request.body);
      if (!parsed.success) return invalid(parsed.error, true);
      const analyze =
        parsed.data.type === 'mealPlan'
          ? { ...parsed.data, seed: fixedSeed(parsed.data.seed) }
          : parsed.data;
      return runAnalyze(analyze, { seed, solver });
    }
    const parsed = ChatRequestSchema.safeParse(request.body);
    if (!parsed.success) return invalid(parsed.error, true);
    const now = new Date().toISOString();
    const result = runChat(parsed.data, { seed: fixedSeed(parsed.data.seed), now, solver });
    // With no LLM set, the server says the built-in reader answered these two.
    const { type } = parsed.data;
    if (result.ok && (type === 'mealPlanChat' || type === 'continueQuestionnaire')) {
      return { ok: true, data: { ...(result.data as object), answeredBy: 'builtin' } };
    }
    return result;
  }

  /** The routes the fake answers itself; `null` when it knows no such route. */
  async function answer(request: RecordedRequest): Promise<Answer | null> {
    const { method, path, query } = request;
    const key = `${method} ${path}`;
    if (key === 'GET /api/config') return { body: config };
    if (key === 'GET /api/auth/get-session') return { body: session };
    if (key === 'POST /api/auth/sign-out') {
      session = null;
      return { body: { success: true } };
    }
    if (method === 'POST' && (path.endsWith('/ai-analyze') || path.endsWith('/ai-chat'))) {
      const result = await engine(request);
      return 'ok' in result ? functionAnswer(result) : result;
    }
    if (key === 'GET /api/foods/search') {
      const parsed = FoodSearchQuerySchema.safeParse(Object.fromEntries(query));
      return parsed.success
        ? { body: { items: searchFoods(parsed.data.q) } }
        : invalid(parsed.error);
    }
    if (key === 'POST /api/log/summary' || key === 'POST /api/log/days') return logAnswer(request);
    if (path.startsWith('/api/me/'))
      return signedIn(() => accountAnswer(request) ?? notFound(path));
    return null;
  }

  function logAnswer({ path, body }: RecordedRequest): Answer {
    if (path === '/api/log/summary') {
      const parsed = LogSummaryRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      if (unknownFoods(parsed.data.entries)) return errorReply(400, 'VALIDATION_FAILED');
      const targets = targetsOf(parsed.data.userProfile);
      if (!('profile' in targets)) return targets;
      return {
        body: { summary: summarizeDay(targets.profile, targets.targets, parsed.data.entries) },
      };
    }
    const parsed = LogDaysRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    if (parsed.data.days.some((day) => unknownFoods(day.entries))) {
      return errorReply(400, 'VALIDATION_FAILED');
    }
    const targets = targetsOf(parsed.data.userProfile);
    if (!('profile' in targets)) return targets;
    const days = parsed.data.days.map((day) => ({
      date: day.date,
      summary: summarizeDay(targets.profile, targets.targets, day.entries),
    }));
    return { body: { days } };
  }

  /** `/api/me/...` over `account`, as the server's routes answer (null: not a route here). */
  function accountAnswer({ method, path, body, query }: RecordedRequest): Answer | null {
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
        const items = account.analyses.filter(
          (item) => type === null || item.analysisType === type,
        );
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

  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: RecordedRequest = {
      method,
      url: `${url.pathname}${url.search}`,
      path: url.pathname,
      query: url.searchParams,
      body,
    };
    requests.push(request);
    const route = routes[`${method} ${request.path}`];
    const given = typeof route === 'function' ? await route(request) : (route ?? null);
    const reply = given ?? (await answer(request));
    const answered = reply ?? notFound(`route ${method} ${request.path}`);
    if (!isResponse(answered)) request.reply = answered.body;
    return toResponse(answered);
  });
  vi.stubGlobal('fetch', spy);

  /** The requests to exactly `target`: a path, or `'METHOD /path'` as routes are keyed. */
  const requestsTo = (target: string) => {
    const [method, path] = target.includes(' ') ? target.split(' ') : [undefined, target];
    return requests.filter(
      (request) => request.path === path && (method === undefined || request.method === method),
    );
  };

  return {
    spy,
    requests,
    account,
    /** The requests to paths under `prefix` (default: the account API), in order. */
    sent: (prefix = '/api/me/') => requests.filter((request) => request.path.startsWith(prefix)),
    requestsTo,
    /** The JSON replies given so far to exactly `target` (a path or 'METHOD /path'), in order. */
    repliesTo: (target: string) =>
      requestsTo(target)
        .filter((request) => 'reply' in request)
        .map((request) => request.reply),
    /** The JSON bodies sent to exactly `target` (a path or 'METHOD /path'), in order. */
    bodiesTo: (target: string) => requestsTo(target).map((request) => request.body),
    /** Answers `key` ('METHOD /path') with `reply` from now on. */
    route(key: string, reply: FakeRoute) {
      routes[key] = reply;
    },
    /** Signs someone in or out, as far as the server is concerned. */
    setSession(next: AuthSession | null) {
      session = next;
    },
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

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
