import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema';
import { passwordResetEmail, verificationEmail } from '../email/auth-emails';
import type { Mailer } from '../email/mailer';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * better-auth with email and password, confirmation email and password reset. Sessions, the
 * verification tokens and rate-limit counters live in the database, so instances share them.
 */
export function createAuth(options: {
  db: Database;
  mailer: Mailer;
  config: Pick<ServerConfig, 'publicUrl'> & { auth: ServerConfig['auth'] };
}) {
  const { db, mailer, config } = options;
  return betterAuth({
    appName: 'Preventive Health & Nutrition',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: config.auth.secret,
    trustedOrigins: config.auth.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user: target, url }) {
        await mailer.send(passwordResetEmail(target.email, target.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user: target, url }) {
        await mailer.send(verificationEmail(target.email, target.name, url));
      },
    },
    rateLimit: { storage: 'database' },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
