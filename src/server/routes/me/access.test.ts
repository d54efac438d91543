import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { type ErrorReply, meClient } from '../../test/me-client';
import { countRows } from '../../test/me-fixtures';
import { EVERY_ROUTE } from '../../test/me-routes';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signUpConfirmedUser } from '../../test/users';

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
});

describe('/api/me with authentication switched off', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', { authEnabled: false });
  });
  afterAll(async () => {
    await ctx.database.dispose();
  });

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
