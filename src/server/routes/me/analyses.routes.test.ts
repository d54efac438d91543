import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type StoredAnalysis, StoredAnalysisSchema } from '#domain';
import { userAiAnalyses } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { countRows, signedInSuite } from '../../test/me-fixtures';

type Item = { item: StoredAnalysis };
type Items = { items: StoredAnalysis[] };

describe.each(databaseKinds())('/api/me/analyses on %s', (kind) => {
  const suite = signedInSuite(kind, 'analyses');

  it('stores an analysis (201) with its profile snapshot', async () => {
    const res = await suite.me.post<Item>('/analyses', {
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
    const [row] = await suite.ctx.database.db
      .select()
      .from(userAiAnalyses)
      .where(eq(userAiAnalyses.id, res.body.item.id));
    expect(row).toMatchObject({
      userId: suite.userId,
      analysisData: { overview: 'Fine', healthRisks: ['none'] },
    });
  });

  it('lists newest first, 10 by default, by type and limit', async () => {
    for (let i = 0; i < 11; i++) {
      await suite.me.post('/analyses', {
        analysisType: i % 2 ? 'nutritional_guidelines' : 'dietary_recommendations',
        analysisData: { n: i },
      });
    }
    const all = await suite.me.get<Items>('/analyses');
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(10);
    expect(all.body.items[0]?.analysisData).toEqual({ n: 10 });
    expect(all.body.items.map((item) => item.analysisData.n)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect((await suite.me.get<Items>('/analyses?limit=50')).body.items).toHaveLength(12);
    const guidelines = await suite.me.get<Items>('/analyses?type=nutritional_guidelines&limit=3');
    expect(guidelines.body.items.map((item) => item.analysisData.n)).toEqual([9, 7, 5]);
    const assessment = await suite.me.get<Items>('/analyses?type=health_assessment');
    expect(assessment.body.items).toHaveLength(1);
    expect(assessment.body.items[0]?.userProfileSnapshot).toEqual({ age: 40 });
  });

  it('DELETE removes it for good (204), then 404', async () => {
    const [first] = (await suite.me.get<Items>('/analyses')).body.items;
    expect((await suite.me.del(`/analyses/${first?.id}`)).status).toBe(204);
    const rows = await suite.ctx.database.db
      .select()
      .from(userAiAnalyses)
      .where(eq(userAiAnalyses.id, first?.id ?? ''));
    expect(rows).toEqual([]);
    expect((await suite.me.del(`/analyses/${first?.id}`)).status).toBe(404);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const before = await countRows(suite.ctx.database, suite.userId);
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
      const res = await suite.me.post<ErrorReply>('/analyses', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    let deep: unknown = {};
    for (let i = 0; i < 100; i++) deep = { deeper: deep };
    const deepRes = await suite.me.post<ErrorReply>('/analyses', {
      analysisType: 'health_assessment',
      analysisData: deep,
    });
    expect(deepRes.status).toBe(400);
    for (const query of ['type=other', 'limit=100', 'limit=-1']) {
      const res = await suite.me.get<ErrorReply>(`/analyses?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {})).toContain(query.split('=')[0]);
    }
    expect(
      (await suite.me.call('PATCH', '/analyses/00000000-0000-4000-8000-000000000000', {})).status,
    ).toBe(404);
    expect(await countRows(suite.ctx.database, suite.userId)).toEqual(before);
  });
});
