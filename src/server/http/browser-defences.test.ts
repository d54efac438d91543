import { describe, expect, it } from 'vitest';
import { createTestApp, setUpTestApp, TEST_ORIGIN } from '../test/test-app';

// Issue 15, Deliver 3: what a browser is told about every response, and cross-site writes refused.
describe('browser defences', () => {
  const ctx = setUpTestApp('pglite');

  const analyze = (headers: Record<string, string>, body = '{}') =>
    ctx.app.request('/api/functions/ai-analyze', { method: 'POST', headers, body });

  it('sends a strict Content-Security-Policy, no framing and nosniff on pages and API replies', async () => {
    for (const path of ['/api/health', '/api/config', '/api/nothing-here']) {
      const res = await ctx.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      // Served over http here: no HSTS (it would pin a browser to https the server lacks).
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('asks for https only when PUBLIC_URL is https', async () => {
    // A second app on this file's database (disposed with it): only its address differs.
    const https = await createTestApp('pglite', {
      publicUrl: 'https://health.example.com',
      sharedDatabase: ctx.database,
    });
    const res = await https.app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('keeps the email previews’ own sandboxed policy, framed by this site only', async () => {
    const res = await ctx.app.request('/api/email-previews/welcome');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('refuses a cross-site text/plain POST, and a JSON one from another origin', async () => {
    const textPlain = await analyze({
      'content-type': 'text/plain',
      origin: 'https://evil.example',
    });
    expect(textPlain.status).toBe(403);
    const json = await analyze({
      'content-type': 'application/json',
      origin: 'https://evil.example',
    });
    expect(json.status).toBe(403);
    const body = (await json.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('FORBIDDEN');
    expect(body.error.message).toContain('https://evil.example');
    // A browser that sends no Origin still says where the request came from.
    const fetchSite = await analyze({
      'content-type': 'application/json',
      'sec-fetch-site': 'cross-site',
    });
    expect(fetchSite.status).toBe(403);
    // The opaque origin of a sandboxed frame or a file is not the app either.
    expect((await analyze({ 'content-type': 'application/json', origin: 'null' })).status).toBe(
      403,
    );
  });

  it('refuses a same-origin POST that is not JSON, naming the body', async () => {
    const res = await analyze({ 'content-type': 'text/plain', origin: TEST_ORIGIN });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fieldErrors: Record<string, string[]> } };
    expect(body.error.fieldErrors['(body)']).toBeDefined();
  });

  it('lets the app itself, a non-browser client, and any read through', async () => {
    const own = await analyze({ 'content-type': 'application/json', origin: TEST_ORIGIN });
    const noBrowser = await analyze({ 'content-type': 'application/json' });
    const sameOrigin = await analyze({
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
    });
    // An empty body is a validation error (400), not a refusal: the request got through.
    for (const res of [own, noBrowser, sameOrigin]) expect(res.status).toBe(400);
    const read = await ctx.app.request('/api/config', {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
  });

  it('refuses a cross-site sign-up before it reaches the account system', async () => {
    const res = await ctx.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({
        name: 'Eve',
        email: 'eve@example.com',
        password: 'a long passphrase 42',
      }),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
  });
});
