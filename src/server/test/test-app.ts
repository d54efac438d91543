import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { LlmReader } from '../ai/llm-reader';
import { createApp } from '../app';
import type { AttemptRule } from '../auth/attempt-limits';
import { createAuth } from '../auth/auth';
import { createMailer, type Mailer } from '../email/mailer';
import { type Engine, loadInProcessEngine } from '../engine/engine';
import { parseTrustedProxies } from '../http/client-address';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  mailer: Mailer;
  errors: unknown[][];
}

export interface TestAppOptions {
  authEnabled?: boolean;
  webDistDir?: string | null;
  /** The address people use (default TEST_ORIGIN); https turns on Secure cookies. */
  publicUrl?: string;
  isProduction?: boolean;
  /** `smtp` makes a mailer that never connects, unless `smtpUrl` names a listener. */
  mailTransport?: 'outbox' | 'smtp' | 'off';
  /** With `mailTransport: 'smtp'`: the SMTP server to send through (a test's own listener). */
  smtpUrl?: string;
  trustedProxies?: string[];
  isStopping?: () => boolean;
  /** The functions' per-client limit; off unless a test asks (tests share one address). */
  functionRateLimit?: AttemptRule;
  /** Another instance's database: the two apps then share sessions, limits and data. */
  sharedDatabase?: TestDatabase;
  /** The optional LLM reader (tests point it at a fake OpenAI-compatible server). */
  llm?: LlmReader;
  /** Where the functions run: by default in-process (the server's pool is tested on its own). */
  engine?: Engine;
  requestTimeoutMs?: number;
}

/** A real app on a fresh migrated database, with the outbox mailer and auth on. */
export async function createTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
): Promise<TestContext> {
  // A second instance on the same database shares it (`sharedDatabase`); it is disposed once.
  const database = options.sharedDatabase ?? (await createTestDatabase(kind));
  const transport = options.mailTransport ?? 'outbox';
  const mailer = createMailer({
    transport,
    smtpUrl: transport === 'smtp' ? (options.smtpUrl ?? 'smtp://127.0.0.1:9') : null,
    from: 'test@localhost',
    db: database.db,
  });
  const publicUrl = options.publicUrl ?? TEST_ORIGIN;
  const auth =
    options.authEnabled === false
      ? null
      : createAuth({
          db: database.db,
          mailer,
          config: {
            publicUrl,
            auth: {
              enabled: true,
              secret: 'test-secret-that-is-long-enough-0123456789',
              trustedOrigins: [publicUrl],
            },
          },
        });
  const proxies = parseTrustedProxies(options.trustedProxies ?? []);
  const errors: unknown[][] = [];
  const app = createApp({
    database,
    engine: options.engine ?? (await loadInProcessEngine()),
    ...(options.requestTimeoutMs ? { requestTimeoutMs: options.requestTimeoutMs } : {}),
    auth,
    mailer,
    ai: options.llm ? { mode: 'llm', model: options.llm.model } : { mode: 'builtin', model: null },
    llm: options.llm ?? null,
    webDistDir: options.webDistDir ?? null,
    trustedProxies: proxies.ok && options.trustedProxies?.length ? proxies.list : null,
    publicUrl,
    isProduction: options.isProduction ?? false,
    ...(options.isStopping ? { isStopping: options.isStopping } : {}),
    functionRateLimit: options.functionRateLimit ?? null,
    log: (...args) => errors.push(args),
  });
  return { app, database, mailer, errors };
}

/**
 * The set-up most server test files share: one real app on a fresh `kind` database for the file
 * (or the `describe` block it is called in), made before its tests and disposed after them; with
 * `noErrors`, every test must also leave the app's error log empty. Read the fields inside tests
 * and hooks: they are filled in when the block starts.
 */
export function setUpTestApp(
  kind: DatabaseKind,
  options: TestAppOptions = {},
  { noErrors = false }: { noErrors?: boolean } = {},
): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(kind, options));
  });
  afterAll(async () => {
    await ctx.database?.dispose();
  });
  if (noErrors) {
    afterEach(() => {
      expect(ctx.errors).toEqual([]);
    });
  }
  return ctx;
}

/**
 * The Node server's bindings for `app.request(path, init, fromAddress('203.0.113.5'))`: the
 * request then arrives as if over a socket from that address, which is what the server trusts.
 */
export function fromAddress(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress } } };
}
