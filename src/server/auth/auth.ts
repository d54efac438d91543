import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { account, rateLimit, session, user, userProfiles, verification } from '../db/schema';
import { passwordResetEmail, verificationEmail } from '../email/auth-emails';
import type { Mailer } from '../email/mailer';
import { emailLinks, renderEmail } from '../email/templates';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * The header carrying the client's address to better-auth's rate limiter. The auth routes set it
 * from the socket (or a trusted proxy's X-Forwarded-For) and drop any value a client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-phn-client-address';

/** Length limits of what sign-up stores (characters). */
export const ACCOUNT_LIMITS = { name: 100, email: 254, passwordMax: 128 } as const;

/**
 * Per-address limits, on in every mode and kept in the database so every instance counts the
 * same requests. Sign-in is also limited per account (attempt-limits.ts).
 */
const RATE_LIMIT_RULES = {
  '/sign-in/*': { window: 5 * 60, max: 30 },
  '/sign-up/*': { window: 10 * 60, max: 20 },
  '/request-password-reset': { window: 10 * 60, max: 10 },
  '/send-verification-email': { window: 10 * 60, max: 10 },
  '/reset-password': { window: 10 * 60, max: 20 },
  // Reading one's own session: a token cannot be guessed, and counting each read cost a write
  // to the database on every page the app opens.
  '/get-session': false,
} as const;

/** The full name split on spaces: first word, and the rest (spec §5). */
export function splitFullName(fullName: string): {
  firstName: string | null;
  lastName: string | null;
} {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return {
    firstName: words[0] ?? null,
    lastName: words.length > 1 ? words.slice(1).join(' ') : null,
  };
}

function requireBodyText(body: unknown, field: string): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : null;
}

/**
 * better-auth with email and password, confirmation email and password reset. Sessions, the
 * verification tokens and rate-limit counters live in the database, so instances share them.
 */
export function createAuth(options: {
  db: Database;
  mailer: Mailer;
  config: Pick<ServerConfig, 'publicUrl'> & { auth: ServerConfig['auth'] };
  log?: (...args: unknown[]) => void;
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
      // Sign-up writes the user and its password account together or not at all.
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: ACCOUNT_LIMITS.passwordMax,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
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
      // Once the address is confirmed, the welcome email. A mail failure never undoes the
      // confirmation: it is logged.
      async afterEmailVerification(confirmed) {
        try {
          const welcome = await renderEmail(
            { emailType: 'welcome', userEmail: confirmed.email, userName: confirmed.name },
            emailLinks(config.publicUrl),
          );
          await mailer.send({ to: confirmed.email, ...welcome });
        } catch (cause) {
          (options.log ?? console.error)('The welcome email was not sent', cause);
        }
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // A session used at least once a day keeps extending: active people stay signed in.
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: RATE_LIMIT_RULES,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const name = requireBodyText(ctx.body, 'name') ?? '';
          const email = requireBodyText(ctx.body, 'email') ?? '';
          if (!name.trim() || name.length > ACCOUNT_LIMITS.name) {
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_NAME',
              message: `Full name is required and may have at most ${ACCOUNT_LIMITS.name} characters.`,
            });
          }
          if (email.length > ACCOUNT_LIMITS.email) {
            throw new APIError('BAD_REQUEST', {
              code: 'INVALID_EMAIL',
              message: `Email may have at most ${ACCOUNT_LIMITS.email} characters.`,
            });
          }
        }
        const password =
          ctx.path === '/sign-up/email'
            ? requireBodyText(ctx.body, 'password')
            : ctx.path === '/reset-password'
              ? requireBodyText(ctx.body, 'newPassword')
              : null;
        if (password && isCommonPassword(password)) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_COMMON',
            message: COMMON_PASSWORD_MESSAGE,
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Spec §5: the full name becomes the profile's first and last name.
          async after(created) {
            await db
              .insert(userProfiles)
              .values({ id: created.id, email: created.email, ...splitFullName(created.name) })
              .onConflictDoNothing();
          },
        },
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
