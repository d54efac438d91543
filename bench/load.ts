// API load (issue 15): the built server under autocannon on loopback, bounded in time (about three
// minutes; every scenario is a short warm-up then a fixed BENCH_LOAD_SECONDS, default 10).
// `npm run build` comes first: this starts `node dist/server/main.js` as `npm start` runs it.
// Run: npx tsx bench/load.ts (npm run bench:load). Progress goes to stderr; stdout gets one JSON line.
//
// 1. One instance on PGlite (the default): authenticated reads (the web app's start-up load),
//    sign-in, 7- and 14-day plans (with a light /api/health probe alongside), a chat edit.
// 2. One instance on PostgreSQL: reads and 7-day plans.
// 3. Two instances on the same PostgreSQL database, the load split between them: reads and 7-day
//    plans, and the state either instance sees (sessions, data, the function rate limit).
// Each scenario reports throughput, latency p50/p95/p99, status counts, the CPU each request cost
// the server process (its worker threads included), PostgreSQL and the load generator (all on the
// same two cores), and the server's event-loop delay when /api/health/live reports it.
//
// The per-address limits (better-auth's, sign-in's, the functions' 120 a minute) would otherwise
// refuse a load generator on one address: every load request carries its own X-Forwarded-For
// (the servers trust 127.0.0.1 as a proxy), so the figures measure the server, not the limiter.
// The limiter still runs (its counters are database writes); only the shared-limit check in (3)
// sends from one address, to see it refuse.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHistogram, monitorEventLoopDelay, type RecordableHistogram } from 'node:perf_hooks';
import pg from 'pg';
import type { z } from 'zod';
import type {
  AnalyzeRequestSchema,
  ChatRequestSchema,
  HealthDataUpdateSchema,
  MealPlan,
} from '#domain';
import {
  type ServerProcess,
  spawnServerProcess,
  waitForServer,
} from '../src/server/test/server-process';

// ----- autocannon (no type declarations ship with it: the part used here, typed) -------------

interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest, context: object) => CannonRequest;
}
interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  timeout: number;
  requests: CannonRequest[];
}
interface CannonResult {
  errors: number;
  timeouts: number;
  requests: { total: number; sent: number };
}
interface CannonRun extends PromiseLike<CannonResult> {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseMs: number) => void,
  ): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: CannonOptions,
) => CannonRun;

// ----- settings -------------------------------------------------------------------------------

const root = join(import.meta.dirname, '..');
const SCENARIO_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/**
 * `BENCH_LOAD_ONLY=reads`: only the authenticated reads on one instance on PostgreSQL, for tuning
 * them (`pglite-reads`: on PGlite); with `BENCH_SERVER_NODE_ARGS='--cpu-prof
 * --cpu-prof-dir=/tmp/prof'` the server writes a CPU profile when it stops.
 */
const ONLY_READS = process.env.BENCH_LOAD_ONLY === 'reads';
const ONLY_PGLITE_READS = process.env.BENCH_LOAD_ONLY === 'pglite-reads';
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/**
 * `BENCH_SERVER_ENTRY=/tmp/before/server/main.js`: another build of the server (a copy of
 * dist/server kept before a change), to compare two builds run after run on the same machine.
 */
const SERVER_ENTRY = process.env.BENCH_SERVER_ENTRY || join(root, 'dist', 'server', 'main.js');
const WARMUP_SECONDS = 2;
/** Reads: enough connections to keep both cores busy without queueing for its own sake. */
const READ_CONNECTIONS = 16;
const SIGN_IN_CONNECTIONS = 8;
/** Plans run on the server's worker threads (one per core): a few more than threads keeps them fed. */
const PLAN_CONNECTIONS = 4;
const CHAT_CONNECTIONS = 4;
const READ_USERS = 4;
const HEALTH_PROBE_PER_SECOND = 10;
const PASSWORD = 'plum orchard 42';
const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = 'load-bench-secret-not-for-production-0123456789';
const TARGETS = { readsPerSecond: 1000, readsP99Ms: 50, healthP99DuringPlansMs: 50 } as const;
const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

const benchStarted = performance.now();
const progress = (message: string) =>
  process.stderr.write(
    `[load ${((performance.now() - benchStarted) / 1000).toFixed(0).padStart(3)} s] ${message}\n`,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

// ----- request bodies -------------------------------------------------------------------------

type AnalyzeBody = z.input<typeof AnalyzeRequestSchema>;
type ChatBody = z.input<typeof ChatRequestSchema>;
type HealthDataBody = z.input<typeof HealthDataUpdateSchema>;

/** A realistic person: type 2 diabetes and high blood pressure, halal, two food allergies. */
const USER_PROFILE = {
  profile: {
    name: 'Rosa',
    age: 58,
    gender: 'female',
    weight: 84,
    height: 163,
    bmi: 31.6,
    activityLevel: 'light',
  },
  healthConditions: ['diabetes_type2', 'hypertension'],
  medications: ['metformin 500 mg', 'lisinopril'],
  allergies: 'peanuts, shellfish',
  dietaryRestrictions: ['halal'],
  foodPreferences: {
    liked: ['salmon', 'lentils'],
    disliked: ['mushrooms'],
    cuisines: ['Mediterranean'],
  },
} satisfies AnalyzeBody['userProfile'];

const HEALTH_DATA = {
  profile: {
    name: 'Rosa',
    age: 58,
    gender: 'female',
    weightKg: 84,
    heightCm: 163,
    activityLevel: 'light',
  },
  healthConditions: ['diabetes_type2', 'hypertension'],
  medications: ['metformin 500 mg', 'lisinopril'],
  allergies: ['peanuts', 'shellfish'],
  dietaryRestrictions: ['halal'],
  foodPreferences: { likes: ['salmon', 'lentils'], dislikes: ['mushrooms'] },
} satisfies HealthDataBody;

/** The edits the chat scenario alternates: one touching every day, one a single meal. */
const CHAT_MESSAGES = ['less salt', 'swap dinner on day 2'] as const;

/** What the web app reads after sign-in (accountStartupQueryOptions), plus its session check. */
const READ_PATHS = [
  '/api/auth/get-session',
  '/api/me/health-data/current',
  '/api/me/meal-plans?limit=1&active=true',
  '/api/me/chat-history?type=mealPlan&limit=1',
  '/api/me/analyses?type=health_assessment&limit=10',
  '/api/me/analyses?type=dietary_recommendations&limit=10',
  '/api/me/analyses?type=nutritional_guidelines&limit=10',
] as const;

/** A JSON body with a seed of its own per request: the same edit or plan, never the same answer. */
function seeded(body: object): (seed: number) => string {
  const prefix = JSON.stringify(body).slice(0, -1);
  return (seed) => `${prefix},"seed":${seed}}`;
}

let addressCount = 0;
/** A client address no request has used: 10.0.0.0/8 holds 16 million. */
function nextAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

// ----- servers --------------------------------------------------------------------------------

interface Server {
  name: string;
  url: string;
  pid: number;
  handle: ServerProcess;
  /** The server's stderr: how many lines, and the first few. */
  stderr: { lines: number; sample: string[] };
}
const servers: Server[] = [];
const tempDirs: string[] = [];
let pgDatabase: string | null = null;

async function startServer(name: string, databaseUrl: string | null): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'phn-load-'));
  tempDirs.push(dataDir);
  const stderr: Server['stderr'] = { lines: 0, sample: [] };
  let partial = '';
  const handle = await spawnServerProcess({
    cwd: root,
    args: [...SERVER_NODE_ARGS, SERVER_ENTRY],
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      TRUSTED_PROXIES: '127.0.0.1',
      TRUSTED_ORIGINS: '',
      // Not production: the local mailbox (loopback only) is how the bench confirms its accounts.
      NODE_ENV: 'development',
      EMAIL_TRANSPORT: 'outbox',
      SMTP_URL: '',
      AUTH_ENABLED: 'true',
      BETTER_AUTH_SECRET: SECRET,
      AI_BASE_URL: '',
      AI_MODEL: '',
    },
    output: (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        stderr.lines += 1;
        if (stderr.sample.length < 5) stderr.sample.push(line.slice(0, 300));
      }
    },
  });
  const { pid } = handle.child;
  if (!pid) throw new Error(`${name}: the server did not start`);
  const server: Server = { name, url: handle.url, pid, handle, stderr };
  servers.push(server);
  try {
    await waitForServer(handle, { timeoutMs: 120_000, pollMs: 100 });
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  progress(
    `${name} ready at ${server.url} in ${Math.round(performance.now() - handle.spawnedAt)} ms`,
  );
  return server;
}

async function stopServer(server: Server): Promise<void> {
  await server.handle.stop('SIGTERM', 15_000);
}

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function cleanUp(): Promise<void> {
  await Promise.all(servers.map(stopServer));
  if (pgDatabase) {
    await adminQuery(`drop database if exists ${pgDatabase} with (force)`).catch((error: unknown) =>
      progress(`could not drop ${pgDatabase}: ${String(error)}`),
    );
    pgDatabase = null;
  }
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

// ----- CPU ------------------------------------------------------------------------------------

/** utime, stime, cutime, cstime of a process in clock ticks (threads included); null if gone. */
function processTicks(pid: number | string): { comm: string; own: number; reaped: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    // After ')': state is field 3, so utime (14) .. cstime (17) sit at 11 .. 14.
    const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
    return { comm, own: utime + stime, reaped: cutime + cstime };
  } catch {
    return null;
  }
}

function serverTicks(server: Server): number {
  return processTicks(server.pid)?.own ?? 0;
}

/**
 * PostgreSQL's CPU. `own`, per process: the backends serving this bench's database and the shared
 * background writers, what the bench's load costs it (a backend that exits between two readings
 * takes its last share with it: a lower bound). `all`: every postgres process, with what exited
 * backends left in the postmaster's reaped total, so it also holds anyone else's use.
 */
function postgresTicks(): { own: Map<string, number>; all: number } {
  const own = new Map<string, number>();
  let all = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ticks = processTicks(entry);
    if (!ticks?.comm.startsWith('postgres')) continue;
    all += ticks.own + ticks.reaped;
    let title = '';
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    const isOurs = pgDatabase !== null && title.includes(` ${pgDatabase} `);
    if (isOurs || /: (checkpointer|background writer|walwriter|autovacuum launcher)/.test(title)) {
      own.set(entry, ticks.own);
    }
  }
  return { own, all };
}

/** Ticks the processes alive at `after` used since `before` (new ones from zero). */
function ownPostgresDelta(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, ticks] of after) total += Math.max(0, ticks - (before.get(pid) ?? 0));
  return total;
}

/** All cores' busy and total time from /proc/stat. */
function machineTicks(): { busy: number; total: number } {
  const [, ...values] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .map(Number);
  const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/** Waits until the servers stop using CPU: requests still in flight when the load ended finish. */
async function settle(targets: Server[]): Promise<void> {
  let last = targets.map(serverTicks);
  let quiet = 0;
  const started = performance.now();
  while (quiet < 2 && performance.now() - started < 6000) {
    await sleep(250);
    const now = targets.map(serverTicks);
    quiet = now.every((ticks, index) => ticks - (last[index] ?? 0) <= 1) ? quiet + 1 : 0;
    last = now;
  }
}

// ----- small HTTP helpers -----------------------------------------------------------------------

interface Reply {
  status: number;
  body: unknown;
  headers: Headers;
}

async function call(
  server: Server,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; address?: string | null } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = server.url;
  }
  if (options.cookie) headers.cookie = options.cookie;
  // null: no forwarding header at all (the local mailbox opens only to such a request).
  if (options.address !== null) headers['x-forwarded-for'] = options.address ?? nextAddress();
  const res = await fetch(`${server.url}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    redirect: 'manual',
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

async function expectStatus(step: string, reply: Promise<Reply>, status: number): Promise<Reply> {
  const answered = await reply;
  if (answered.status !== status) {
    throw new Error(`${step} answered ${answered.status}: ${JSON.stringify(answered.body)}`);
  }
  return answered;
}

function dataOf(reply: Reply): Record<string, unknown> {
  const data = (reply.body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) throw new Error('a function reply had no data');
  return data as Record<string, unknown>;
}

async function signIn(server: Server, email: string): Promise<string> {
  const reply = await expectStatus(
    `sign-in of ${email}`,
    call(server, '/api/auth/sign-in/email', { body: { email, password: PASSWORD } }),
    200,
  );
  const cookie = reply.headers.get('set-cookie')?.split(';')[0];
  if (!cookie?.includes('session_token=')) throw new Error('sign-in set no session cookie');
  return cookie;
}

/**
 * People signed up through the API and confirmed by the link mailed to the local outbox (the way
 * a developer confirms on their own machine), signed in, with a 7-day plan, its chat, health data
 * and three analyses saved: what the reads read.
 */
async function prepareAccounts(
  server: Server,
  label: string,
  count: number,
): Promise<{ emails: string[]; cookies: string[]; plan: MealPlan }> {
  const emails = Array.from({ length: count }, (_, index) => `load-${label}-${index}@example.com`);
  for (const email of emails) {
    await expectStatus(
      `sign-up of ${email}`,
      call(server, '/api/auth/sign-up/email', {
        body: { name: 'Load Person', email, password: PASSWORD, callbackURL: '/' },
      }),
      200,
    );
  }
  const outbox = await expectStatus(
    'the local outbox',
    call(server, '/api/dev/outbox', { address: null }),
    200,
  );
  const messages = outbox.body as { to: string; text: string }[];
  for (const email of emails) {
    const link = messages
      .filter((message) => message.to === email)
      .map((message) => message.text.match(/https?:\/\/\S*verify-email\S*/)?.[0])
      .find(Boolean);
    if (!link) throw new Error(`no confirmation mail for ${email}`);
    const url = new URL(link);
    await expectStatus(
      `confirmation of ${email}`,
      call(server, `${url.pathname}${url.search}`),
      302,
    );
  }
  const cookies: string[] = [];
  for (const email of emails) cookies.push(await signIn(server, email));

  const analyze = (body: AnalyzeBody) =>
    expectStatus(
      `ai-analyze ${body.type}`,
      call(server, '/api/functions/ai-analyze', { body }),
      200,
    );
  const plan = dataOf(
    await analyze({ type: 'mealPlan', userProfile: USER_PROFILE, daysCount: 7, seed: 1 }),
  ) as unknown as MealPlan;
  const analyses = {
    health_assessment: dataOf(await analyze({ type: 'healthAnalysis', userProfile: USER_PROFILE })),
    dietary_recommendations: dataOf(
      await analyze({ type: 'dietaryRecommendations', userProfile: USER_PROFILE }),
    ),
    nutritional_guidelines: dataOf(
      await analyze({ type: 'nutritionalGuidelines', userProfile: USER_PROFILE }),
    ),
  };
  for (const cookie of cookies) {
    const save = (path: string, body: unknown) =>
      expectStatus(`save ${path}`, call(server, `/api/me${path}`, { body, cookie }), 201);
    await save('/health-data', HEALTH_DATA);
    await save('/meal-plans', { planData: plan });
    await save('/chat-history', {
      chatType: 'mealPlan',
      messages: [
        { role: 'user', content: 'less salt' },
        { role: 'assistant', content: 'Done: sodium is down.' },
      ],
      metadata: { currentMealPlan: plan },
    });
    for (const [analysisType, analysisData] of Object.entries(analyses)) {
      await save('/analyses', { analysisType, analysisData });
    }
  }
  return { emails, cookies, plan };
}

// ----- measuring ----------------------------------------------------------------------------

function latencySummary(histogram: RecordableHistogram) {
  const ms = (micros: number) => round(micros / 1000, 1);
  if (histogram.count === 0) return { p50: null, p95: null, p99: null, max: null };
  return {
    p50: ms(histogram.percentile(50)),
    p95: ms(histogram.percentile(95)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  };
}

function recordMs(histogram: RecordableHistogram, ms: number) {
  histogram.record(Math.max(1, Math.round(ms * 1000)));
}

/** `/api/health` at a steady light rate, one request at a time per instance, timed here. */
function startHealthProbe(targets: Server[]) {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const histogram = createHistogram();
  const statusCounts: Record<string, number> = {};
  let stopped = false;
  const get = (index: number) =>
    new Promise<number>((resolve) => {
      const request = http.get(
        `${targets[index]!.url}/api/health`,
        { agent: agents[index], timeout: 10_000 },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => resolve(0));
    });
  const loop = (async () => {
    const intervalMs = 1000 / HEALTH_PROBE_PER_SECOND;
    let next = performance.now();
    for (let count = 0; !stopped; count += 1) {
      const started = performance.now();
      const status = await get(count % targets.length);
      recordMs(histogram, performance.now() - started);
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
      next += intervalMs;
      await sleep(Math.max(0, next - performance.now()));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    for (const agent of agents) agent.destroy();
    return {
      requestsPerSecond: HEALTH_PROBE_PER_SECOND,
      requests: histogram.count,
      statusCounts,
      latencyMs: latencySummary(histogram),
    };
  };
}

/** The server's own event-loop delay, when /api/health/live reports it (a rolling window). */
async function serverEventLoopDelay(server: Server): Promise<Record<string, number> | null> {
  try {
    const reply = await call(server, '/api/health/live', { address: null });
    const delay = (reply.body as { eventLoopDelayMs?: unknown }).eventLoopDelayMs;
    if (typeof delay !== 'object' || delay === null) return null;
    const figures: Record<string, number> = {};
    for (const [key, value] of Object.entries(delay)) {
      if (typeof value === 'number') figures[key] = round(value, 1);
    }
    return figures;
  } catch {
    return null;
  }
}

interface LoadTarget {
  server: Server;
  connections: number;
  requests: CannonRequest[];
  timeoutSeconds: number;
}

async function fire(target: LoadTarget, seconds: number, histogram?: RecordableHistogram) {
  const statusCounts: Record<string, number> = {};
  const run = autocannon({
    url: target.server.url,
    connections: target.connections,
    duration: seconds,
    timeout: target.timeoutSeconds,
    requests: target.requests,
  });
  run.on('response', (_client, statusCode, _bytes, responseMs) => {
    statusCounts[statusCode] = (statusCounts[statusCode] ?? 0) + 1;
    if (histogram) recordMs(histogram, responseMs);
  });
  const result = await run;
  return { result, statusCounts };
}

/**
 * One scenario: a warm-up, quiet, then the measured run on every target at once. CPU is read
 * from /proc before the run and after the servers finish what was in flight, and divided by the
 * requests sent (each was served, whether or not its answer arrived before the run ended).
 */
async function measure(name: string, targets: LoadTarget[], options: { probe?: boolean } = {}) {
  const loaded = targets.map((target) => target.server);
  progress(`${name}: warm-up ${WARMUP_SECONDS} s`);
  await Promise.all(targets.map((target) => fire(target, WARMUP_SECONDS)));
  await settle(loaded);

  progress(`${name}: ${SCENARIO_SECONDS} s`);
  const loadGenLoop = monitorEventLoopDelay({ resolution: 10 });
  loadGenLoop.enable();
  const stopProbe = options.probe ? startHealthProbe(loaded) : null;
  const before = {
    servers: loaded.map(serverTicks),
    postgres: postgresTicks(),
    machine: machineTicks(),
    loadGen: process.cpuUsage(),
  };
  const started = performance.now();
  const histograms = targets.map(() => createHistogram());
  const runs = await Promise.all(
    targets.map((target, index) => fire(target, SCENARIO_SECONDS, histograms[index])),
  );
  const seconds = (performance.now() - started) / 1000;
  const machine = machineTicks();
  const loadGenCpu = process.cpuUsage(before.loadGen);
  const atEnd = { servers: loaded.map(serverTicks), postgres: postgresTicks() };
  loadGenLoop.disable();
  const probe = stopProbe ? await stopProbe() : null;
  const eventLoop = await Promise.all(loaded.map(serverEventLoopDelay));
  await settle(loaded);
  const tickMs = 1000 / CLOCK_TICKS_PER_SECOND;
  const serverCpuMs = loaded.map(
    (server, index) => (serverTicks(server) - (before.servers[index] ?? 0)) * tickMs,
  );
  const postgresAfter = postgresTicks();
  const postgresCpuMs = ownPostgresDelta(before.postgres.own, postgresAfter.own) * tickMs;
  const postgresAllCpuMs = (postgresAfter.all - before.postgres.all) * tickMs;
  const loadGenCpuMs = (loadGenCpu.user + loadGenCpu.system) / 1000;
  // Shares of all cores during the run: what else was running shows here.
  const machineMs = (machine.total - before.machine.total) * tickMs;
  const runServerMs = atEnd.servers.reduce(
    (sum, ticks, index) => sum + (ticks - (before.servers[index] ?? 0)) * tickMs,
    0,
  );
  const runPostgresMs = ownPostgresDelta(before.postgres.own, atEnd.postgres.own) * tickMs;
  const busyMs = (machine.busy - before.machine.busy) * tickMs;
  const share = (ms: number) => round((100 * ms) / Math.max(1, machineMs), 1);

  const all = createHistogram();
  for (const histogram of histograms) all.add(histogram);
  const statusCounts: Record<string, number> = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.statusCounts)) {
      statusCounts[status] = (statusCounts[status] ?? 0) + count;
    }
  }
  const completed = runs.reduce((sum, run) => sum + run.result.requests.total, 0);
  const sent = runs.reduce((sum, run) => sum + Math.max(run.result.requests.sent, 0), 0);
  const served = Math.max(completed, sent);
  const non2xx = Object.entries(statusCounts)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  const totalServerCpuMs = serverCpuMs.reduce((sum, ms) => sum + ms, 0);
  const perInstance = targets.map((target, index) => {
    const run = runs[index]!;
    const instanceServed = Math.max(run.result.requests.total, run.result.requests.sent);
    return {
      instance: target.server.name,
      connections: target.connections,
      requestsCompleted: run.result.requests.total,
      requestsPerSecond: round(run.result.requests.total / seconds, 1),
      latencyMs: latencySummary(histograms[index]!),
      statusCounts: run.statusCounts,
      serverCpuMsPerRequest: round((serverCpuMs[index] ?? 0) / Math.max(1, instanceServed), 3),
      serverEventLoopDelayMs: eventLoop[index],
    };
  });
  const summary = {
    connections: targets.reduce((sum, target) => sum + target.connections, 0),
    seconds: round(seconds, 1),
    requestsCompleted: completed,
    requestsSent: sent,
    requestsPerSecond: round(completed / seconds, 1),
    latencyMs: latencySummary(all),
    statusCounts,
    non2xx,
    errors: runs.reduce((sum, run) => sum + run.result.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + run.result.timeouts, 0),
    serverCpuMsPerRequest: round(totalServerCpuMs / Math.max(1, served), 3),
    postgresCpuMsPerRequest: round(postgresCpuMs / Math.max(1, served), 3),
    postgresAllProcessesCpuMsPerRequest: round(postgresAllCpuMs / Math.max(1, served), 3),
    loadGeneratorCpuMsPerRequest: round(loadGenCpuMs / Math.max(1, completed), 3),
    machineCpuPercent: {
      busy: share(busyMs),
      servers: share(runServerMs),
      postgres: share(runPostgresMs),
      loadGenerator: share(loadGenCpuMs),
      otherProcesses: share(Math.max(0, busyMs - runServerMs - runPostgresMs - loadGenCpuMs)),
    },
    loadGeneratorEventLoopDelayP99Ms: round(loadGenLoop.percentile(99) / 1e6, 1),
    ...(targets.length === 1
      ? { serverEventLoopDelayMs: eventLoop[0] }
      : { instances: perInstance }),
    ...(probe ? { healthProbe: probe } : {}),
  };
  progress(
    `${name}: ${summary.requestsPerSecond} req/s, p99 ${summary.latencyMs.p99} ms, non-2xx ${non2xx}, server ${summary.serverCpuMsPerRequest} ms CPU/req`,
  );
  return summary;
}

type Summary = Awaited<ReturnType<typeof measure>>;

/** Requests one CPU-second serves: of the server alone, and of the server and PostgreSQL. */
function capacity(summary: Summary, withPostgres: boolean) {
  const perServerSecond = 1000 / Math.max(0.001, summary.serverCpuMsPerRequest);
  return {
    requestsPerServerCpuSecond: round(perServerSecond, 1),
    ...(withPostgres
      ? {
          requestsPerCpuSecondWithPostgres: round(
            1000 / Math.max(0.001, summary.serverCpuMsPerRequest + summary.postgresCpuMsPerRequest),
            1,
          ),
        }
      : {}),
  };
}

/** The PGlite figures: the database runs inside the server process, so PostgreSQL's is left out. */
function withoutPostgres(summary: Summary) {
  const {
    postgresCpuMsPerRequest: _own,
    postgresAllProcessesCpuMsPerRequest: _all,
    ...rest
  } = summary;
  return {
    ...rest,
    requestsPerServerCpuSecond: capacity(summary, false).requestsPerServerCpuSecond,
  };
}

// ----- scenarios ------------------------------------------------------------------------------

/** Sets a fresh client address (and a session cookie, round robin) on every request. */
function asClients(cookies: string[] = []) {
  let count = 0;
  return (request: CannonRequest): CannonRequest => {
    count += 1;
    const headers: Record<string, string> = {
      ...request.headers,
      'x-forwarded-for': nextAddress(),
    };
    if (cookies.length > 0) headers.cookie = cookies[count % cookies.length]!;
    return { ...request, headers };
  };
}

function readTarget(server: Server, cookies: string[], connections: number): LoadTarget {
  const setupRequest = asClients(cookies);
  return {
    server,
    connections,
    timeoutSeconds: 10,
    requests: READ_PATHS.map((path) => ({ method: 'GET', path, setupRequest })),
  };
}

function postTarget(
  server: Server,
  path: string,
  body: (count: number) => string,
  connections: number,
): LoadTarget {
  const client = asClients();
  let count = 0;
  return {
    server,
    connections,
    // Past the server's own 15 s request deadline: a slow answer is the server's, not a cut.
    timeoutSeconds: 20,
    requests: [
      {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', origin: server.url },
        setupRequest: (request) => {
          count += 1;
          return { ...client(request), body: body(count) };
        },
      },
    ],
  };
}

function planTarget(server: Server, days: 7 | 14, connections: number): LoadTarget {
  const body = seeded({ type: 'mealPlan', userProfile: USER_PROFILE, daysCount: days });
  return postTarget(server, '/api/functions/ai-analyze', body, connections);
}

function chatTarget(server: Server, plan: MealPlan, connections: number): LoadTarget {
  const bodies = CHAT_MESSAGES.map((message) =>
    seeded({
      type: 'mealPlanChat',
      userProfile: USER_PROFILE,
      currentMealPlan: plan,
      message,
      conversationHistory: [],
    } satisfies ChatBody),
  );
  return postTarget(
    server,
    '/api/functions/ai-chat',
    (count) => bodies[count % bodies.length]!(count),
    connections,
  );
}

function signInTarget(server: Server, emails: string[], connections: number): LoadTarget {
  const bodies = emails.map((email) => JSON.stringify({ email, password: PASSWORD }));
  return postTarget(
    server,
    '/api/auth/sign-in/email',
    (count) => bodies[count % bodies.length]!,
    connections,
  );
}

/** The size of each read's answer as the load generator gets it (no Accept-Encoding). */
async function readSizes(server: Server, cookie: string): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const path of READ_PATHS) {
    const res = await fetch(`${server.url}${path}`, {
      headers: { cookie, 'accept-encoding': 'identity' },
    });
    sizes[path] = (await res.arrayBuffer()).byteLength;
  }
  return sizes;
}

async function onePglite() {
  const server = await startServer('pglite', null);
  try {
    const { emails, cookies, plan } = await prepareAccounts(server, 'pglite', READ_USERS);
    const responseBytesByPath = await readSizes(server, cookies[0]!);
    const reads = await measure('pglite reads', [readTarget(server, cookies, READ_CONNECTIONS)]);
    const signIn = await measure('pglite sign-in', [
      signInTarget(server, emails, SIGN_IN_CONNECTIONS),
    ]);
    const plan7 = await measure('pglite plan 7 d', [planTarget(server, 7, PLAN_CONNECTIONS)], {
      probe: true,
    });
    const plan14 = await measure('pglite plan 14 d', [planTarget(server, 14, PLAN_CONNECTIONS)], {
      probe: true,
    });
    const chatEdit = await measure('pglite chat edit', [
      chatTarget(server, plan, CHAT_CONNECTIONS),
    ]);
    return {
      reads: { ...withoutPostgres(reads), responseBytesByPath },
      signIn: withoutPostgres(signIn),
      plan7: withoutPostgres(plan7),
      plan14: withoutPostgres(plan14),
      chatEdit: withoutPostgres(chatEdit),
    };
  } finally {
    await stopServer(server);
  }
}

/** Sessions, data and the function rate limit, as seen through the other instance. */
async function sharedState(a: Server, b: Server, email: string) {
  const cookie = await signIn(a, email);
  const session = await call(b, '/api/auth/get-session', { cookie });
  const sessionMadeOnAWorksOnB =
    session.status === 200 &&
    (session.body as { user?: { email?: string } } | null)?.user?.email === email;

  const firstName = `Shared${Date.now()}`;
  const written = await call(a, '/api/me/profile', { method: 'PUT', body: { firstName }, cookie });
  const read = await call(b, '/api/me/profile', { cookie });
  const dataWrittenOnAReadOnB =
    written.status === 200 &&
    (read.body as { profile?: { firstName?: string } }).profile?.firstName === firstName;

  const signedOut = await call(b, '/api/auth/sign-out', { body: {}, cookie });
  const afterSignOut = await call(a, '/api/me/profile', { cookie });
  const signOutOnBEndsSessionOnA = signedOut.status === 200 && afterSignOut.status === 401;

  // One address (TEST-NET-1, never used by the load) spends its minute's calls on A.
  const address = '192.0.2.77';
  const cheapest = { type: 'startQuestionnaire' } satisfies ChatBody;
  const statusesOnA: Record<string, number> = {};
  for (let batch = 0; batch < 12; batch += 1) {
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(a, '/api/functions/ai-chat', { body: cheapest, address }),
      ),
    );
    for (const reply of replies) statusesOnA[reply.status] = (statusesOnA[reply.status] ?? 0) + 1;
  }
  const nextOnB = await call(b, '/api/functions/ai-chat', { body: cheapest, address });
  const otherAddressOnB = await call(b, '/api/functions/ai-chat', { body: cheapest });
  return {
    sessionMadeOnAWorksOnB,
    dataWrittenOnAReadOnB,
    signOutOnBEndsSessionOnA,
    functionRateLimit: {
      limitPerMinute: 120,
      statusesOfFirst120OnA: statusesOnA,
      nextOnBStatus: nextOnB.status,
      retryAfterSeconds: Number(nextOnB.headers.get('retry-after')) || null,
      otherAddressOnBStatus: otherAddressOnB.status,
      sharedAcrossInstances:
        statusesOnA['200'] === 120 && nextOnB.status === 429 && otherAddressOnB.status === 200,
    },
  };
}

async function postgres() {
  pgDatabase = `load_bench_${process.pid}`;
  await adminQuery(`drop database if exists ${pgDatabase} with (force)`);
  await adminQuery(`create database ${pgDatabase}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${pgDatabase}`;

  const a = await startServer('postgres-a', url.toString());
  const { emails, cookies } = await prepareAccounts(a, 'postgres', READ_USERS + 1);
  const readCookies = cookies.slice(0, READ_USERS);
  const one = {
    reads: await measure('postgres 1 instance reads', [
      readTarget(a, readCookies, READ_CONNECTIONS),
    ]),
    plan7: await measure('postgres 1 instance plan 7 d', [planTarget(a, 7, PLAN_CONNECTIONS)], {
      probe: true,
    }),
  };

  const b = await startServer('postgres-b', url.toString());
  const state = await sharedState(a, b, emails[READ_USERS]!);
  progress(`shared state: ${JSON.stringify(state)}`);
  const half = (connections: number) => Math.max(1, connections / 2);
  const two = {
    reads: await measure('postgres 2 instances reads', [
      readTarget(a, readCookies, half(READ_CONNECTIONS)),
      readTarget(b, readCookies, half(READ_CONNECTIONS)),
    ]),
    plan7: await measure(
      'postgres 2 instances plan 7 d',
      [planTarget(a, 7, half(PLAN_CONNECTIONS)), planTarget(b, 7, half(PLAN_CONNECTIONS))],
      { probe: true },
    ),
  };
  await Promise.all([stopServer(a), stopServer(b)]);

  const ratio = (twoMs: number, oneMs: number) => round(twoMs / Math.max(0.001, oneMs), 2);
  return {
    oneInstance: one,
    twoInstances: two,
    scaleOut: {
      state,
      serverCpuMsPerRequest: {
        reads: {
          oneInstance: one.reads.serverCpuMsPerRequest,
          twoInstances: two.reads.serverCpuMsPerRequest,
          ratio: ratio(two.reads.serverCpuMsPerRequest, one.reads.serverCpuMsPerRequest),
        },
        plan7: {
          oneInstance: one.plan7.serverCpuMsPerRequest,
          twoInstances: two.plan7.serverCpuMsPerRequest,
          ratio: ratio(two.plan7.serverCpuMsPerRequest, one.plan7.serverCpuMsPerRequest),
        },
      },
      postgresCpuMsPerRequest: {
        reads: {
          oneInstance: one.reads.postgresCpuMsPerRequest,
          twoInstances: two.reads.postgresCpuMsPerRequest,
        },
        plan7: {
          oneInstance: one.plan7.postgresCpuMsPerRequest,
          twoInstances: two.plan7.postgresCpuMsPerRequest,
        },
      },
      // What one core serves, from the two-instance run: N cores serve about N times this.
      capacityPerCore: {
        reads: capacity(two.reads, true),
        plan7: capacity(two.plan7, true),
      },
      totalRequestsPerSecond: {
        reads: {
          oneInstance: one.reads.requestsPerSecond,
          twoInstances: two.reads.requestsPerSecond,
        },
        plan7: {
          oneInstance: one.plan7.requestsPerSecond,
          twoInstances: two.plan7.requestsPerSecond,
        },
      },
    },
  };
}

/** The reads alone, on one instance on PostgreSQL (`BENCH_LOAD_ONLY=reads`). */
async function postgresReadsOnly() {
  pgDatabase = `load_bench_${process.pid}`;
  await adminQuery(`drop database if exists ${pgDatabase} with (force)`);
  await adminQuery(`create database ${pgDatabase}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${pgDatabase}`;
  const server = await startServer('postgres-a', url.toString());
  const { cookies } = await prepareAccounts(server, 'postgres', READ_USERS);
  const responseBytesByPath = await readSizes(server, cookies[0]!);
  const reads = await measure('postgres 1 instance reads', [
    readTarget(server, cookies, READ_CONNECTIONS),
  ]);
  await stopServer(server);
  return {
    bench: 'load',
    only: 'reads on one instance, PostgreSQL',
    targets: TARGETS,
    reads: { ...reads, responseBytesByPath },
    met:
      reads.requestsPerSecond >= TARGETS.readsPerSecond &&
      (reads.latencyMs.p99 ?? Infinity) <= TARGETS.readsP99Ms,
  };
}

/** The reads alone, on one instance on PGlite (`BENCH_LOAD_ONLY=pglite-reads`). */
async function pgliteReadsOnly() {
  const server = await startServer('pglite', null);
  try {
    const { cookies } = await prepareAccounts(server, 'pglite', READ_USERS);
    const reads = await measure('pglite reads', [readTarget(server, cookies, READ_CONNECTIONS)]);
    return {
      bench: 'load',
      only: 'reads on one instance, PGlite',
      targets: TARGETS,
      reads: withoutPostgres(reads),
      met:
        reads.requestsPerSecond >= TARGETS.readsPerSecond &&
        (reads.latencyMs.p99 ?? Infinity) <= TARGETS.readsP99Ms,
    };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  const pglite = await onePglite();
  let onPostgres: Awaited<ReturnType<typeof postgres>> | { skipped: string };
  try {
    await adminQuery('select 1');
    onPostgres = await postgres();
  } catch (error) {
    if (pgDatabase === null) onPostgres = { skipped: `PostgreSQL not reachable: ${String(error)}` };
    else throw error;
  }
  const readsAgainstTarget = (summary: Pick<Summary, 'requestsPerSecond' | 'latencyMs'>) => ({
    requestsPerSecond: summary.requestsPerSecond,
    p99Ms: summary.latencyMs.p99,
    met:
      summary.requestsPerSecond >= TARGETS.readsPerSecond &&
      (summary.latencyMs.p99 ?? Infinity) <= TARGETS.readsP99Ms,
  });
  const healthP99Ms = {
    plan7: pglite.plan7.healthProbe?.latencyMs.p99 ?? null,
    plan14: pglite.plan14.healthProbe?.latencyMs.p99 ?? null,
  };
  return {
    bench: 'load',
    machine: {
      cores: availableParallelism(),
      node: process.version,
      clockTicksPerSecond: CLOCK_TICKS_PER_SECOND,
      note: 'load generator, PostgreSQL and the servers share these cores; every figure is loopback',
    },
    method: {
      scenarioSeconds: SCENARIO_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      server: 'node dist/server/main.js, NODE_ENV=development (local outbox), builtin AI',
      distinctForwardedForPerRequest: true,
      forwardedForNote:
        'every load request carries its own X-Forwarded-For (TRUSTED_PROXIES=127.0.0.1), so the per-address limits run but never refuse: the figures are the server, not the limiter',
      readPaths: READ_PATHS,
      readUsers: READ_USERS,
      planProfile:
        'female 58, type 2 diabetes + hypertension, halal, peanut and shellfish allergies',
      chatMessages: CHAT_MESSAGES,
      seeds: 'a new seed per plan and per chat edit',
      cpu: '/proc/<pid>/stat utime+stime (worker threads included) per request sent, read after in-flight work ends. postgresCpuMsPerRequest: backends of the bench database and the background writers (a lower bound: a backend closed mid-run takes its last share); postgresAllProcessesCpuMsPerRequest: every postgres process, exited backends included, and so anyone else using that PostgreSQL. machineCpuPercent: shares of both cores during the run, otherProcesses being whatever else ran on the machine',
      healthProbe: `${HEALTH_PROBE_PER_SECOND} req/s to /api/health, one at a time, during plan scenarios`,
    },
    targets: TARGETS,
    pglite,
    postgres: onPostgres,
    verdict: {
      readsOnOneInstance: {
        pglite: readsAgainstTarget(pglite.reads),
        postgres:
          'oneInstance' in onPostgres ? readsAgainstTarget(onPostgres.oneInstance.reads) : null,
      },
      healthDuringPlansOnPglite: {
        p99Ms: healthP99Ms,
        met: Object.values(healthP99Ms).every(
          (ms) => ms !== null && ms <= TARGETS.healthP99DuringPlansMs,
        ),
      },
    },
    serverStderr: servers.map((server) => ({
      instance: server.name,
      lines: server.stderr.lines,
      sample: server.stderr.sample,
    })),
    totalSeconds: round((performance.now() - benchStarted) / 1000, 1),
  };
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    progress(`${signal}: stopping the servers`);
    cleanUp().finally(() => process.exit(130));
  });
}

try {
  const report = ONLY_READS
    ? await postgresReadsOnly()
    : ONLY_PGLITE_READS
      ? await pgliteReadsOnly()
      : await main();
  await cleanUp();
  console.log(JSON.stringify(report));
} catch (error) {
  progress(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  for (const server of servers) {
    if (server.stderr.sample.length > 0)
      progress(`${server.name} stderr: ${server.stderr.sample.join(' | ')}`);
  }
  await cleanUp();
  process.exitCode = 1;
}
