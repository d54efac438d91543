import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createTestApp, fromAddress, type TestContext } from '../test/test-app';

describe('the local mailbox', () => {
  const contexts: TestContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((ctx) => ctx.database.dispose()));
  });
  async function app(options: Parameters<typeof createTestApp>[1] = {}) {
    const ctx = await createTestApp('pglite', options);
    contexts.push(ctx);
    await ctx.database.db
      .insert(mailOutbox)
      .values({ to: 'ann@example.com', subject: 'Reset', html: 'x', text: 'x' });
    return ctx;
  }
  // The tests below that only read share one app with the default options: a fresh PGlite with
  // its migrations is most of their time.
  let defaultApp: Promise<TestContext> | undefined;
  const sharedApp = () => {
    defaultApp ??= app();
    return defaultApp;
  };
  const PATHS = ['/dev/mailbox', '/api/dev/outbox'];

  it('answers a loopback socket, IPv4, IPv6 or IPv4-mapped', async () => {
    const ctx = await sharedApp();
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      for (const path of PATHS) {
        const res = await ctx.app.request(path, {}, fromAddress(address));
        expect(res.status, `${path} from ${address}`).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
      }
    }
    const outbox = await ctx.app.request('/api/dev/outbox', {}, fromAddress('127.0.0.1'));
    expect(await outbox.json()).toEqual([expect.objectContaining({ to: 'ann@example.com' })]);
  });

  it('is a 404 for any other socket, whatever the headers claim', async () => {
    const ctx = await sharedApp();
    for (const address of [
      '203.0.113.5',
      '192.0.2.2',
      '10.0.0.1',
      '::ffff:198.51.100.1',
      '2001:db8::1',
    ]) {
      for (const path of PATHS) {
        const res = await ctx.app.request(
          path,
          { headers: { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' } },
          fromAddress(address),
        );
        expect(res.status, `${path} from ${address}`).toBe(404);
        expect(await res.text()).not.toContain('ann@example.com');
      }
    }
  });

  it('is a 404 through a proxy on the same machine, and with no socket at all', async () => {
    const ctx = await sharedApp();
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await ctx.app.request(
        '/dev/mailbox',
        { headers: { [header]: '203.0.113.5' } },
        fromAddress('127.0.0.1'),
      );
      expect(res.status, header).toBe(404);
    }
    expect((await ctx.app.request('/api/dev/outbox')).status).toBe(404);
  });

  it('is a 404 even on loopback with NODE_ENV=production or with real SMTP', async () => {
    for (const options of [{ isProduction: true }, { mailTransport: 'smtp' as const }]) {
      const ctx = await app(options);
      for (const path of PATHS) {
        expect((await ctx.app.request(path, {}, fromAddress('127.0.0.1'))).status).toBe(404);
      }
    }
  });
});
