import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import { createMailer, type Mailer } from '../email/mailer';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  mailer: Mailer;
  errors: unknown[][];
}

/** A real app on a fresh migrated database, with the outbox mailer and auth on. */
export async function createTestApp(
  kind: DatabaseKind,
  options: { authEnabled?: boolean; webDistDir?: string | null } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(kind);
  const mailer = createMailer({
    transport: 'outbox',
    smtpUrl: null,
    from: 'test@localhost',
    db: database.db,
  });
  const auth =
    options.authEnabled === false
      ? null
      : createAuth({
          db: database.db,
          mailer,
          config: {
            publicUrl: TEST_ORIGIN,
            auth: {
              enabled: true,
              secret: 'test-secret-that-is-long-enough-0123456789',
              trustedOrigins: [TEST_ORIGIN],
            },
          },
        });
  const errors: unknown[][] = [];
  const app = createApp({
    database,
    auth,
    mailer,
    ai: { mode: 'builtin', model: null },
    webDistDir: options.webDistDir ?? null,
    log: (...args) => errors.push(args),
  });
  return { app, database, mailer, errors };
}
