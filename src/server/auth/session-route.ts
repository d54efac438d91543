import type { BetterAuthOptions } from 'better-auth';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';
import type { Auth } from './auth';
import { type AuthContext, sessionTokenReader } from './session-reader';

/** better-auth's get-session reply headers besides the JSON content type (better-auth 1.7.25). */
const REPLY_HEADERS = {
  'content-type': 'application/json',
  'cache-control': 'no-store',
  pragma: 'no-cache',
} as const;

/**
 * Answers `GET /api/auth/get-session` without better-auth when better-auth's answer is only a
 * read (decision 021, addendum): the web app asks it on every start, on window focus and every
 * five minutes, and under the bench's read mix better-auth's handler took about 40% of the
 * server's CPU (a router and an endpoint context built per request, the cookie checked through
 * WebCrypto, two queries, the output filtered field by field).
 *
 * The reply is better-auth 1.7.25's own for a session that needs nothing done: same status,
 * headers and JSON bytes (fields in the order of better-auth's core schema, `id` last, as its
 * adapter writes them). Everything else returns null, and the caller hands the request to
 * better-auth as before: no cookie or a bad signature, no row (signed out, deleted account), an
 * expired session or one due for renewal (`updateAge`), a query string (`disableRefresh`, ...),
 * better-auth's other cookies (`dont_remember`, `session_data`), or a configuration whose
 * reply differs (cookie cache, deferred refresh, secondary storage, plugins, extra fields,
 * after-hooks): renewal, clearing cookies and deleting expired sessions stay better-auth's.
 */
export function sessionRoute(auth: Auth, db: Database) {
  const settings = auth.$context.then((context) => ({
    isEligible: isPlainReadConfig(context),
    tokenOf: sessionTokenReader(context),
    otherCookieNames: [
      context.authCookies.sessionData.name,
      context.authCookies.dontRememberToken.name,
    ],
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));
  const query = db
    .select({
      expiresAt: session.expiresAt,
      token: session.token,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      userId: session.userId,
      id: session.id,
      userName: user.name,
      userEmail: user.email,
      userEmailVerified: user.emailVerified,
      userImage: user.image,
      userCreatedAt: user.createdAt,
      userUpdatedAt: user.updatedAt,
      userRowId: user.id,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_reply');

  /** better-auth's reply to this request when it would only read the session; null otherwise. */
  return async (request: Request): Promise<Response | null> => {
    const { isEligible, tokenOf, otherCookieNames, expiresInMs, updateAgeMs } = await settings;
    if (!isEligible || request.method !== 'GET' || request.url.includes('?')) return null;
    const cookies = request.headers.get('cookie');
    // A substring test: any mention (a chunk `session_data.0` too) leaves the request to better-auth.
    if (!cookies || otherCookieNames.some((name) => cookies.includes(name))) return null;
    const token = tokenOf(cookies);
    if (!token) return null;
    const [found] = await query.execute({ token });
    if (!found) return null;
    // better-auth renews once `expiresAt - expiresIn + updateAge <= now`, and refuses after.
    const now = Date.now();
    const expiresAt = found.expiresAt.getTime();
    if (expiresAt <= now || expiresAt - expiresInMs + updateAgeMs <= now) return null;
    const body = {
      session: {
        expiresAt: found.expiresAt,
        token: found.token,
        createdAt: found.createdAt,
        updatedAt: found.updatedAt,
        ipAddress: found.ipAddress,
        userAgent: found.userAgent,
        userId: found.userId,
        id: found.id,
      },
      user: {
        name: found.userName,
        email: found.userEmail,
        emailVerified: found.userEmailVerified,
        image: found.userImage,
        createdAt: found.userCreatedAt,
        updatedAt: found.userUpdatedAt,
        id: found.userRowId,
      },
    };
    return new Response(JSON.stringify(body), { status: 200, headers: REPLY_HEADERS });
  };
}

/**
 * Whether better-auth's get-session, under this configuration, answers a valid session that
 * needs no renewal with the session and user rows as stored and nothing else. auth.ts's
 * `hooks.before` only looks at sign-up and password reset, so it is not a reason to refuse.
 */
function isPlainReadConfig(context: AuthContext): boolean {
  // Read as any configuration could be: the inferred type knows only the options auth.ts sets.
  const options: BetterAuthOptions = context.options;
  return (
    options.session?.cookieCache?.enabled !== true &&
    !options.session?.deferSessionRefresh &&
    !options.session?.disableSessionRefresh &&
    !options.session?.additionalFields &&
    !options.user?.additionalFields &&
    !options.session?.fields &&
    !options.user?.fields &&
    !options.secondaryStorage &&
    !options.plugins?.length &&
    !options.hooks?.after &&
    !options.disabledPaths?.includes('/get-session')
  );
}
