import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { expect } from 'vitest';
import { type ServerProcess, spawnServerProcess, waitForServer } from './server-process';

/**
 * What the crash tests (`../crash-*.integration.test.ts`) share: the real server started and
 * killed with SIGKILL, requests to it, and its database (PGlite or PostgreSQL) read directly.
 * The writes they make and the checks of what a crash left are in `crash-writes.ts`.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
export const STARTUP_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;
export const PASSWORD = 'plum orchard 42';
const SECRET = 'crash-test-secret-that-is-long-enough-0123456789';

// ----- the server process ----------------------------------------------------------------------

let running: ServerProcess | null = null;
/** Temporary folders and databases to drop after the test, however it ended (a timeout too). */
export const cleanups: (() => Promise<void>)[] = [];

/** For `afterEach`: kills the server still running and drops what the test made. */
export async function stopAndCleanUp(): Promise<void> {
  if (running) await kill(running);
  for (const cleanup of cleanups.splice(0)) await cleanup();
}

/** Starts `node --import tsx src/server/main.ts` and waits until /api/health/ready answers. */
export async function startServer(database: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(database);
  await waitForServer(server, {
    path: '/api/health/ready',
    timeoutMs: STARTUP_TIMEOUT_MS,
    pollMs: 50,
    requestTimeoutMs: 2_000,
  });
  return server;
}

export async function spawnServer(database: Record<string, string>): Promise<ServerProcess> {
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

export async function kill(server: ServerProcess): Promise<void> {
  if (running === server) running = null;
  await server.stop('SIGKILL');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ----- HTTP --------------------------------------------------------------------------------------

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** One request; throws when no full answer came (the server died). */
export async function request<T = unknown>(
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
export function nextAddress(): string {
  addressCount += 1;
  return `198.18.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
}

export const signUpBody = (email: string) => ({
  name: 'Crash Test',
  email,
  password: PASSWORD,
  callbackURL: '/',
});

/** Signs up, follows the link from the local mailbox, signs in: the session cookie. */
export async function signUpConfirmed(server: ServerProcess, email: string): Promise<string> {
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

export type Query = <Row>(text: string, params?: unknown[]) => Promise<Row[]>;

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

export function pgliteTarget(): Target {
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

export async function postgresTarget(): Promise<Target> {
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
