import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type StoredAnalysis, StoredAnalysisSchema } from '../../../domain';
import { userAiAnalyses } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import { type ErrorReply, type MeClient, meClient } from '../../test/me-client';
import { countRows, userIdOf } from '../../test/me-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signUpConfirmedUser } from '../../test/users';

type Item = { item: StoredAnalysis };
type Items = { items: StoredAnalysis[] };

describe.each(databaseKinds())('/api/me/analyses on %s', (kind) => {
  let ctx: TestContext;
  let me: MeClient;
  let userId: string;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const email = `analyses-${kind}@example.com`;
    me = meClient(ctx, await signUpConfirmedUser(ctx, email));
    userId = await userIdOf(ctx.database, email);
  });
  afterAll(async () => {
    await ctx.database.dispose();
  });
  afterEach(() => {
    expect(ctx.errors).toEqual([]);
  });

  it('stores an analysis (201) with its profile snapshot', async () => {
    const res = await me.post<Item>('/analyses', {
      analysisType: 'health_assessment',
      analysisData: { overview: 'Fine', healthRisks: ['none'] },
      userProfileSnapshot: { age: 40 },
    });
    expect(res.status).toBe(201);
    expect(StoredAnalysisSchema.parse(res.body.item)).toMatchObject({
      analysisType: 'health_assessment',
      analysisData: { overview: 'Fine', healthRisks: ['none'] },
      userProfileSnapshot: { age: 40 },
    });
    const [row] = await ctx.database.db
      .select()
      .from(userAiAnalyses)
      .where(eq(userAiAnalyses.id, res.body.item.id));
    expect(row).toMatchObject({
      userId,
      analysisData: { overview: 'Fine', healthRisks: ['none'] },
    });
  });

  it('lists newest first, 10 by default, by type and limit', async () => {
    for (let i = 0; i < 11; i++) {
      await me.post('/analyses', {
        analysisType: i % 2 ? 'nutritional_guidelines' : 'dietary_recommendations',
        analysisData: { n: i },
      });
    }
    const all = await me.get<Items>('/analyses');
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(10);
    expect(all.body.items[0]?.analysisData).toEqual({ n: 10 });
    expect(all.body.items.map((item) => item.analysisData.n)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect((await me.get<Items>('/analyses?limit=50')).body.items).toHaveLength(12);
    const guidelines = await me.get<Items>('/analyses?type=nutritional_guidelines&limit=3');
    expect(guidelines.body.items.map((item) => item.analysisData.n)).toEqual([9, 7, 5]);
    const assessment = await me.get<Items>('/analyses?type=health_assessment');
    expect(assessment.body.items).toHaveLength(1);
    expect(assessment.body.items[0]?.userProfileSnapshot).toEqual({ age: 40 });
  });

  it('DELETE removes it for good (204), then 404', async () => {
    const [first] = (await me.get<Items>('/analyses')).body.items;
    expect((await me.del(`/analyses/${first?.id}`)).status).toBe(204);
    const rows = await ctx.database.db
      .select()
      .from(userAiAnalyses)
      .where(eq(userAiAnalyses.id, first?.id ?? ''));
    expect(rows).toEqual([]);
    expect((await me.del(`/analyses/${first?.id}`)).status).toBe(404);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const before = await countRows(ctx.database, userId);
    const cases: [unknown, string][] = [
      [{ analysisData: {} }, 'analysisType'],
      [{ analysisType: 'mealPlan', analysisData: {} }, 'analysisType'],
      [{ analysisType: 'health_assessment', analysisData: [] }, 'analysisData'],
      [{ analysisType: 'health_assessment', analysisData: 'text' }, 'analysisData'],
      [{ analysisType: 'health_assessment', analysisData: { a: 'x\u0000' } }, 'analysisData.a'],
      [{ analysisType: 'health_assessment', analysisData: { a: '\ud800' } }, 'analysisData.a'],
      [{ analysisType: 'health_assessment', analysisData: {}, userId: 'x' }, 'userId'],
    ];
    for (const [body, field] of cases) {
      const res = await me.post<ErrorReply>('/analyses', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    let deep: unknown = {};
    for (let i = 0; i < 100; i++) deep = { deeper: deep };
    const deepRes = await me.post<ErrorReply>('/analyses', {
      analysisType: 'health_assessment',
      analysisData: deep,
    });
    expect(deepRes.status).toBe(400);
    for (const query of ['type=other', 'limit=100', 'limit=-1']) {
      const res = await me.get<ErrorReply>(`/analyses?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {})).toContain(query.split('=')[0]);
    }
    expect(
      (await me.call('PATCH', '/analyses/00000000-0000-4000-8000-000000000000', {})).status,
    ).toBe(404);
    expect(await countRows(ctx.database, userId)).toEqual(before);
  });
});
