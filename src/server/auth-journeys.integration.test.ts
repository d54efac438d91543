import { describe, expect, it } from 'vitest';
import { listOutbox } from './email/mailer';
import { databaseKinds } from './test/databases';
import { setUpTestApp, TEST_ORIGIN } from './test/test-app';

// The two account journeys through the mail, end to end on one app: sign-up, confirmation link,
// sign-in and the welcome email; a reset link that sets a new password. Each hashes several
// passwords (tens of milliseconds of CPU apiece), so they run with the integration tests.

function json(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify(body),
  };
}

describe.each(databaseKinds())('account journeys through the mail on %s', (kind) => {
  const ctx = setUpTestApp(kind);

  it('signs up, mails a confirmation link, confirms, signs in and returns the session', async () => {
    const email = `ann-${kind}@example.com`;
    const signUp = await ctx.app.request(
      '/api/auth/sign-up/email',
      json({ name: 'Ann Lee', email, password: 'correct horse 1', callbackURL: '/auth/callback' }),
    );
    expect(signUp.status).toBe(200);

    const early = await ctx.app.request(
      '/api/auth/sign-in/email',
      json({ email, password: 'correct horse 1' }),
    );
    expect(early.status).toBe(403);

    const mail = (await listOutbox(ctx.database.db)).find((message) => message.to === email);
    expect(mail?.subject).toMatch(/Confirm your email/);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const verifyUrl = new URL(link ?? '');
    const verify = await ctx.app.request(`${verifyUrl.pathname}${verifyUrl.search}`);
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/auth/callback');

    const wrong = await ctx.app.request(
      '/api/auth/sign-in/email',
      json({ email, password: 'wrong password' }),
    );
    expect(wrong.status).toBe(401);

    const signIn = await ctx.app.request(
      '/api/auth/sign-in/email',
      json({ email, password: 'correct horse 1' }),
    );
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
    expect(cookie).toMatch(/session_token=/);

    const session = await ctx.app.request('/api/auth/get-session', {
      headers: { cookie: cookie ?? '' },
    });
    expect(session.status).toBe(200);
    const body = (await session.json()) as { user: { email: string; emailVerified: boolean } };
    expect(body.user).toMatchObject({ email, emailVerified: true });

    // Confirmed: the welcome email follows, once.
    const welcomes = (await listOutbox(ctx.database.db)).filter(
      (message) => message.to === email && message.subject.startsWith('Welcome'),
    );
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]?.html).toContain(`${TEST_ORIGIN}/assessment`);
    expect(welcomes[0]?.text).toContain('not medical advice');
  });

  it('mails a password reset link that sets a new password', async () => {
    const email = `reset-${kind}@example.com`;
    await ctx.app.request(
      '/api/auth/sign-up/email',
      json({ name: 'Bo', email, password: 'first password' }),
    );
    const request = await ctx.app.request(
      '/api/auth/request-password-reset',
      json({ email, redirectTo: '/auth/reset-password' }),
    );
    expect(request.status).toBe(200);
    const mail = (await listOutbox(ctx.database.db)).find(
      (m) => m.to === email && /Reset/.test(m.subject),
    );
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://missing');
    const follow = await ctx.app.request(`${link.pathname}${link.search}`);
    expect(follow.status).toBe(302);
    const token = new URL(follow.headers.get('location') ?? '', TEST_ORIGIN).searchParams.get(
      'token',
    );
    expect(token).toBeTruthy();
    const reset = await ctx.app.request(
      '/api/auth/reset-password',
      json({ token, newPassword: 'second password' }),
    );
    expect(reset.status).toBe(200);
  });
});
