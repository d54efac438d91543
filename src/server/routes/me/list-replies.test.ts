import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toAnalysis } from '../../db/repositories/analyses';
import { toChatHistory } from '../../db/repositories/chat-history';
import { toMealPlan } from '../../db/repositories/meal-plans';
import { userAiAnalyses, userChatHistory, userMealPlans } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import { type MeClient, meClient } from '../../test/me-client';
import { samplePlan, userIdOf } from '../../test/me-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signUpConfirmedUser } from '../../test/users';

/**
 * The three lists the web app reads at every start send their stored JSON columns as
 * PostgreSQL's text of them (db/json-text.ts): the reply must mean exactly what the rows, mapped
 * as before, would have given, key order included, and only ever the asking person's rows.
 */

/** Text a careless splice would break: quotes, a backslash, a closing tag, non-ASCII, emoji. */
const AWKWARD = 'Tom\'s "quoted" \\ </script> café ✓ 🍲 \u2028 end';

/** Keys in order, all the way down: `toEqual` alone does not compare order. */
function keyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keyOrder);
  if (typeof value !== 'object' || value === null) return value;
  return Object.entries(value).map(([key, inner]) => [key, keyOrder(inner)]);
}

async function fill(me: MeClient, label: string) {
  const plan = samplePlan(3);
  plan.days[0]!.meals.dinner.name = `${label} ${AWKWARD}`;
  for (let i = 0; i < 2; i++) {
    expect(
      (await me.post('/meal-plans', { planData: plan, planName: `${label} ${i}` })).status,
    ).toBe(201);
    expect(
      (
        await me.post('/analyses', {
          analysisType: 'health_assessment',
          analysisData: {
            summary: `${label} ${AWKWARD}`,
            scores: [1, 2.5, -3e-7],
            nested: { a: null },
          },
          ...(i === 0 ? { userProfileSnapshot: { age: 50, note: AWKWARD } } : {}),
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await me.post('/chat-history', {
          chatType: 'mealPlan',
          messages: [{ role: 'user', content: `${label} ${AWKWARD}` }],
          metadata: { currentMealPlan: plan },
        })
      ).status,
    ).toBe(201);
  }
  await me.post('/analyses', { analysisType: 'dietary_recommendations', analysisData: { x: 1 } });
  await me.post('/chat-history', { chatType: 'questionnaire', messages: [], metadata: {} });
}

describe.each(databaseKinds())('list replies written as text on %s', (kind) => {
  let ctx: TestContext;
  let owner: MeClient;
  let other: MeClient;
  let ownerId: string;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    owner = meClient(ctx, await signUpConfirmedUser(ctx, `lists-owner-${kind}@example.com`));
    other = meClient(ctx, await signUpConfirmedUser(ctx, `lists-other-${kind}@example.com`));
    ownerId = await userIdOf(ctx.database, `lists-owner-${kind}@example.com`);
    await fill(owner, 'owner');
    await fill(other, 'other');
  });
  afterAll(async () => {
    await ctx.database.dispose();
  });
  afterEach(() => {
    expect(ctx.errors).toEqual([]);
  });

  const newestFirst = <T extends { createdAt: Date; id: string }>(rows: T[]) =>
    rows.toSorted(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
    );

  it('meal plans: the same JSON as the rows mapped one by one, with and without the active filter', async () => {
    const db = ctx.database.db;
    const rows = newestFirst(
      await db.select().from(userMealPlans).where(eq(userMealPlans.userId, ownerId)),
    );
    for (const [query, expected] of [
      ['', rows],
      ['?active=true', rows.filter((row) => row.isActive)],
      ['?active=false', rows.filter((row) => !row.isActive)],
    ] as const) {
      const res = await owner.get<unknown>(`/meal-plans${query}`);
      expect(res.status, query).toBe(200);
      expect(res.headers.get('content-type'), query).toBe('application/json');
      const wanted = { items: expected.map(toMealPlan) };
      expect(res.body, query).toEqual(wanted);
      expect(keyOrder(res.body), query).toEqual(keyOrder(wanted));
    }
  });

  it('analyses: the same JSON as the rows mapped one by one, a missing snapshot as null', async () => {
    const rows = newestFirst(
      await ctx.database.db.select().from(userAiAnalyses).where(eq(userAiAnalyses.userId, ownerId)),
    );
    for (const type of [undefined, 'health_assessment', 'dietary_recommendations'] as const) {
      const res = await owner.get<unknown>(`/analyses${type ? `?type=${type}` : ''}`);
      expect(res.status, type).toBe(200);
      const wanted = {
        items: rows.filter((row) => !type || row.analysisType === type).map(toAnalysis),
      };
      if (!type) expect(wanted.items.map((item) => item.userProfileSnapshot)).toContain(null);
      expect(res.body, type).toEqual(wanted);
      expect(keyOrder(res.body), type).toEqual(keyOrder(wanted));
    }
  });

  it('chat history: the same JSON as the rows mapped one by one, with and without the type', async () => {
    const rows = newestFirst(
      await ctx.database.db
        .select()
        .from(userChatHistory)
        .where(eq(userChatHistory.userId, ownerId)),
    );
    for (const type of [undefined, 'mealPlan', 'questionnaire'] as const) {
      const res = await owner.get<unknown>(`/chat-history${type ? `?type=${type}` : ''}`);
      expect(res.status, type).toBe(200);
      const wanted = {
        items: rows.filter((row) => !type || row.chatType === type).map(toChatHistory),
      };
      expect(res.body, type).toEqual(wanted);
      expect(keyOrder(res.body), type).toEqual(keyOrder(wanted));
    }
  });

  it('every list, filtered or not, holds only the asking person’s rows', async () => {
    const paths = [
      '/meal-plans?limit=50',
      '/meal-plans?active=true',
      '/meal-plans?active=false&limit=50',
      '/analyses?limit=50',
      '/analyses?type=health_assessment&limit=50',
      '/analyses?type=dietary_recommendations',
      '/chat-history?limit=50',
      '/chat-history?type=mealPlan&limit=50',
      '/chat-history?type=questionnaire',
    ];
    for (const path of paths) {
      const mine = await owner.get<{ items: { id: string }[] }>(path);
      const theirs = await other.get<{ items: { id: string }[] }>(path);
      expect(mine.body.items.length, path).toBeGreaterThan(0);
      expect(theirs.body.items.length, path).toBe(mine.body.items.length);
      const theirIds = new Set(theirs.body.items.map((item) => item.id));
      for (const item of mine.body.items) expect(theirIds.has(item.id), path).toBe(false);
      expect(JSON.stringify(mine.body), path).not.toContain('other ');
      expect(JSON.stringify(theirs.body), path).not.toContain('owner ');
    }
  });

  it('keeps awkward stored text exactly as it was sent', async () => {
    const plans = await owner.get<{ items: { planData: ReturnType<typeof samplePlan> }[] }>(
      '/meal-plans?active=true',
    );
    expect(plans.body.items[0]?.planData.days[0]?.meals.dinner.name).toBe(`owner ${AWKWARD}`);
    const chats = await owner.get<{ items: { messages: { content: string }[] }[] }>(
      '/chat-history?type=mealPlan&limit=1',
    );
    expect(chats.body.items[0]?.messages[0]?.content).toBe(`owner ${AWKWARD}`);
  });
});
