import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../app';
import { AppError } from './errors';

export interface SessionUser {
  id: string;
  email: string;
}

/** The Hono env of signed-in routes: `c.get('user')` is the session's user. */
export interface SignedInEnv {
  Variables: { user: SessionUser };
}

/**
 * Lets a request through only with a live better-auth session, and hands the routes its user.
 * The session is read from the database each time, so a deleted account or a signed-out session
 * stops working at once.
 */
export function requireUser(deps: Pick<AppDeps, 'auth'>) {
  return createMiddleware<SignedInEnv>(async (c, next) => {
    if (!deps.auth) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Sign-in is switched off on this server.');
    }
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError('UNAUTHENTICATED', 'Sign in to use this.');
    c.set('user', { id: session.user.id, email: session.user.email });
    await next();
  });
}
