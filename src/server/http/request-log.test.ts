import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger, logFunction, loggablePath, requestLog } from './request-log';

/** A logger like the server's, writing its JSON lines into `lines`. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}

describe('requestLog', () => {
  it('logs one JSON line per request with an id the reply carries, and errors under it', async () => {
    const { lines, logger } = capture();
    const log = logFunction(logger);
    const app = new Hono();
    app.use('*', requestLog(logger));
    app.get('/api/boom', (c) => {
      log('The thing failed', new Error('disk full'), { table: 'meal_plans' });
      return c.json({ ok: false }, 503);
    });
    const reply = await app.request('/api/boom?token=secret-in-query');
    const id = reply.headers.get('x-request-id');
    expect(id).toMatch(/^[\da-f-]{36}$/);
    await new Promise((resolve) => setImmediate(resolve));
    const [error, request] = lines;
    expect(error).toMatchObject({
      level: 50,
      msg: 'The thing failed',
      detail: [{ table: 'meal_plans' }],
    });
    expect(error?.err).toMatchObject({ message: 'disk full' });
    expect(request).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      path: '/api/boom',
      status: 503,
    });
    expect(typeof request?.ms).toBe('number');
    // The line written during the request and the request's own line carry its id.
    expect(error?.reqId).toBe(id);
    expect(request?.reqId).toBe(id);
    expect(JSON.stringify(lines)).not.toContain('secret-in-query');
  });

  it("keeps a proxy's plain request id, and replaces one that is long or strange", async () => {
    const { logger } = capture();
    const app = new Hono();
    app.use('*', requestLog(logger));
    app.get('/', (c) => c.text('ok'));
    const kept = await app.request('/', { headers: { 'x-request-id': 'edge-42.a_b' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42.a_b');
    for (const sent of ['x'.repeat(65), 'a b', '"}{']) {
      const replaced = await app.request('/', { headers: { 'x-request-id': sent } });
      expect(replaced.headers.get('x-request-id')).not.toBe(sent);
    }
  });
});

describe('loggablePath', () => {
  it('hides reset tokens and other opaque tokens, and keeps route names and row ids', () => {
    expect(loggablePath('/api/auth/reset-password/Xk3vQ9pLmN2bR7tY')).toBe(
      '/api/auth/reset-password/:hidden',
    );
    expect(loggablePath('/api/auth/reset-password/abcdef')).toBe(
      '/api/auth/reset-password/:hidden',
    );
    expect(loggablePath('/api/auth/request-password-reset')).toBe(
      '/api/auth/request-password-reset',
    );
    expect(loggablePath('/api/me/meal-plans/1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe(
      '/api/me/meal-plans/1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    );
    expect(loggablePath('/api/email/u/a8Fh3kLq0pWz7xYc4bN1')).toBe('/api/email/u/:hidden');
    expect(loggablePath(`/${'a1'.repeat(1000)}`).length).toBeLessThan(520);
  });
});
