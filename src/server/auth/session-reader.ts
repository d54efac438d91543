import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { session, user } from '../db/schema';
import type { Auth } from './auth';

/** better-auth's resolved context: its cookie names, secret and session settings. */
export type AuthContext = Awaited<Auth['$context']>;

/** The signed-in person of a request, as the session reader finds them. */
export interface SessionUser {
  id: string;
  email: string;
}

/** Longest Cookie header read: a browser sends at most a few kilobytes to one site. */
const MAX_COOKIE_HEADER = 8192;

/** The HMAC-SHA256 signature better-auth appends to the session cookie: 44 characters of base64. */
const SIGNATURE_LENGTH = 44;

/**
 * Reads the signed-in person of a request the way better-auth's `getSession` decides it (a
 * session cookie signed with the server's secret, naming a session row that has not expired) in
 * one indexed query, without the rest of `getSession` (decision 021): the signed-in routes ask
 * this for every request, and `getSession` cost more than the routes' own work. Renewing a
 * session that is used (better-auth's `updateAge`) stays with better-auth's own
 * `/api/auth/get-session`, which the web app calls on every start.
 *
 * A deleted account or a signed-out session has no row, so it stops working at once, on every
 * instance.
 */
export function sessionReader(auth: Auth, db: Database) {
  const tokenReader = auth.$context.then(sessionTokenReader);
  const query = db
    .select({ id: user.id, email: user.email })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder('token')), gt(session.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_user');

  return async (headers: Headers): Promise<SessionUser | null> => {
    const token = (await tokenReader)(headers.get('cookie'));
    if (!token) return null;
    const [found] = await query.execute({ token });
    return found ?? null;
  };
}

/**
 * Reads the session token of a Cookie header with this server's cookie name and secret, from
 * better-auth's resolved context: null when there is none or its signature is not the secret's.
 */
export function sessionTokenReader(
  context: AuthContext,
): (cookieHeader: string | null) => string | null {
  const cookieName = context.authCookies.sessionToken.name;
  const { secret } = context;
  return (cookieHeader) => signedToken(cookieHeader, cookieName, secret);
}

/** The session token of a Cookie header whose signature the secret made; null otherwise. */
export function signedToken(header: string | null, name: string, secret: string): string | null {
  if (!header || header.length > MAX_COOKIE_HEADER) return null;
  const raw = cookieValue(header, name);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest('base64');
  const sent = Buffer.from(signature);
  return sent.length === expected.length && timingSafeEqual(sent, Buffer.from(expected))
    ? token
    : null;
}

/** The first value of the named cookie in a Cookie header (`a=1; b=2`), as sent. */
function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0) continue;
    if (pair.slice(0, equals).trim() === name) return pair.slice(equals + 1).trim();
  }
  return null;
}
