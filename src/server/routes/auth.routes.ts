import { Hono } from 'hono';
import { ATTEMPT_RULES, accountKey, clearAttempts, countAttempt } from '../auth/attempt-limits';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER } from '../auth/auth';
import { sessionRoute } from '../auth/session-route';
import type { AppDeps } from '../deps';
import type { ClientAddressResolver } from '../http/client-address';
import { AppError } from '../http/errors';
import { unstorablePart } from '../http/parse';

/** Auth routes that send mail to the address in the body: limited per address mailed. */
const MAIL_PATHS = new Set(['/request-password-reset', '/send-verification-email']);
const SIGN_IN_PATH = '/sign-in/email';
const SESSION_PATH = `${AUTH_BASE_PATH}/get-session`;

/** better-auth's own error shape, so its client reads our refusals like its own. */
function tooManyAttempts(message: string, retryAfterSeconds: number): Response {
  return new Response(JSON.stringify({ code: 'TOO_MANY_REQUESTS', message }), {
    status: 429,
    headers: {
      'Content-Type': 'application/json',
      'Retry-After': String(retryAfterSeconds),
      'X-Retry-After': String(retryAfterSeconds),
    },
  });
}

/** The JSON body, parsed once for the checks below; null when absent or not JSON. */
function parsedBody(body: string | undefined): unknown {
  try {
    return body ? JSON.parse(body) : null;
  } catch {
    // Not JSON: better-auth answers that itself.
    return null;
  }
}

/**
 * What PostgreSQL could not take in the request (a NUL character or half a surrogate pair in
 * the JSON body or a query value), as better-auth would otherwise pass it on: a 400 naming it.
 */
function unstorableInput(parsed: unknown, url: string): Response | null {
  const query = Object.fromEntries(new URL(url).searchParams);
  const bad = unstorablePart(parsed) ?? unstorablePart(query);
  if (!bad) return null;
  return new Response(
    JSON.stringify({ code: 'VALIDATION_FAILED', message: `${bad.path} ${bad.message}.` }),
    { status: 400, headers: { 'Content-Type': 'application/json' } },
  );
}

function emailOf(parsed: unknown): string | null {
  if (typeof parsed !== 'object' || parsed === null) return null;
  const email = (parsed as Record<string, unknown>).email;
  return typeof email === 'string' && email.trim() ? email : null;
}

/**
 * better-auth under /api/auth/*. Before it runs: the client's address is handed over in a
 * header it trusts (any client-sent value is dropped), and sign-in and mail-sending requests are
 * counted per account. After a successful sign-in the account's counters start again. A session
 * read that needs nothing renewed is answered without better-auth (session-route.ts).
 */
export function authRoutes(deps: AppDeps, clientAddress: ClientAddressResolver) {
  const readSession = deps.auth ? sessionRoute(deps.auth, deps.database.db) : null;
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const auth = deps.auth;
    if (!auth)
      throw new AppError('SERVICE_UNAVAILABLE', 'Authentication is disabled on this server.');
    if (readSession && c.req.path === SESSION_PATH) {
      const reply = await readSession(c.req.raw);
      if (reply) return reply;
    }
    const address = clientAddress(c);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_ADDRESS_HEADER);
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
    const body = c.req.method === 'POST' ? await c.req.text() : undefined;
    const parsed = parsedBody(body);
    const unstorable = unstorableInput(parsed, c.req.url);
    if (unstorable) return unstorable;
    const path = c.req.path.slice(AUTH_BASE_PATH.length);
    const email = path === SIGN_IN_PATH || MAIL_PATHS.has(path) ? emailOf(parsed) : null;
    const db = deps.database.db;

    const signInKeys = email
      ? {
          addressAndAccount: `sign-in:${address ?? 'unknown'}:${accountKey(email)}`,
          account: `sign-in:${accountKey(email)}`,
        }
      : null;
    if (path === SIGN_IN_PATH && signInKeys) {
      const [here, anywhere] = await Promise.all([
        countAttempt(db, signInKeys.addressAndAccount, ATTEMPT_RULES.signInPerAddressAndAccount),
        countAttempt(db, signInKeys.account, ATTEMPT_RULES.signInPerAccount),
      ]);
      const refused = [here, anywhere].find((decision) => !decision.allowed);
      if (refused) {
        return tooManyAttempts(
          'Too many sign-in attempts for this account. Please wait 15 minutes and try again, or reset your password.',
          refused.retryAfterSeconds,
        );
      }
    }
    if (MAIL_PATHS.has(path) && email) {
      const decision = await countAttempt(
        db,
        `mail:${accountKey(email)}`,
        ATTEMPT_RULES.mailPerAccount,
      );
      if (!decision.allowed) {
        return tooManyAttempts(
          'Several emails were sent to this address a moment ago. Please check your inbox (and spam folder), or try again in 15 minutes.',
          decision.retryAfterSeconds,
        );
      }
    }

    const response = await auth.handler(
      new Request(c.req.url, { method: c.req.method, headers, body }),
    );
    if (path === SIGN_IN_PATH && signInKeys && response.status === 200) {
      await Promise.all([
        clearAttempts(db, signInKeys.addressAndAccount),
        clearAttempts(db, signInKeys.account),
      ]);
    }
    return response;
  });
}
