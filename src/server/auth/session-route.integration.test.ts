import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { session, user } from '../db/schema';
import { createMailer } from '../email/mailer';
import { loadInProcessEngine } from '../engine/engine';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { TEST_ORIGIN, type TestContext } from '../test/test-app';
import { signUpConfirmedUser } from '../test/users';
import { type Auth, createAuth } from './auth';
import { sessionRoute } from './session-route';

const SESSION_URL = `${TEST_ORIGIN}/api/auth/get-session`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a reply says that a client can see: status, the headers better-auth sets, the body bytes. */
async function replyOf(response: Response) {
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    pragma: response.headers.get('pragma'),
    setCookie: response.headers.getSetCookie(),
    body: await response.text(),
  };
}

function sessionRequest(cookie: string | null, query = ''): Request {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (cookie) headers.cookie = cookie;
  return new Request(`${SESSION_URL}${query}`, { headers });
}

/** The session token of a `better-auth.session_token=<token>.<signature>` cookie. */
function tokenOf(cookie: string): string {
  return decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0] ?? '';
}

describe.each(databaseKinds())('GET /api/auth/get-session without better-auth (%s)', (kind) => {
  let database: TestDatabase;
  let auth: Auth;
  let ctx: TestContext;
  let readSession: ReturnType<typeof sessionRoute>;
  /** Requests the app handed to better-auth: the app is given better-auth behind this count. */
  let handlerCalls = 0;
  let emailCount = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const mailer = createMailer({
      transport: 'outbox',
      smtpUrl: null,
      from: 'test@localhost',
      db: database.db,
    });
    auth = createAuth({
      db: database.db,
      mailer,
      config: {
        publicUrl: TEST_ORIGIN,
        auth: {
          enabled: true,
          secret: 'session-route-test-secret-0123456789abcdef',
          trustedOrigins: [TEST_ORIGIN],
        },
      },
    });
    const counted: Auth = {
      ...auth,
      handler: (request: Request) => {
        handlerCalls += 1;
        return auth.handler(request);
      },
    };
    const errors: unknown[][] = [];
    const app = createApp({
      database,
      engine: await loadInProcessEngine(),
      auth: counted,
      mailer,
      ai: { mode: 'builtin', model: null },
      webDistDir: null,
      publicUrl: TEST_ORIGIN,
      log: (...args) => errors.push(args),
    });
    ctx = { app, database, mailer, errors };
    readSession = sessionRoute(auth, database.db);
  });
  afterAll(async () => {
    await database.dispose();
  });

  async function signedIn(): Promise<string> {
    emailCount += 1;
    return await signUpConfirmedUser(ctx, `person${emailCount}@example.com`);
  }

  /** The app's reply to a session read, and whether it handed the request to better-auth. */
  async function throughApp(cookie: string | null, query = '') {
    const before = handlerCalls;
    const response = await ctx.app.request(sessionRequest(cookie, query));
    return { reply: await replyOf(response), isHandedOver: handlerCalls > before };
  }

  it("answers a fresh session with better-auth's reply, byte for byte, without calling it", async () => {
    const cookie = await signedIn();
    const fast = await readSession(sessionRequest(cookie));
    expect(fast).not.toBeNull();
    const own = await auth.handler(sessionRequest(cookie));
    // Every header, not only those replyOf reads: nothing better-auth sets is missing.
    expect([...(fast as Response).headers]).toEqual([...own.headers]);
    const expected = await replyOf(own);
    expect(expected.status).toBe(200);
    expect(JSON.parse(expected.body).session.token).toBe(tokenOf(cookie));
    expect(await replyOf(fast as Response)).toEqual(expected);

    const { reply, isHandedOver } = await throughApp(cookie);
    expect(isHandedOver).toBe(false);
    expect(reply).toEqual(expected);
  });

  it('gives the same bytes for a picture, a confirmed address, quotes and accents', async () => {
    const cookie = await signedIn();
    const token = tokenOf(cookie);
    const [row] = await database.db
      .select({ userId: session.userId })
      .from(session)
      .where(eq(session.token, token));
    await database.db
      .update(user)
      .set({ name: 'Zoë "Zed" Ünal \u2028 \\', image: 'https://example.com/a b.png?x=1&y="2"' })
      .where(eq(user.id, row?.userId ?? ''));
    await database.db
      .update(session)
      .set({ userAgent: 'Mozilla/5.0 "quoted" </script>', ipAddress: '2001:db8::1' })
      .where(eq(session.token, token));

    const expected = await replyOf(await auth.handler(sessionRequest(cookie)));
    expect(JSON.parse(expected.body).user.image).toBe('https://example.com/a b.png?x=1&y="2"');
    const { reply, isHandedOver } = await throughApp(cookie);
    expect(isHandedOver).toBe(false);
    expect(reply).toEqual(expected);
  });

  it('hands a signed-out session to better-auth, which clears the cookie', async () => {
    const cookie = await signedIn();
    const signOut = await ctx.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect(await readSession(sessionRequest(cookie))).toBeNull();

    const { reply, isHandedOver } = await throughApp(cookie);
    expect(isHandedOver).toBe(true);
    expect(reply.body).toBe('null');
    expect(reply).toEqual(await replyOf(await auth.handler(sessionRequest(cookie))));
  });

  it('hands a tampered, foreign or missing cookie to better-auth', async () => {
    const cookie = await signedIn();
    const tampered = cookie.replace(/=(.)/, (_all, first: string) => (first === 'a' ? '=b' : '=a'));
    const cases = [tampered, `${cookie}; better-auth.dont_remember=x.y`, 'theme=dark', null];
    for (const sent of cases) {
      expect(await readSession(sessionRequest(sent))).toBeNull();
      const { reply, isHandedOver } = await throughApp(sent);
      expect(isHandedOver).toBe(true);
      expect(reply).toEqual(await replyOf(await auth.handler(sessionRequest(sent))));
    }
  });

  it('hands a session_data cookie to better-auth, which clears it', async () => {
    const cookie = await signedIn();
    const sent = `${cookie}; better-auth.session_data=stale`;
    expect(await readSession(sessionRequest(sent))).toBeNull();
    const { reply, isHandedOver } = await throughApp(sent);
    expect(isHandedOver).toBe(true);
    expect(reply.setCookie.some((line) => line.startsWith('better-auth.session_data=;'))).toBe(
      true,
    );
    expect(reply).toEqual(await replyOf(await auth.handler(sessionRequest(sent))));
  });

  it('hands any query string to better-auth, whose reply is then its own', async () => {
    const cookie = await signedIn();
    for (const query of ['?disableRefresh=true', '?disableCookieCache=true', '?']) {
      expect(await readSession(sessionRequest(cookie, query))).toBeNull();
      const { reply, isHandedOver } = await throughApp(cookie, query);
      expect(isHandedOver).toBe(true);
      expect(reply).toEqual(await replyOf(await auth.handler(sessionRequest(cookie, query))));
    }
  });

  it('leaves a session due for renewal to better-auth, which extends it', async () => {
    const cookie = await signedIn();
    const token = tokenOf(cookie);
    // Created eight days ago with seven days to live, renewed two days ago: due (updateAge 1 day).
    const dueAt = new Date(Date.now() + 5 * DAY_MS);
    await database.db
      .update(session)
      .set({ expiresAt: dueAt, updatedAt: new Date(Date.now() - 2 * DAY_MS) })
      .where(eq(session.token, token));
    expect(await readSession(sessionRequest(cookie))).toBeNull();

    // Asked not to renew, better-auth answers without writing: the same reply both ways.
    const unchanged = await throughApp(cookie, '?disableRefresh=true');
    expect(unchanged.isHandedOver).toBe(true);
    expect(unchanged.reply).toEqual(
      await replyOf(await auth.handler(sessionRequest(cookie, '?disableRefresh=true'))),
    );

    const { reply, isHandedOver } = await throughApp(cookie);
    expect(isHandedOver).toBe(true);
    expect(reply.status).toBe(200);
    expect(reply.setCookie.some((line) => line.startsWith('better-auth.session_token='))).toBe(
      true,
    );
    const [renewed] = await database.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.token, token));
    expect(renewed?.expiresAt.getTime()).toBeGreaterThan(dueAt.getTime() + DAY_MS);
    // Renewed, it is answered without better-auth again.
    expect(await readSession(sessionRequest(cookie))).not.toBeNull();
  });

  it('leaves an expired session to better-auth, which deletes it', async () => {
    const cookie = await signedIn();
    const token = tokenOf(cookie);
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect(await readSession(sessionRequest(cookie))).toBeNull();

    const { reply, isHandedOver } = await throughApp(cookie);
    expect(isHandedOver).toBe(true);
    expect(reply.body).toBe('null');
    const left = await database.db.select().from(session).where(eq(session.token, token));
    expect(left).toEqual([]);
  });

  it('hands a POST to better-auth', async () => {
    const cookie = await signedIn();
    const request = new Request(SESSION_URL, {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(await readSession(request)).toBeNull();
  });
});
