import { vi } from 'vitest';
import {
  AnalyzeRequestSchema,
  type AppConfig,
  ChatRequestSchema,
  computeTargetsForProfile,
  FoodSearchQuerySchema,
  type FunctionResult,
  getFood,
  LogDaysRequestSchema,
  LogSummaryRequestSchema,
  runAnalyze,
  runChat,
  searchFoods,
  summarizeDay,
  toHealthProfile,
  type UserProfile,
} from '#domain';
import type { AuthSession } from '../lib/auth';
import { accountAnswer, type FakeAccount } from './fake-account';
import {
  type Answer,
  errorReply,
  type FakeReply,
  type FakeRoute,
  type FakeRoutes,
  functionAnswer,
  invalid,
  isResponse,
  notFound,
  type RecordedRequest,
  toResponse,
} from './fake-replies';
import { makeConfig } from './render';

export {
  type FakeAccount,
  makeSnapshot,
  makeStoredChat,
  makeStoredPlan,
} from './fake-account';
export {
  deferred,
  errorReply,
  type FakeReply,
  type FakeRoute,
  type FakeRoutes,
  functionFieldErrorReply,
  functionReply,
  networkError,
  never,
  type RecordedRequest,
} from './fake-replies';

/**
 * The web tests' one fake API (issue 17): a `fetch` that answers the app's `/api/*` routes as the
 * server does, with the server's reply shapes and status codes (src/server/routes/*), and with
 * the REAL engine behind the stateless routes: `ai-analyze` and `ai-chat` run the domain's
 * `runAnalyze` / `runChat` with HiGHS (a fixed seed, so a test's plan is reproducible), food
 * search and the day summaries run `searchFoods` / `summarizeDay`. The account routes
 * (`/api/me/...`: health data, meal plans, chat history, analyses) keep per-test state in memory
 * (`api.account`, fake-account.ts), answering 401 while nobody is signed in. The replies'
 * shapes are in fake-replies.ts.
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
      return signedIn(() => accountAnswer(account, request) ?? notFound(path));
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
