import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import { type ErrorReply, meClient } from '../../test/me-client';
import { countRows, samplePlan, USER_TABLES, userIdOf } from '../../test/me-fixtures';
import { setUpTestApp, TEST_ORIGIN, type TestContext } from '../../test/test-app';
import { postJson, signInUser, signUpConfirmedUser, TEST_PASSWORD } from '../../test/users';

/** One of everything, through the API, with an inactive row and two health-data versions. */
async function fillAccount(ctx: TestContext, cookie: string) {
  const me = meClient(ctx, cookie);
  await me.post('/health-data', {
    profile: { name: 'Kim', age: 33 },
    healthConditions: ['gerd'],
    medications: ['Warfarin'],
    allergies: ['Peanuts'],
    dietaryRestrictions: ['vegan'],
    foodPreferences: { likes: ['Tofu'], dislikes: ['Okra'] },
  });
  await me.post('/health-data', { medications: [] });
  await me.post('/meal-plans', { planData: samplePlan(3) });
  await me.post('/analyses', {
    analysisType: 'health_assessment',
    analysisData: { overview: 'ok' },
  });
  await me.post('/chat-history', { chatType: 'mealPlan', messages: [] });
  await me.put('/insights/summary', { data: { text: 'first' } });
  await me.put('/insights/summary', { data: { text: 'second' } });
}

describe.each(databaseKinds())('the account as a whole on %s', (kind) => {
  const ctx = setUpTestApp(kind, {}, { noErrors: true });

  it('exports every row of the person as a download, and nothing secret or of anyone else', async () => {
    const email = `export-${kind}@example.com`;
    const cookie = await signUpConfirmedUser(ctx, email);
    const otherCookie = await signUpConfirmedUser(ctx, `export-other-${kind}@example.com`);
    await fillAccount(ctx, cookie);
    await meClient(ctx, otherCookie).post('/allergies', { allergenName: 'Other person allergy' });
    const userId = await userIdOf(ctx.database, email);

    const res = await meClient(ctx, cookie).get<Record<string, unknown>>('/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="preventive-health-export.json"',
    );
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const data = res.body as {
      account: Record<string, unknown>;
      profile: Record<string, unknown>;
      [key: string]: unknown;
    };
    expect(data.account).toMatchObject({ id: userId, email, name: 'Test Person' });
    expect(data.profile).toMatchObject({ id: userId, email, age: 33 });
    expect(data).toMatchObject({
      healthConditions: [{ conditionType: 'gerd', isActive: true }],
      medications: [{ medicationName: 'Warfarin', isActive: false }],
      allergies: [{ allergenName: 'Peanuts' }],
      dietaryRestrictions: [{ restrictionType: 'vegan' }],
      foodPreferences: [
        { foodName: 'Okra', preferenceType: 'dislike' },
        { foodName: 'Tofu', preferenceType: 'like' },
      ],
      mealPlans: [{ durationDays: 3 }],
      analyses: [{ analysisType: 'health_assessment' }],
      chatHistory: [{ chatType: 'mealPlan' }],
      healthData: [
        { version: 1, isCurrent: false },
        { version: 2, isCurrent: true },
      ],
      insights: {
        insights: { summary: { text: 'second' } },
        history: [{ type: 'summary', data: { text: 'first' } }],
      },
    });
    const counts = await countRows(ctx.database, userId);
    for (const [key, table] of [
      ['healthConditions', 'user_health_conditions'],
      ['medications', 'user_medications'],
      ['allergies', 'user_allergies'],
      ['dietaryRestrictions', 'user_dietary_restrictions'],
      ['foodPreferences', 'user_food_preferences'],
      ['mealPlans', 'user_meal_plans'],
      ['analyses', 'user_ai_analyses'],
      ['chatHistory', 'user_chat_history'],
      ['healthData', 'user_health_data'],
    ] as const) {
      expect(data[key], key).toHaveLength(counts[table]);
    }
    const text = JSON.stringify(data);
    const [credential] = await ctx.database.db
      .select()
      .from(account)
      .where(eq(account.userId, userId));
    const sessions = await ctx.database.db.select().from(session);
    expect(credential?.password).toBeTruthy();
    expect(text).not.toContain(credential?.password ?? '');
    for (const row of sessions) expect(text).not.toContain(row.token);
    expect(text).not.toContain('Other person allergy');
    expect(text).not.toContain(`export-other-${kind}`);
    expect(text).not.toMatch(/"password"|"token"/);
  });

  it('DELETE /api/me/data deletes every stored row of the person and keeps the account', async () => {
    const email = `wipe-${kind}@example.com`;
    const cookie = await signUpConfirmedUser(ctx, email);
    const otherEmail = `wipe-other-${kind}@example.com`;
    const otherCookie = await signUpConfirmedUser(ctx, otherEmail);
    await fillAccount(ctx, cookie);
    await fillAccount(ctx, otherCookie);
    const userId = await userIdOf(ctx.database, email);
    const otherId = await userIdOf(ctx.database, otherEmail);
    const otherBefore = await countRows(ctx.database, otherId);

    const res = await meClient(ctx, cookie).del('/data');
    expect(res.status).toBe(204);
    const after = await countRows(ctx.database, userId);
    expect(Object.values(after).every((count) => count === 0)).toBe(true);
    expect(await countRows(ctx.database, otherId)).toEqual(otherBefore);

    const me = meClient(ctx, cookie);
    expect((await me.get('/profile')).body).toEqual({ profile: null });
    expect((await me.get('/health-data/current')).body).toEqual({ snapshot: null });
    const [stillThere] = await ctx.database.db.select().from(user).where(eq(user.id, userId));
    expect(stillThere?.email).toBe(email);
  });

  it('DELETE /api/me refuses a wrong or missing password and deletes nothing', async () => {
    const email = `keep-${kind}@example.com`;
    const cookie = await signUpConfirmedUser(ctx, email);
    await fillAccount(ctx, cookie);
    const userId = await userIdOf(ctx.database, email);
    const before = await countRows(ctx.database, userId);
    const me = meClient(ctx, cookie);

    const wrong = await me.del<ErrorReply>('', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { password: ['Incorrect password'] },
    });
    for (const body of [{}, { password: '' }, { password: 42 }, { password: 'x', confirm: true }]) {
      const res = await me.del<ErrorReply>('', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await me.del<ErrorReply>('', 'password')).status).toBe(400);
    expect(await countRows(ctx.database, userId)).toEqual(before);
    expect((await me.get('/profile')).status).toBe(200);
    expect(await ctx.database.db.select().from(user).where(eq(user.id, userId))).toHaveLength(1);
  });

  it('DELETE /api/me allows 5 password attempts per account in 15 minutes, then answers 429', async () => {
    const email = `guess-${kind}@example.com`;
    const cookie = await signUpConfirmedUser(ctx, email);
    const me = meClient(ctx, cookie);
    for (let i = 0; i < 5; i++) {
      expect((await me.del('', { password: `guess number ${i}` })).status).toBe(400);
    }
    const limited = await me.del<ErrorReply>('', { password: TEST_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const userId = await userIdOf(ctx.database, email);
    expect(await ctx.database.db.select().from(user).where(eq(user.id, userId))).toHaveLength(1);
    expect((await me.get('/profile')).status).toBe(200);
  });

  it('DELETE /api/me with the password deletes the account and everything of it, and signs it out', async () => {
    const email = `leave-${kind}@example.com`;
    const cookie = await signUpConfirmedUser(ctx, email);
    const otherEmail = `stay-${kind}@example.com`;
    const otherCookie = await signUpConfirmedUser(ctx, otherEmail);
    await fillAccount(ctx, cookie);
    await fillAccount(ctx, otherCookie);
    const userId = await userIdOf(ctx.database, email);
    const otherId = await userIdOf(ctx.database, otherEmail);
    const otherBefore = await countRows(ctx.database, otherId);
    // A pending password reset: its token must not outlive the account.
    const reset = await ctx.app.request(
      '/api/auth/request-password-reset',
      postJson({ email, redirectTo: '/auth/reset-password' }),
    );
    expect(reset.status).toBe(200);
    const pending = await ctx.database.db
      .select()
      .from(verification)
      .where(eq(verification.value, userId));
    expect(pending.length).toBeGreaterThan(0);
    const countersBefore = await queryRows(
      ctx.database.db,
      sql`select key from rate_limit where key like ${`%${email}%`}`,
    );
    expect(countersBefore.length).toBeGreaterThan(0);

    const res = await meClient(ctx, cookie).del('', { password: TEST_PASSWORD });
    expect(res.status).toBe(204);
    const cleared = res.headers.get('set-cookie') ?? '';
    expect(cleared).toMatch(/better-auth\.session_token=;/);
    expect(cleared).toMatch(/Max-Age=0/);

    for (const table of ['user', 'session', 'account'] as const) {
      const column = table === 'user' ? 'id' : 'user_id';
      const rows = await queryRows(
        ctx.database.db,
        sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
      );
      expect(rows, table).toEqual([]);
    }
    const after = await countRows(ctx.database, userId);
    for (const table of [...USER_TABLES, 'user_profiles'] as const)
      expect(after[table], table).toBe(0);
    const tokens = await queryRows(
      ctx.database.db,
      sql`select 1 from verification where value = ${userId} or identifier like ${`%${email}%`}`,
    );
    expect(tokens).toEqual([]);
    const counters = await queryRows(
      ctx.database.db,
      sql`select key from rate_limit where key like ${`%${email}%`} or key like ${`%${userId}%`}`,
    );
    expect(counters).toEqual([]);
    // The local mailbox keeps no copy of their mail either; the other person's stays.
    const mail = await queryRows<{ to: string }>(
      ctx.database.db,
      sql`select "to" from mail_outbox where lower("to") in (${email}, ${otherEmail})`,
    );
    expect(mail.map((row) => row.to)).not.toContain(email);
    expect(mail.map((row) => row.to)).toContain(otherEmail);
    expect(await countRows(ctx.database, otherId)).toEqual(otherBefore);

    const oldSession = await meClient(ctx, cookie).get<ErrorReply>('/profile');
    expect(oldSession.status).toBe(401);
    expect(oldSession.body.error.code).toBe('UNAUTHENTICATED');
    const signIn = await signInUser(ctx, email, TEST_PASSWORD);
    expect(signIn.status).toBe(401);
    expect((await meClient(ctx, otherCookie).get('/profile')).status).toBe(200);
    const oldAuthSession = await ctx.app.request('/api/auth/get-session', {
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(await oldAuthSession.json()).toBeNull();
  });
});
