import { createMiddleware } from 'hono/factory';
import { type SessionUser, sessionReader } from '../auth/session-reader';
import type { AppDeps } from '../deps';
import { AppError } from './errors';

/** The Hono env of signed-in routes: `c.get('user')` is the session's user. */
export interface SignedInEnv {
  Variables: { user: SessionUser };
}

/**
 * Lets a request through only with a live better-auth session, and hands the routes its user.
 * The session is read from the database each time (`sessionReader`), so a deleted account or a
 * signed-out session stops working at once.
 */
export function requireUser(deps: Pick<AppDeps, 'auth' | 'database'>) {
  const readUser = deps.auth ? sessionReader(deps.auth, deps.database.db) : null;
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (!readUser) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Sign-in is switched off on this server.');
    }
    const user = await readUser(c.req.raw.headers);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to use this.');
    c.set('user', user);
    await next();
  });
}
