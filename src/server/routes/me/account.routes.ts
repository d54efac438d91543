import { type Context, Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { AccountDeleteSchema } from '#domain';
import { type AttemptRule, countAttempt } from '../../auth/attempt-limits';
import type { Auth } from '../../auth/auth';
import {
  deleteAccount,
  deleteUserData,
  exportUserData,
  findPasswordHash,
} from '../../db/repositories/account';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { parseBody } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';

export const EXPORT_FILE_NAME = 'preventive-health-export.json';

/**
 * Password checks on account deletion, per account: a stolen session must not become a way to
 * guess the password (nor to keep the server hashing), and a person who mistypes still has room.
 */
export const DELETE_ACCOUNT_ATTEMPTS: AttemptRule = { windowSeconds: 15 * 60, max: 5 };

/** `/api/me/export`, `/api/me/data` and `/api/me` itself: the account as a whole. */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .get('/export', async (c) => {
      const data = await exportUserData(db, c.get('user').id, new Date());
      c.header('Content-Disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data);
    })
    .delete('/data', async (c) => {
      await deleteUserData(db, c.get('user').id);
      return c.body(null, 204);
    })
    .delete('/', async (c) => {
      const { password } = await parseBody(c, AccountDeleteSchema);
      const auth = deps.auth;
      if (!auth)
        throw new AppError('SERVICE_UNAVAILABLE', 'Sign-in is switched off on this server.');
      const user = c.get('user');
      const attempt = await countAttempt(db, `delete-account:${user.id}`, DELETE_ACCOUNT_ATTEMPTS);
      if (!attempt.allowed) {
        c.header('Retry-After', String(attempt.retryAfterSeconds));
        throw new AppError(
          'RATE_LIMITED',
          'Too many password attempts. Please wait 15 minutes and try again.',
        );
      }
      const context = await auth.$context;
      const hash = await findPasswordHash(db, user.id);
      const isCorrect = hash !== null && (await context.password.verify({ hash, password }));
      if (!isCorrect) {
        throw new AppError('VALIDATION_FAILED', 'The password is not correct.', {
          password: ['Incorrect password'],
        });
      }
      await deleteAccount(db, user);
      expireSessionCookies(c, context.authCookies);
      return c.body(null, 204);
    });
}

type AuthCookies = Awaited<Auth['$context']>['authCookies'];

/** The browser drops better-auth's cookies with the account (their sessions are gone already). */
function expireSessionCookies(c: Context, cookies: AuthCookies) {
  for (const cookie of [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken]) {
    if (!cookie) continue;
    const { path, domain, secure } = cookie.attributes;
    deleteCookie(c, cookie.name, {
      path: path ?? '/',
      ...(domain ? { domain } : {}),
      ...(secure ? { secure } : {}),
    });
  }
}
