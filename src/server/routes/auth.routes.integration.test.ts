import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '../auth/common-passwords';
import { queryRows } from '../db/client';
import { account, rateLimit, user, userProfiles } from '../db/schema';
import { listOutbox } from '../email/mailer';
import { databaseKinds } from '../test/databases';
import { fromAddress, setUpTestApp, TEST_ORIGIN, type TestContext } from '../test/test-app';

const PASSWORD = 'plum orchard 42';

function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify(body),
  };
}

async function signUp(ctx: TestContext, email: string, name = 'Test Person', password = PASSWORD) {
  return ctx.app.request(
    '/api/auth/sign-up/email',
    post({ name, email, password, callbackURL: '/auth/callback' }),
    fromAddress('127.0.0.1'),
  );
}

/** Signs up and follows the confirmation link from the outbox. */
async function confirmedAccount(ctx: TestContext, email: string) {
  expect((await signUp(ctx, email)).status).toBe(200);
  const mail = (await listOutbox(ctx.database.db, 500)).find((message) => message.to === email);
  const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://missing');
  const verify = await ctx.app.request(`${link.pathname}${link.search}`);
  expect(verify.status).toBe(302);
}

function signIn(ctx: TestContext, email: string, password: string, address: string) {
  return ctx.app.request(
    '/api/auth/sign-in/email',
    post({ email, password }),
    fromAddress(address),
  );
}

describe.each(databaseKinds())('accounts on %s', (kind) => {
  const ctx = setUpTestApp(kind, {}, { noErrors: true });

  it('counts no session read against the address, so an app open in many tabs is never refused', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < 110; i++) {
      const res = await ctx.app.request('/api/auth/get-session', {}, fromAddress(address));
      expect(res.status).toBe(200);
    }
    const counted = await ctx.database.db.select().from(rateLimit);
    expect(counted.filter((row) => row.key.includes('get-session'))).toEqual([]);
    // Sign-in still is counted per address.
    await ctx.app.request(
      '/api/auth/sign-in/email',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password 1' }),
      },
      fromAddress(address),
    );
    const after = await ctx.database.db.select().from(rateLimit);
    expect(after.some((row) => row.key.includes(address) && row.key.includes('sign-in'))).toBe(
      true,
    );
  });

  it('answers bad input to the auth API with a 400 naming the problem, never a 500', async () => {
    const cases: [string, string][] = [
      ['/api/auth/sign-up/email', 'not json'],
      ['/api/auth/sign-up/email', '{"email":5,"password":[1],"name":{}}'],
      [
        '/api/auth/sign-up/email',
        JSON.stringify({ email: `${'a'.repeat(300)}@x.com`, password: PASSWORD, name: 'A' }),
      ],
      [
        '/api/auth/sign-up/email',
        JSON.stringify({ email: 'ok@x.com', password: 'x'.repeat(5000), name: 'A' }),
      ],
      ['/api/auth/sign-in/email', 'null'],
      ['/api/auth/sign-in/email', '[]'],
      ['/api/auth/sign-in/email', JSON.stringify({ email: 'x'.repeat(100_000), password: 'y' })],
      ['/api/auth/request-password-reset', '{"email":null}'],
      ['/api/auth/reset-password', '{"token":"nope","newPassword":"abcdefghij"}'],
      ['/api/auth/send-verification-email', '{"email":"not-an-email"}'],
      // What PostgreSQL refuses to store: a NUL character, half a surrogate pair.
      ['/api/auth/request-password-reset', '{"email":"a\\u0000b@example.com"}'],
      ['/api/auth/sign-in/email', '{"email":"kim@example.com","password":"\\ud800"}'],
      ['/api/auth/reset-password', '{"token":"a\\u0000","newPassword":"abcdefghijk"}'],
    ];
    const usersBefore = (await ctx.database.db.select().from(user)).length;
    for (const [path, body] of cases) {
      const res = await ctx.app.request(
        path,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
          body,
        },
        fromAddress('198.51.100.250'),
      );
      expect(res.status, `${path} ${body.slice(0, 40)}`).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBeTruthy();
    }
    expect((await ctx.database.db.select().from(user)).length).toBe(usersBefore);
    const verify = await ctx.app.request('/api/auth/verify-email?token=a%00b');
    expect(verify.status).toBe(400);
    expect(((await verify.json()) as { message: string }).message).toMatch(/token.*NUL/);
  });

  it('writes the full name to the profile as first and last name', async () => {
    const email = `names-${kind}@example.com`;
    expect((await signUp(ctx, email, '  Mary Ann  van der Berg ')).status).toBe(200);
    const [created] = await ctx.database.db.select().from(user).where(eq(user.email, email));
    const [profile] = await ctx.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, created?.id ?? ''));
    expect(profile).toMatchObject({ email, firstName: 'Mary', lastName: 'Ann van der Berg' });
  });

  it('refuses a password from the common-password list, and a name too long, storing nothing', async () => {
    const weak = await signUp(ctx, `weak-${kind}@example.com`, 'Weak', 'password123');
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ message: COMMON_PASSWORD_MESSAGE });
    expect(COMMON_PASSWORD_MESSAGE.startsWith('Password should be')).toBe(true);
    const long = await signUp(ctx, `long-${kind}@example.com`, 'N'.repeat(101));
    expect(long.status).toBe(400);
    const rows = await ctx.database.db
      .select()
      .from(user)
      .where(sql`${user.email} in (${`weak-${kind}@example.com`}, ${`long-${kind}@example.com`})`);
    expect(rows).toEqual([]);
  });

  it('refuses a common password on reset as well', async () => {
    const email = `reset-weak-${kind}@example.com`;
    await confirmedAccount(ctx, email);
    await ctx.app.request(
      '/api/auth/request-password-reset',
      post({ email, redirectTo: '/auth/reset-password' }),
      fromAddress('127.0.0.1'),
    );
    const mail = (await listOutbox(ctx.database.db, 500)).find(
      (message) => message.to === email && /Reset/.test(message.subject),
    );
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://missing');
    const follow = await ctx.app.request(`${link.pathname}${link.search}`);
    const token = new URL(follow.headers.get('location') ?? '', TEST_ORIGIN).searchParams.get(
      'token',
    );
    const reset = await ctx.app.request(
      '/api/auth/reset-password',
      post({ token, newPassword: 'iloveyou123' }),
      fromAddress('127.0.0.1'),
    );
    expect(reset.status).toBe(400);
    expect(((await reset.json()) as { message: string }).message).toMatch(/^Password should be/);
  });

  it('refuses the 6th wrong password within the window while another account still signs in', async () => {
    const target = `target-${kind}@example.com`;
    const other = `other-${kind}@example.com`;
    await confirmedAccount(ctx, target);
    await confirmedAccount(ctx, other);
    const attacker = '203.0.113.66';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(ctx, target, `wrong guess ${attempt}`, attacker)).status).toBe(401);
    }
    const sixth = await signIn(ctx, target, 'wrong guess 6', attacker);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    // Even the right password is refused from there until the window passes.
    expect((await signIn(ctx, target, PASSWORD, attacker)).status).toBe(429);
    // Another account from the same address, and the owner from elsewhere, still sign in.
    expect((await signIn(ctx, other, PASSWORD, attacker)).status).toBe(200);
    expect((await signIn(ctx, target, PASSWORD, '198.51.100.20')).status).toBe(200);
  });

  it('starts counting again after a successful sign-in', async () => {
    const email = `forgetful-${kind}@example.com`;
    await confirmedAccount(ctx, email);
    const address = '198.51.100.30';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await signIn(ctx, email, 'not it', address)).status).toBe(401);
    }
    expect((await signIn(ctx, email, PASSWORD, address)).status).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn(ctx, email, 'still not it', address)).status).toBe(401);
    }
  });

  it('ignores a spoofed X-Forwarded-For without TRUSTED_PROXIES', async () => {
    const email = `spoof-${kind}@example.com`;
    await confirmedAccount(ctx, email);
    const attacker = '203.0.113.77';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await ctx.app.request(
        '/api/auth/sign-in/email',
        post({ email, password: `guess ${attempt}` }, { 'x-forwarded-for': `10.1.1.${attempt}` }),
        fromAddress(attacker),
      );
      expect(res.status).toBe(401);
    }
    const sixth = await ctx.app.request(
      '/api/auth/sign-in/email',
      post({ email, password: 'guess 6' }, { 'x-forwarded-for': '10.1.1.6' }),
      fromAddress(attacker),
    );
    expect(sixth.status).toBe(429);
  });

  it('limits requests per address across accounts, on the socket address', async () => {
    const address = '203.0.113.88';
    const statuses: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const res = await ctx.app.request(
        '/api/auth/request-password-reset',
        post(
          { email: `nobody-${index}-${kind}@example.com`, redirectTo: '/auth/reset-password' },
          { 'x-forwarded-for': `10.2.2.${index}`, 'x-phn-client-address': `10.3.3.${index}` },
        ),
        fromAddress(address),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits reset mail to one address, whoever asks', async () => {
    const email = `flooded-${kind}@example.com`;
    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const res = await ctx.app.request(
        '/api/auth/request-password-reset',
        post({ email, redirectTo: '/auth/reset-password' }),
        fromAddress(`198.51.100.${100 + index}`),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('sets HTTP-only, same-site session cookies (not Secure over plain http)', async () => {
    const email = `cookie-${kind}@example.com`;
    await confirmedAccount(ctx, email);
    const res = await signIn(ctx, email, PASSWORD, '198.51.100.40');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('never leaves a user without a password account when sign-up fails half-way', async () => {
    // A real failure inside the database on the second write (the password account).
    await ctx.database.db.execute(sql`
      create or replace function refuse_account() returns trigger language plpgsql as $$
      begin
        if new.user_id in (select id from "user" where email like 'half-%') then
          raise exception 'simulated crash between user and account';
        end if;
        return new;
      end $$`);
    await ctx.database.db.execute(
      sql`create trigger refuse_account before insert on account for each row execute function refuse_account()`,
    );
    try {
      const res = await signUp(ctx, `half-${kind}@example.com`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      ctx.errors.length = 0; // better-auth logs the failure; it is the point of this test
      const orphans = await queryRows<{ email: string }>(
        ctx.database.db,
        sql`select u.email from "user" u left join account a on a.user_id = u.id where a.id is null`,
      );
      expect(orphans).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`drop trigger refuse_account on account`);
    }
    const later = await signUp(ctx, `half-${kind}@example.com`);
    expect(later.status).toBe(200);
    const accounts = await ctx.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, `half-${kind}@example.com`));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.password).toBeTruthy();
  });
});

describe('cookies when the public address is https', () => {
  const ctx = setUpTestApp('pglite', { publicUrl: 'https://health.example.com' });

  it('marks the session cookie Secure', async () => {
    const email = 'secure@example.com';
    const signUpRes = await ctx.app.request(
      'https://health.example.com/api/auth/sign-up/email',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://health.example.com' },
        body: JSON.stringify({ name: 'Sec', email, password: PASSWORD }),
      },
      fromAddress('127.0.0.1'),
    );
    expect(signUpRes.status).toBe(200);
    const mail = (await listOutbox(ctx.database.db)).find((message) => message.to === email);
    const link = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://missing');
    const verify = await ctx.app.request(link.toString());
    const cookie = verify.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/session_token=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });
});
