import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, AppConfigSchema } from '#domain';
import { databaseKinds } from './test/databases';
import { createTestApp, fromAddress, setUpTestApp, TEST_ORIGIN } from './test/test-app';

function json(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify(body),
  };
}

function makeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'phn-web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Preventive Health &amp; Nutrition</title><div id="root"></div>',
  );
  // As scripts/prerender-shell.mjs writes a page with a frame of its own.
  mkdirSync(join(dir, 'frames'));
  writeFileSync(
    join(dir, 'frames', 'analysis.html'),
    '<!doctype html><title>Preventive Health &amp; Nutrition</title><div id="root"><h1>Your Health Analysis</h1></div>',
  );
  const script = 'console.log("app");'.repeat(200);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), script);
  // As scripts/precompress-web.mjs stores them.
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(script));
  return dir;
}

describe.each(databaseKinds())('HTTP API on %s', (kind) => {
  const ctx = setUpTestApp(kind, { webDistDir: makeWebDist() });

  it('answers /api/health with 200 when the database answers', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: kind });
  });

  it('tells which services are on at /api/config', async () => {
    const res = await ctx.app.request('/api/config');
    expect(res.status).toBe(200);
    const config = AppConfigSchema.parse(await res.json());
    expect(config).toEqual({
      auth: { enabled: true },
      email: { enabled: true, transport: 'outbox', mailbox: false },
      ai: { mode: 'builtin', model: null },
    });
    const local = AppConfigSchema.parse(
      await (await ctx.app.request('/api/config', {}, fromAddress('127.0.0.1'))).json(),
    );
    expect(local.email.mailbox).toBe(true);
  });

  it('answers an unknown API path with the JSON error shape and 404', async () => {
    const res = await ctx.app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    const body = ApiErrorSchema.parse(await res.json());
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toContain('/api/no-such-thing');
  });

  it('refuses an oversized body with 413 and a message', async () => {
    const res = await ctx.app.request(
      '/api/auth/sign-up/email',
      json({ filler: 'x'.repeat(1_100_000) }),
    );
    expect(res.status).toBe(413);
    expect(ApiErrorSchema.parse(await res.json()).error.message).toMatch(/1 MB/);
  });

  it('serves the app for deep links (history fallback) and hashed assets with a long cache', async () => {
    const page = await ctx.app.request('/meal-plan?generate=true', {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    // The page names the build's hashed assets: never kept without asking again, whether it
    // comes from the fallback or, at `/`, straight from the folder.
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const home = await ctx.app.request('/', { headers: { accept: 'text/html' } });
    expect(await home.text()).toContain('<div id="root">');
    expect(home.headers.get('cache-control')).toBe('no-cache');
    const asset = await ctx.app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toContain('console.log');
  });

  it('opens a page with a frame of its own with it, and every other page with the app frame', async () => {
    const page = async (path: string) =>
      (await ctx.app.request(path, { headers: { accept: 'text/html' } })).text();
    for (const path of ['/analysis', '/analysis/', '/analysis?from=plan']) {
      expect(await page(path)).toContain('<h1>Your Health Analysis</h1>');
    }
    for (const path of ['/meal-plan', '/analysis/more', '/Analysis', '/frames', '/%2e%2e']) {
      const html = await page(path);
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('Your Health Analysis');
    }
  });

  it('sends hashed assets as stored compressed, and a missing one as 404', async () => {
    const asBrotli = await ctx.app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asBrotli.headers.get('content-encoding')).toBe('br');
    expect(asBrotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(asBrotli.headers.get('cache-control')).toContain('immutable');
    expect(asBrotli.headers.get('content-type')).toContain('javascript');
    const brotli = Buffer.from(await asBrotli.arrayBuffer());
    expect(brotliDecompressSync(brotli).toString()).toContain('console.log("app")');
    const asGzip = await ctx.app.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asGzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await asGzip.arrayBuffer())).length).toBe(3800);
    const missing = await ctx.app.request('/assets/app-gone.js', { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
  });

  it('compresses API replies over 1 KB for clients that accept it', async () => {
    const request = {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({
        type: 'mealPlan',
        daysCount: 3,
        // One plan every run: how well a reply compresses depends on its text.
        seed: 7,
        userProfile: {
          profile: { name: 'Ann', age: 40, gender: 'female', weight: 70, height: 168, bmi: 24.8 },
          healthConditions: [],
          medications: [],
          allergies: '',
          dietaryRestrictions: [],
          foodPreferences: { liked: [], disliked: [], cuisines: [] },
        },
      }),
    };
    const reply = await ctx.app.request('/api/functions/ai-analyze', request);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await reply.arrayBuffer());
    expect(Number(reply.headers.get('content-length'))).toBe(bytes.length);
    const text = gunzipSync(bytes).toString();
    expect(JSON.parse(text).success).toBe(true);
    expect(bytes.length).toBeLessThan(text.length / 3);
    // Brotli when the client takes it; as it is when it takes neither.
    const asBrotli = await ctx.app.request('/api/functions/ai-analyze', {
      ...request,
      headers: { ...request.headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(asBrotli.headers.get('content-encoding')).toBe('br');
    const brotli = brotliDecompressSync(Buffer.from(await asBrotli.arrayBuffer())).toString();
    expect(JSON.parse(brotli).success).toBe(true);
    const plain = await ctx.app.request('/api/functions/ai-analyze', {
      ...request,
      headers: { ...request.headers, 'accept-encoding': 'br;q=0, identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(await plain.text()).success).toBe(true);
    // A small reply is sent as it is.
    const health = await ctx.app.request('/api/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toEqual({ status: 'ok', database: kind });
  });
});

describe('with authentication switched off', () => {
  const ctx = setUpTestApp('pglite', { authEnabled: false });

  it('reports auth disabled in /api/config and answers auth calls with 503', async () => {
    const config = AppConfigSchema.parse(await (await ctx.app.request('/api/config')).json());
    expect(config.auth.enabled).toBe(false);
    const res = await ctx.app.request('/api/auth/get-session');
    expect(res.status).toBe(503);
    expect(ApiErrorSchema.parse(await res.json()).error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('is not ready once it is shutting down, though still alive', async () => {
    let stopping = false;
    // A second app on this block's database (disposed with it): only its stopping flag differs.
    const app = await createTestApp('pglite', {
      isStopping: () => stopping,
      sharedDatabase: ctx.database,
    });
    expect((await app.app.request('/api/health/ready')).status).toBe(200);
    stopping = true;
    const ready = await app.app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ApiErrorSchema.parse(await ready.json()).error.message).toMatch(/shutting down/);
    expect((await app.app.request('/api/health')).status).toBe(503);
    expect((await app.app.request('/api/health/live')).status).toBe(200);
  });

  it('answers /api/health with 503 once the database is gone, and logs the cause', async () => {
    await ctx.database.close();
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(503);
    expect((await ctx.app.request('/api/health/ready')).status).toBe(503);
    expect(ctx.errors.length).toBeGreaterThan(0);
    // Alive all the same: the process answers; whether to send it traffic is readiness's call.
    const live = await ctx.app.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
  });
});
