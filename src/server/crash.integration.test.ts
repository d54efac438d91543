import { randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  type FSWatcher,
  mkdtempSync,
  readdirSync,
  rmSync,
  watch,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { CONDITION_IDS, DIETARY_RESTRICTION_IDS } from '#domain';
import { type DatabaseKind, databaseKinds } from './test/databases';
import { samplePlan } from './test/me-fixtures';
import { type ServerProcess, spawnServerProcess, waitForServer } from './test/server-process';

// Issue 15 (Must show): the real server, killed with SIGKILL at random moments while writes of
// four kinds are in flight, 20 times on each database (and now and then once more part-way
// through the next start). After every kill, read from the database and through the API of the
// restarted server: each write that was answered 2xx is stored exactly as sent, the one in
// flight is there whole or not at all, no row is half-made, and the server starts on what the
// crash left. On PGlite also: a kill during the very first start, while PGlite writes its data
// folder, leaves a folder the next start opens.
//
// CRASH_SEED picks other kill moments (the seed is in every failure message).

const ROOT = join(import.meta.dirname, '..', '..');
const SEED = Number(process.env.CRASH_SEED ?? 15_005);
const KILLS = 20;
/**
 * How long writes run before the kill: mostly short, now and then long, since the first
 * requests after a start are slow (cold code; a sign-up takes 1 s or more on PGlite).
 */
const WRITE_WINDOW_MS = { min: 100, max: 3_000 };
/** People writing at once, each their health data, food preferences and meal plans. */
const PEOPLE = 2;
/** Some restarts are killed part-way too: a start must survive a crash of the last start. */
const STARTUP_KILL_CHANCE = 0.2;
const STARTUP_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;
/**
 * Per database. Most of the time is 21 to 25 server starts, printed at the end: about 5 s each
 * on PGlite and 3 s on PostgreSQL with the machine to itself, twice that on a busy one.
 */
const TEST_TIMEOUT_MS = 420_000;
const PASSWORD = 'plum orchard 42';
const SECRET = 'crash-test-secret-that-is-long-enough-0123456789';

/** mulberry32: a small seeded source, so a failing run can be repeated with its seed. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ----- the server process ----------------------------------------------------------------------

let running: ServerProcess | null = null;
/** Temporary folders and databases to drop after the test, however it ended (a timeout too). */
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  if (running) await kill(running);
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Starts `node --import tsx src/server/main.ts` and waits until /api/health/ready answers. */
async function startServer(database: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(database);
  await waitForServer(server, {
    path: '/api/health/ready',
    timeoutMs: STARTUP_TIMEOUT_MS,
    pollMs: 50,
    requestTimeoutMs: 2_000,
  });
  return server;
}

async function spawnServer(database: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServerProcess({
    cwd: ROOT,
    // Node with tsx's loader, not the tsx command: SIGKILL must reach the server itself.
    args: ['--import', 'tsx', 'src/server/main.ts'],
    env: {
      SMTP_URL: '',
      AI_BASE_URL: '',
      AI_MODEL: '',
      EMAIL_TRANSPORT: 'outbox',
      BETTER_AUTH_SECRET: SECRET,
      // Sign-ups come "through a proxy" from many addresses, so per-address limits never trip.
      TRUSTED_PROXIES: '127.0.0.1',
      ...database,
    },
    output: 'keep',
  });
  running = server;
  return server;
}

async function kill(server: ServerProcess): Promise<void> {
  if (running === server) running = null;
  await server.stop('SIGKILL');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ----- HTTP --------------------------------------------------------------------------------------

interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One request; throws when no full answer came (the server died). */
async function request<T = unknown>(
  server: ServerProcess,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; forwardedFor?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { origin: server.url };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text, for the failure message.
  }
  return { status: res.status, headers: res.headers, body: body as T };
}

let addressCount = 0;
/** A new client address (documentation range 198.18.0.0/15) for each auth request. */
function nextAddress(): string {
  addressCount += 1;
  return `198.18.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
}

const signUpBody = (email: string) => ({
  name: 'Crash Test',
  email,
  password: PASSWORD,
  callbackURL: '/',
});

/** Signs up, follows the link from the local mailbox, signs in: the session cookie. */
async function signUpConfirmed(server: ServerProcess, email: string): Promise<string> {
  const signUp = await request(server, 'POST', '/api/auth/sign-up/email', {
    body: signUpBody(email),
    forwardedFor: nextAddress(),
  });
  expect(signUp.status).toBe(200);
  const outbox = await request<{ to: string; text: string }[]>(server, 'GET', '/api/dev/outbox');
  const link = outbox.body.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no confirmation mail for ${email}`);
  const url = new URL(link);
  const verify = await request(server, 'GET', `${url.pathname}${url.search}`, {
    forwardedFor: nextAddress(),
  });
  expect(verify.status).toBe(302);
  const signIn = await request(server, 'POST', '/api/auth/sign-in/email', {
    body: { email, password: PASSWORD },
    forwardedFor: nextAddress(),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie?.includes('session_token=')) throw new Error('sign-in set no session cookie');
  return cookie;
}

// ----- the database, read directly -------------------------------------------------------------

type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

interface Reader {
  query: Query;
  close(): Promise<void>;
}

interface Target {
  /** The server's database settings. */
  env: Record<string, string>;
  /**
   * Called while the server is dead; the reader it returns is opened while the next server
   * starts. PGlite: on a copy of the data folder, so the server is the first to open (and
   * recover) the original. PostgreSQL: the database itself (a starting server writes nothing).
   */
  crashedState(): () => Promise<Reader>;
  dispose(): Promise<void>;
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'phn-crash-'));
  return {
    env: { DATA_DIR: dataDir },
    crashedState() {
      const copy = mkdtempSync(join(tmpdir(), 'phn-crash-copy-'));
      cpSync(join(dataDir, 'pglite'), copy, { recursive: true });
      return async () => {
        const db = new PGlite(copy);
        await db.waitReady;
        return {
          query: async <Row>(text: string, params: unknown[] = []) =>
            (await db.query<Row>(text, params)).rows,
          async close() {
            await db.close();
            rmSync(copy, { recursive: true, force: true });
          },
        };
      };
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresTarget(): Promise<Target> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is needed for the PostgreSQL run');
  const name = `phn_crash_${randomBytes(6).toString('hex')}`;
  const admin = async <Row = unknown>(statement: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return (await client.query(statement, params)).rows as Row[];
    } finally {
      await client.end();
    }
  };
  /** The backends connected to the test database (the admin connection is to another one). */
  const backends = async () =>
    (
      await admin<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name])
    ).map((row) => row.pid);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'phn-crash-pg-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    crashedState() {
      // The killed server's backends may still be finishing what it sent (a COMMIT that arrived
      // before the kill completes after it): read only once they have gone, or a write stored
      // a moment later looks like one that was never made.
      const killedServers = backends();
      return async () => {
        const pids = new Set(await killedServers);
        for (let waited = 0; waited < 10_000; waited += 20) {
          if (!(await backends()).some((pid) => pids.has(pid))) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        const client = new pg.Client({ connectionString: url.toString() });
        await client.connect();
        return {
          query: async <Row>(text: string, params: unknown[] = []) =>
            (await client.query(text, params)).rows as Row[],
          close: () => client.end(),
        };
      };
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

// ----- the writes ------------------------------------------------------------------------------

/** Health data write n: a new version, and the rows of four tables and the profile with it. */
const healthUpdate = (n: number) => ({
  profile: { age: 20 + (n % 60), weightKg: 55 + (n % 40), heightCm: 170, gender: 'female' },
  healthConditions: [CONDITION_IDS[n % 5], 'hypertension'].filter(
    (id, index, all) => all.indexOf(id) === index,
  ),
  medications: [`Crash med ${n}`, 'Metformin'],
  allergies: [`Crash allergen ${n}`],
  dietaryRestrictions: [DIETARY_RESTRICTION_IDS[n % DIETARY_RESTRICTION_IDS.length]],
});
const healthNumber = (medications: string[]) =>
  Number(/^Crash med (\d+)$/.exec(medications[0] ?? '')?.[1] ?? Number.NaN);

/** Food preferences write n: the whole list replaced (rows deleted, inserted and updated). */
const foodLists = (n: number) => ({
  likes: [`Crash food ${n}`, 'Oats', ...(n % 2 ? ['Salmon'] : [])],
  dislikes: [`Crash dislike ${n}`, ...(n % 3 ? ['Liver'] : [])],
});
const foodRows = (n: number | null) => {
  if (n === null) return [];
  const { likes, dislikes } = foodLists(n);
  return [
    ...likes.map((name) => `like:${name}:4`),
    ...dislikes.map((name) => `dislike:${name}:4`),
  ].sort();
};

const PLAN_DAYS = [3, 5, 7, 14] as const;
/** Meal plan write n: a new active plan of 3 to 14 days, the earlier ones made inactive. */
const mealPlan = (n: number) => {
  const days = PLAN_DAYS[n % PLAN_DAYS.length] ?? 7;
  return { planName: `Crash plan ${n}`, durationDays: days, planData: samplePlan(days) };
};

const accountEmail = (n: number) => `crash-${n}@example.com`;

/**
 * What the client knows of each kind of write: the numbers answered 2xx (in order) and the one
 * sent but not answered when the server died (it may be stored whole, or not at all).
 */
interface Ledger {
  next: number;
  acked: number[];
  inFlight: number | null;
  /** Kills that met a write of this kind in flight. */
  killedInFlight: number;
  /** Writes in flight at a kill and found stored: counted in `acked` since. */
  storedUnanswered: Set<number>;
}
const ledger = (): Ledger => ({
  next: 1,
  acked: [],
  inFlight: null,
  killedInFlight: 0,
  storedUnanswered: new Set(),
});

/** A signed-in person and what they wrote; each kind of write goes one at a time. */
interface Person {
  email: string;
  cookie: string;
  userId: string;
  health: Ledger & { versions: Map<number, { id: string; version: number }> };
  food: Ledger;
  plans: Ledger & { ids: Map<number, string> };
}

interface World {
  people: Person[];
  accounts: Ledger;
  /** Answers that were neither 2xx nor the server dying: each is a failure. */
  unexpected: string[];
}

/**
 * Sends `write(n)` for n = 1, 2, ... one after the other until the server dies (the request
 * then throws); an answer outside 2xx is a failure of the test.
 */
async function writeLoop(
  entry: Ledger,
  write: (n: number) => Promise<Answer>,
  onAck: (n: number, answer: Answer) => void,
  world: World,
  label: string,
) {
  for (;;) {
    const n = entry.next;
    entry.next += 1;
    entry.inFlight = n;
    let answer: Answer;
    try {
      answer = await write(n);
    } catch (error) {
      // The server died with this write in flight, or before it was sent (refused).
      const cause = (error as { cause?: { code?: string } }).cause;
      if (cause?.code === 'ECONNREFUSED') entry.inFlight = null;
      return;
    }
    entry.inFlight = null;
    if (answer.status >= 200 && answer.status < 300) {
      entry.acked.push(n);
      onAck(n, answer);
    } else {
      world.unexpected.push(`${label} ${n}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
}

function writeEverything(server: ServerProcess, world: World): Promise<unknown> {
  const writes = world.people.flatMap((person) => {
    const { cookie, email } = person;
    return [
      writeLoop(
        person.health,
        (n) => request(server, 'POST', '/api/me/health-data', { cookie, body: healthUpdate(n) }),
        (n, answer) => {
          const { snapshot } = answer.body as { snapshot: { id: string; version: number } };
          person.health.versions.set(n, { id: snapshot.id, version: snapshot.version });
        },
        world,
        `${email} health data`,
      ),
      writeLoop(
        person.food,
        (n) => request(server, 'PUT', '/api/me/food-preferences', { cookie, body: foodLists(n) }),
        () => {},
        world,
        `${email} food preferences`,
      ),
      writeLoop(
        person.plans,
        (n) => request(server, 'POST', '/api/me/meal-plans', { cookie, body: mealPlan(n) }),
        (n, answer) => person.plans.ids.set(n, (answer.body as { item: { id: string } }).item.id),
        world,
        `${email} meal plan`,
      ),
    ];
  });
  return Promise.all([
    ...writes,
    writeLoop(
      world.accounts,
      (n) =>
        request(server, 'POST', '/api/auth/sign-up/email', {
          body: signUpBody(accountEmail(n)),
          forwardedFor: nextAddress(),
        }),
      () => {},
      world,
      'sign-up',
    ),
  ]);
}

// ----- the checks ------------------------------------------------------------------------------

/**
 * Half-made rows anywhere in the database: each query lists what breaks one invariant, so every
 * list must be empty.
 */
const INVARIANTS: Record<string, string> = {
  // Sign-up writes the user and its password account in one transaction. (The profile and the
  // confirmation mail follow the commit: reconcile checks them for answered sign-ups.)
  'user without its password account': `select u.email from "user" u where not exists (
      select 1 from account a where a.user_id = u.id and a.provider_id = 'credential'
      and a.password is not null)`,
  'user with two password accounts': `select u.email from "user" u join account a
      on a.user_id = u.id and a.provider_id = 'credential' group by u.email having count(*) > 1`,
  // Health data: versions 1..n with no gap, exactly one current, and it is the latest.
  'health data versions with a gap or not one current': `select user_id, count(*)::int as rows,
      max(version) as last, count(*) filter (where is_current)::int as current
      from user_health_data group by user_id
      having count(*) <> max(version) or count(*) filter (where is_current) <> 1
      or max(version) <> max(version) filter (where is_current)`,
  // The current version and the tables saved with it agree (the save is one transaction).
  'medications not as in the current health data': `select h.user_id from user_health_data h
      where h.is_current and (select coalesce(jsonb_agg(lower(m.medication_name) order by
      lower(m.medication_name)), '[]') from user_medications m where m.user_id = h.user_id
      and m.is_active) <> (select coalesce(jsonb_agg(lower(x) order by lower(x)), '[]')
      from jsonb_array_elements_text(h.medications) x)`,
  'allergies not as in the current health data': `select h.user_id from user_health_data h
      where h.is_current and (select coalesce(jsonb_agg(lower(a.allergen_name) order by
      lower(a.allergen_name)), '[]') from user_allergies a where a.user_id = h.user_id
      and a.is_active) <> (select coalesce(jsonb_agg(lower(x) order by lower(x)), '[]')
      from jsonb_array_elements_text(h.allergies) x)`,
  'conditions not as in the current health data': `select h.user_id from user_health_data h
      where h.is_current and (select coalesce(jsonb_agg(c.condition_type order by
      c.condition_type), '[]') from user_health_conditions c where c.user_id = h.user_id
      and c.is_active) <> (select coalesce(jsonb_agg(x order by x), '[]')
      from jsonb_array_elements_text(h.health_conditions) x)`,
  'restrictions not as in the current health data': `select h.user_id from user_health_data h
      where h.is_current and (select coalesce(jsonb_agg(r.restriction_type order by
      r.restriction_type), '[]') from user_dietary_restrictions r where r.user_id = h.user_id
      and r.is_active) <> (select coalesce(jsonb_agg(x order by x), '[]')
      from jsonb_array_elements_text(h.dietary_restrictions) x)`,
  'profile not as in the current health data': `select h.user_id from user_health_data h
      left join user_profiles p on p.id = h.user_id where h.is_current
      and (p.id is null or p.age is distinct from (h.profile->>'age')::int
      or p.weight_kg is distinct from (h.profile->>'weightKg')::float8)`,
  // Meal plans: at most one active, the newest; every plan has all its days.
  'more than one active meal plan': `select user_id from user_meal_plans where is_active
      group by user_id having count(*) > 1`,
  'meal plan without all its days': `select id, plan_name from user_meal_plans
      where jsonb_array_length(plan_data->'days') <> duration_days`,
};

async function checkInvariants(query: Query): Promise<Record<string, unknown[]>> {
  const broken: Record<string, unknown[]> = {};
  for (const [name, text] of Object.entries(INVARIANTS)) {
    const rows = await query(text);
    if (rows.length > 0) broken[name] = rows;
  }
  return broken;
}

/** What the crash left of the people's data and of the accounts they did not make. */
async function readStored(query: Query, people: Person[]) {
  const ids = people.map((person) => person.userId);
  const byPerson = await Promise.all(
    people.map(async (person) => {
      const health = await query<{ id: string; version: number; medications: string[] }>(
        `select id, version, medications from user_health_data where user_id = $1
         order by version`,
        [person.userId],
      );
      const food = await query<{ row: string }>(
        `select preference_type || ':' || food_name || ':' || intensity as row
         from user_food_preferences where user_id = $1`,
        [person.userId],
      );
      const plans = await query<{ id: string; plan_name: string; is_active: boolean }>(
        `select id, plan_name, is_active from user_meal_plans where user_id = $1`,
        [person.userId],
      );
      return { health, food: food.map((row) => row.row).sort(), plans };
    }),
  );
  const accounts = await query<{ email: string; mails: number; profiles: number }>(
    `select u.email, (select count(*) from mail_outbox o where o."to" = u.email)::int as mails,
     (select count(*) from user_profiles p where p.id = u.id)::int as profiles
     from "user" u where not (u.id = any($1))`,
    [ids],
  );
  return { byPerson, accounts };
}

type Stored = Awaited<ReturnType<typeof readStored>>;

const planNumber = (name: string) => Number(/^Crash plan (\d+)$/.exec(name)?.[1] ?? Number.NaN);
const accountNumber = (email: string) =>
  Number(/^crash-(\d+)@example\.com$/.exec(email)?.[1] ?? Number.NaN);

/**
 * Every acknowledged write is stored as sent; beyond them, only a write in flight at the kill
 * (whole), which from then on counts as stored. Returns what is wrong, empty when nothing is.
 */
function reconcile(world: World, stored: Stored): string[] {
  const problems = world.people.flatMap((person, index) => {
    const found = stored.byPerson[index];
    return found ? reconcilePerson(person, found) : [`nothing read for ${person.email}`];
  });

  // Accounts: each acknowledged sign-up, with its profile and confirmation mail (written after
  // the commit, before the answer; a sign-up killed in between has neither, and its person asks
  // for the mail again).
  const { accounts } = world;
  const rows = new Map(stored.accounts.map((row) => [accountNumber(row.email), row]));
  for (const n of accounts.acked) {
    const row = rows.get(n);
    if (!row) problems.push(`sign-up ${n} answered 200 but no user stored`);
    else if (accounts.storedUnanswered.has(n)) continue;
    else if (row.profiles !== 1) problems.push(`sign-up ${n} answered 200 but no profile`);
    else if (row.mails < 1) problems.push(`sign-up ${n} answered 200 but no confirmation mail`);
  }
  for (const n of rows.keys()) {
    if (accounts.acked.includes(n)) continue;
    if (n === accounts.inFlight) {
      accounts.storedUnanswered.add(n);
      accounts.acked.push(n);
    } else problems.push(`user ${accountEmail(n)} stored but never sent or already counted`);
  }

  for (const entry of ledgers(world)) {
    if (entry.inFlight !== null) entry.killedInFlight += 1;
    entry.inFlight = null;
  }
  return problems;
}

function reconcilePerson(person: Person, stored: Stored['byPerson'][number]): string[] {
  const problems: string[] = [];
  const who = person.email;

  // Health data: each acknowledged version, with what was sent; at most the one in flight more.
  const { health } = person;
  const byNumber = new Map(stored.health.map((row) => [healthNumber(row.medications), row]));
  for (const n of health.acked) {
    const row = byNumber.get(n);
    const sent = health.versions.get(n);
    if (!row || row.id !== sent?.id || row.version !== sent.version) {
      problems.push(`${who}: health data ${n} (version ${sent?.version}) answered, not stored`);
    }
  }
  for (const [n, row] of byNumber) {
    if (health.versions.has(n)) continue;
    if (n === health.inFlight) {
      health.storedUnanswered.add(n);
      health.acked.push(n);
      health.versions.set(n, { id: row.id, version: row.version });
    } else {
      problems.push(`${who}: health data ${n} stored but never sent or already counted`);
    }
  }

  // Food preferences: exactly the last acknowledged list, or the one in flight.
  const { food } = person;
  const lastFood = food.acked.at(-1) ?? null;
  const rows = JSON.stringify(stored.food);
  if (food.inFlight !== null && rows === JSON.stringify(foodRows(food.inFlight))) {
    food.storedUnanswered.add(food.inFlight);
    food.acked.push(food.inFlight);
  } else if (rows !== JSON.stringify(foodRows(lastFood))) {
    problems.push(`${who}: food preferences are ${rows}, not the list of write ${lastFood}`);
  }

  // Meal plans: each acknowledged plan by id; the active one is the newest.
  const { plans } = person;
  const plansById = new Map(stored.plans.map((row) => [row.id, row]));
  for (const n of plans.acked) {
    const row = plansById.get(plans.ids.get(n) ?? '');
    if (!row || planNumber(row.plan_name) !== n) {
      problems.push(`${who}: meal plan ${n} answered 201 but not stored`);
    }
  }
  const knownPlanIds = new Set(plans.ids.values());
  for (const row of stored.plans) {
    if (knownPlanIds.has(row.id)) continue;
    const n = planNumber(row.plan_name);
    if (n === plans.inFlight) {
      plans.storedUnanswered.add(n);
      plans.acked.push(n);
      plans.ids.set(n, row.id);
    } else {
      problems.push(`${who}: meal plan ${row.plan_name} stored but never sent or counted`);
    }
  }
  const newest = Math.max(0, ...plans.acked);
  const active = stored.plans.filter((row) => row.is_active).map((row) => row.plan_name);
  if (newest > 0 && JSON.stringify(active) !== JSON.stringify([`Crash plan ${newest}`])) {
    problems.push(`${who}: active meal plans ${JSON.stringify(active)}, not plan ${newest}`);
  }
  return problems;
}

const ledgers = (world: World): Ledger[] => [
  ...world.people.flatMap((person) => [person.health, person.food, person.plans]),
  world.accounts,
];

/** The same through the API of the restarted server, where each session still works. */
async function checkThroughApi(server: ServerProcess, world: World): Promise<string[]> {
  const problems: string[] = [];
  for (const person of world.people) {
    const { cookie, email: who } = person;
    const current = await request<{ snapshot: { id: string } | null }>(
      server,
      'GET',
      '/api/me/health-data/current',
      { cookie },
    );
    const lastHealth = person.health.acked.length > 0 ? Math.max(...person.health.acked) : null;
    const expectedId = lastHealth === null ? null : person.health.versions.get(lastHealth)?.id;
    if (current.status !== 200 || (current.body.snapshot?.id ?? null) !== (expectedId ?? null)) {
      problems.push(`${who}: API health data: ${current.status} ${JSON.stringify(current.body)}`);
    }
    const food = await request<{ items: { foodName: string; preferenceType: string }[] }>(
      server,
      'GET',
      '/api/me/food-preferences',
      { cookie },
    );
    const foodSeen = food.body.items
      ?.map((item) => `${item.preferenceType}:${item.foodName}:4`)
      .sort();
    if (JSON.stringify(foodSeen) !== JSON.stringify(foodRows(person.food.acked.at(-1) ?? null))) {
      problems.push(`${who}: API food preferences: ${food.status} ${JSON.stringify(food.body)}`);
    }
    const plans = await request<{ items: { id: string }[] }>(
      server,
      'GET',
      '/api/me/meal-plans?active=true',
      { cookie },
    );
    const newest = person.plans.acked.length > 0 ? Math.max(...person.plans.acked) : null;
    const expectedPlans = newest === null ? [] : [person.plans.ids.get(newest)];
    if (
      JSON.stringify(plans.body.items?.map((item) => item.id)) !== JSON.stringify(expectedPlans)
    ) {
      problems.push(`${who}: API active meal plan: ${plans.status} ${JSON.stringify(plans.body)}`);
    }
  }
  // The newest acknowledged account signs in as far as its unconfirmed email (403, not 401):
  // the password account is there.
  const lastAccount = world.accounts.acked.at(-1);
  if (lastAccount !== undefined) {
    const signIn = await request(server, 'POST', '/api/auth/sign-in/email', {
      body: { email: accountEmail(lastAccount), password: PASSWORD },
      forwardedFor: nextAddress(),
    });
    if (signIn.status !== 403) {
      problems.push(`sign-in of ${accountEmail(lastAccount)}: ${signIn.status}`);
    }
  }
  return problems;
}

// ----- the test --------------------------------------------------------------------------------

describe.each(databaseKinds())('kill -9 during writes (%s)', (kind: DatabaseKind) => {
  it(
    'keeps every acknowledged write and leaves no half-made rows across 20 kills',
    async () => {
      const random = seededRandom(SEED + (kind === 'postgres' ? 1 : 0));
      const target = kind === 'pglite' ? pgliteTarget() : await postgresTarget();
      cleanups.push(() => target.dispose());
      const began = Date.now();
      const startups: number[] = [];
      let startupKills = 0;
      /** A start, sometimes killed part-way first (mid-recovery, mid-migration). */
      const restart = async () => {
        if (startups.length > 1 && random() < STARTUP_KILL_CHANCE) {
          const doomed = await spawnServer(target.env);
          await sleep(random() * median(startups));
          await kill(doomed);
          startupKills += 1;
        }
        const at = Date.now();
        const server = await startServer(target.env);
        startups.push(Date.now() - at);
        return server;
      };
      let server = await restart();
      const people: Person[] = [];
      for (let index = 1; index <= PEOPLE; index += 1) {
        const email = `crash-person-${index}@example.com`;
        const cookie = await signUpConfirmed(server, email);
        const session = await request<{ user: { id: string } }>(
          server,
          'GET',
          '/api/auth/get-session',
          { cookie },
        );
        people.push({
          email,
          cookie,
          userId: session.body.user.id,
          health: { ...ledger(), versions: new Map() },
          food: ledger(),
          plans: { ...ledger(), ids: new Map() },
        });
      }
      const world: World = { people, accounts: ledger(), unexpected: [] };

      for (let round = 1; round <= KILLS; round += 1) {
        const writes = writeEverything(server, world);
        await sleep(
          WRITE_WINDOW_MS.min + random() ** 2 * (WRITE_WINDOW_MS.max - WRITE_WINDOW_MS.min),
        );
        await kill(server);
        await writes;
        // Any failure names the seed and the kill, with what the killed server printed.
        const failure = `seed ${SEED}, ${kind}, kill ${round}; the killed server printed:\n${server
          .output()
          .slice(-4_000)}`;
        expect(world.unexpected, failure).toEqual([]);

        // The crashed state is read (PGlite: from a copy) while the server starts on it.
        const open = target.crashedState();
        const [restarted, found] = await Promise.all([
          restart(),
          (async () => {
            const reader = await open();
            try {
              return {
                broken: await checkInvariants(reader.query),
                stored: await readStored(reader.query, world.people),
              };
            } finally {
              await reader.close();
            }
          })(),
        ]);
        server = restarted;
        expect(found.broken, failure).toEqual({});
        expect(reconcile(world, found.stored), failure).toEqual([]);
        expect(await checkThroughApi(server, world), failure).toEqual([]);
      }
      await kill(server);

      const kinds = {
        'health data': people.map((person) => person.health),
        'food preference lists': people.map((person) => person.food),
        'meal plans': people.map((person) => person.plans),
        'sign-ups': [world.accounts],
      };
      const total = (entries: Ledger[], count: (entry: Ledger) => number) =>
        entries.reduce((sum, entry) => sum + count(entry), 0);
      const figures = Object.entries(kinds).map(
        ([name, entries]) =>
          `${name} ${total(entries, (entry) => entry.acked.length)} stored, ` +
          `${total(entries, (entry) => entry.killedInFlight)} in flight at a kill ` +
          `(${total(entries, (entry) => entry.storedUnanswered.size)} of them stored)`,
      );
      console.info(
        `crash test (${kind}, seed ${SEED}): ${KILLS} kills during writes and ` +
          `${startupKills} during a start in ${Date.now() - began} ms; ${figures.join('; ')}; ` +
          `server start: first ${startups[0]} ms, then median ${median(startups.slice(1))} ms, ` +
          `max ${Math.max(...startups.slice(1))} ms`,
      );
      // The kills met writes of every kind.
      for (const [name, entries] of Object.entries(kinds)) {
        expect(
          total(entries, (entry) => entry.acked.length),
          name,
        ).toBeGreaterThan(0);
        expect(
          total(entries, (entry) => entry.killedInFlight),
          name,
        ).toBeGreaterThan(0);
      }
    },
    TEST_TIMEOUT_MS,
  );
});

/**
 * Kills the server the moment PGlite writes `file` into a new data folder under `dataDir` (it
 * writes PG_VERSION first, then the rest of the folder). Resolves once the server is dead.
 */
async function killWhenWritten(
  server: ServerProcess,
  dataDir: string,
  file: string,
): Promise<void> {
  const watchers = new Map<string, FSWatcher>();
  const killNow = () => server.child.kill('SIGKILL');
  try {
    while (!server.hasExited()) {
      if (server.output().includes('running at')) {
        await kill(server);
        throw new Error(`the server started before ${file} was seen`);
      }
      for (const entry of readdirSync(dataDir).filter((name) => name.startsWith('pglite'))) {
        const folder = join(dataDir, entry);
        if (!watchers.has(folder)) {
          watchers.set(
            folder,
            watch(folder, (_event, name) => {
              if (name === file) killNow();
            }),
          );
        }
        if (existsSync(join(folder, file))) killNow();
      }
      await sleep(5);
    }
  } finally {
    for (const watcher of watchers.values()) watcher.close();
  }
  await kill(server);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('kill -9 during the first start (pglite)', () => {
  it(
    'starts again after a kill while PGlite was writing its new data folder',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'phn-crash-first-'));
      cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      const first = await spawnServer({ DATA_DIR: dataDir });
      await killWhenWritten(first, dataDir, 'PG_VERSION');
      // Killed by us before it was ready, not stopped by an error of its own.
      expect(first.child.signalCode, first.output()).toBe('SIGKILL');
      expect(first.output()).not.toContain('running at');

      const again = await startServer({ DATA_DIR: dataDir });
      // Its database works and has its tables: a sign-up is stored.
      const signUp = await request(again, 'POST', '/api/auth/sign-up/email', {
        body: signUpBody('first-start@example.com'),
        forwardedFor: nextAddress(),
      });
      expect(signUp.status).toBe(200);
      await kill(again);
    },
    2 * STARTUP_TIMEOUT_MS,
  );
});
