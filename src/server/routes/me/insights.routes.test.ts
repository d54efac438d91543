import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Insights, InsightsSchema } from '#domain';
import { userAiInsights } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { countRows, signedInSuite } from '../../test/me-fixtures';

describe.each(databaseKinds())('/api/me/insights on %s', (kind) => {
  const suite = signedInSuite(kind, 'insights');

  const storedRows = () =>
    suite.ctx.database.db
      .select()
      .from(userAiInsights)
      .where(eq(userAiInsights.userId, suite.userId));

  it('answers empty insights and history when there are none', async () => {
    expect(await suite.me.get('/insights')).toMatchObject({
      status: 200,
      body: { insights: {}, history: [] },
    });
  });

  it('stores the first value of a type with generatedAt, and no history', async () => {
    const res = await suite.me.put<Insights>('/insights/weekly-summary', { data: { score: 1 } });
    expect(res.status).toBe(200);
    const body = InsightsSchema.parse(res.body);
    expect(body.insights['weekly-summary']).toMatchObject({ score: 1 });
    expect(Date.parse(body.insights['weekly-summary']?.generatedAt ?? '')).not.toBeNaN();
    expect(body.history).toEqual([]);
    expect(await suite.me.get('/insights')).toMatchObject({ body });
  });

  it('moves the previous value of that type into history before replacing it', async () => {
    const first = (await suite.me.get<Insights>('/insights')).body.insights['weekly-summary'];
    await suite.me.put('/insights/trends', { data: { direction: 'up' } });
    const res = await suite.me.put<Insights>('/insights/weekly-summary', { data: { score: 2 } });
    expect(res.body.insights['weekly-summary']).toMatchObject({ score: 2 });
    expect(res.body.insights.trends).toMatchObject({ direction: 'up' });
    expect(res.body.history).toHaveLength(1);
    expect(res.body.history[0]).toMatchObject({ type: 'weekly-summary', data: first });
    const [row] = await storedRows();
    expect(row?.history).toEqual(res.body.history);
  });

  it('keeps one row per person and at most 100 history entries, oldest dropped', async () => {
    for (let i = 3; i <= 104; i++)
      await suite.me.put('/insights/weekly-summary', { data: { score: i } });
    const res = await suite.me.get<Insights>('/insights');
    expect(res.body.history).toHaveLength(100);
    // 103 earlier values (scores 1..103): the 3 oldest are gone.
    expect(res.body.history[0]?.data).toMatchObject({ score: 4 });
    expect(res.body.history.at(-1)?.data).toMatchObject({ score: 103 });
    expect(res.body.insights['weekly-summary']).toMatchObject({ score: 104 });
    expect(await storedRows()).toHaveLength(1);
  });

  it('loses nothing when two updates of one type run at once', async () => {
    const before = (await suite.me.get<Insights>('/insights')).body;
    const [a, b] = await Promise.all([
      suite.me.put('/insights/trends', { data: { direction: 'down' } }),
      suite.me.put('/insights/trends', { data: { direction: 'flat' } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = (await suite.me.get<Insights>('/insights')).body;
    const trendHistory = after.history.filter((entry) => entry.type === 'trends');
    // The first value and one of the two concurrent ones went to history; the other is current.
    expect(trendHistory.map((entry) => entry.data.direction)).toHaveLength(2);
    expect(trendHistory[0]?.data).toEqual(before.insights.trends);
    const values = [trendHistory[1]?.data.direction, after.insights.trends?.direction].sort();
    expect(values).toEqual(['down', 'flat']);
  });

  it('answers a type named like an Object property as any other type', async () => {
    const res = await suite.me.put<Insights>('/insights/constructor', { data: { a: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.history.filter((entry) => entry.type === 'constructor')).toEqual([]);
  });

  it('refuses a bad type or body with 400 naming it, storing nothing', async () => {
    const before = await countRows(suite.ctx.database, suite.userId);
    const [rowBefore] = await storedRows();
    for (const type of ['Weekly', '1abc', 'a'.repeat(41), 'a%20b']) {
      const res = await suite.me.put<ErrorReply>(`/insights/${type}`, { data: {} });
      expect(res.status, type).toBe(400);
      expect(res.body.error.fieldErrors).toHaveProperty('type');
    }
    const cases: [unknown, string][] = [
      [{}, 'data'],
      [{ data: [] }, 'data'],
      [{ data: 'text' }, 'data'],
      [{ data: {}, type: 'x' }, 'type'],
    ];
    for (const [body, field] of cases) {
      const res = await suite.me.put<ErrorReply>('/insights/trends', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {})).toContain(field);
    }
    expect(await countRows(suite.ctx.database, suite.userId)).toEqual(before);
    expect((await storedRows())[0]).toEqual(rowBefore);
  });
});
