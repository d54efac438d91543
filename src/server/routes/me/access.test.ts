import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { type ErrorReply, meClient } from '../../test/me-client';
import { countRows } from '../../test/me-fixtures';
import { EVERY_ROUTE } from '../../test/me-routes';
import { createTestApp, setUpTestApp, TEST_ORIGIN, type TestContext } from '../../test/test-app';
import { signInUser, signUpConfirmedUser, TEST_PASSWORD } from '../../test/users';

/** The session token of a `name=token.signature` cookie (URL-encoded, as better-auth sets it). */
const tokenOf = (cookie: string) => {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return value.slice(0, value.lastIndexOf('.'));
};

describe.each(databaseKinds())('who may call /api/me on %s', (kind) => {
  let ctx: TestContext;
  let cookie: string;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    cookie = await signUpConfirmedUser(ctx, `access-${kind}@example.com`);
    await meClient(ctx, cookie).post('/health-data', { profile: { name: 'Kim' } });
  });
  afterAll(async () => {
    await ctx.database.dispose();
  });
  afterEach(() => {
    expect(ctx.errors).toEqual([]);
  });

  const cookies = {
    'no cookie': null,
    'a made-up session cookie': 'better-auth.session_token=made-up.signature',
    'a tampered session cookie': () => `${cookie.slice(0, -3)}abc`,
    'a cookie that is not URL-encoded text': 'better-auth.session_token=%E0%A4%A; other=%',
  } as const;

  for (const [label, value] of Object.entries(cookies)) {
    it(`answers 401 UNAUTHENTICATED on every route with ${label}, storing nothing`, async () => {
      const before = await countRows(ctx.database);
      const anonymous = meClient(ctx, typeof value === 'function' ? value() : value);
      for (const route of EVERY_ROUTE) {
        const res = await anonymous.call<ErrorReply>(route.method, route.path, route.body);
        expect(res.status, `${route.method} ${route.path}`).toBe(401);
        expect(res.body.error).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'Sign in to use this.',
        });
      }
      expect(await countRows(ctx.database)).toEqual(before);
    });
  }

  it('answers 401 before looking at the body', async () => {
    const res = await meClient(ctx, null).post<ErrorReply>('/conditions', 'not json');
    expect(res.status).toBe(401);
  });

  it('still serves the signed-in person', async () => {
    expect((await meClient(ctx, cookie).get('/profile')).status).toBe(200);
  });

  it("answers 401 to a real session's token signed with another secret", async () => {
    const token = tokenOf(cookie);
    const forged = createHmac('sha256', 'not the secret of this server').update(token);
    const value = encodeURIComponent(`${token}.${forged.digest('base64')}`);
    const res = await meClient(ctx, `better-auth.session_token=${value}`).get('/profile');
    expect(res.status).toBe(401);
  });

  it('answers 401 once the session has expired, and to a signed-out session', async () => {
    const email = `access-expired-${kind}@example.com`;
    const expiring = await signUpConfirmedUser(ctx, email);
    const signIn = await signInUser(ctx, email, TEST_PASSWORD);
    const second = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect((await meClient(ctx, expiring).get('/profile')).status).toBe(200);
    await ctx.database.db.execute(
      sql`update session set expires_at = now() - interval '1 second' where token = ${tokenOf(expiring)}`,
    );
    expect((await meClient(ctx, expiring).get('/profile')).status).toBe(401);

    expect((await meClient(ctx, second).get('/profile')).status).toBe(200);
    const signOut = await ctx.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: second, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect((await meClient(ctx, second).get('/profile')).status).toBe(401);
  });
});

describe('/api/me with authentication switched off', () => {
  const ctx = setUpTestApp('pglite', { authEnabled: false });

  it('answers 503 SERVICE_UNAVAILABLE on every route', async () => {
    const me = meClient(ctx, 'better-auth.session_token=anything');
    for (const route of EVERY_ROUTE) {
      const res = await me.call<ErrorReply>(route.method, route.path, route.body);
      expect(res.status, `${route.method} ${route.path}`).toBe(503);
      expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
    }
    expect(ctx.errors).toEqual([]);
  });
});
