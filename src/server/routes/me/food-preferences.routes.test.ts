import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type FoodPreference, FoodPreferenceSchema } from '#domain';
import { userFoodPreferences } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { countRows, signedInSuite } from '../../test/me-fixtures';

type Item = { item: FoodPreference };
type Items = { items: FoodPreference[] };

describe.each(databaseKinds())('/api/me/food-preferences on %s', (kind) => {
  const suite = signedInSuite(kind, 'foods');

  const stored = () =>
    suite.ctx.database.db
      .select()
      .from(userFoodPreferences)
      .where(eq(userFoodPreferences.userId, suite.userId));

  it('creates at intensity 3 by default with 201', async () => {
    const res = await suite.me.post<Item>('/food-preferences', {
      foodName: 'Salmon',
      preferenceType: 'like',
    });
    expect(res.status).toBe(201);
    expect(FoodPreferenceSchema.parse(res.body.item)).toMatchObject({
      foodName: 'Salmon',
      preferenceType: 'like',
      intensity: 3,
      foodCategory: null,
      notes: null,
    });
  });

  it('updates the existing row for the same food again (any case), answering 200', async () => {
    const [before] = await stored();
    const res = await suite.me.post<Item>('/food-preferences', {
      foodName: 'salmon',
      preferenceType: 'dislike',
      intensity: 5,
      notes: 'Too oily',
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      id: before?.id,
      foodName: 'Salmon',
      preferenceType: 'dislike',
      intensity: 5,
      notes: 'Too oily',
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ preferenceType: 'dislike', intensity: 5 });
  });

  it('lists dislikes before likes, then by name', async () => {
    await suite.me.post('/food-preferences', { foodName: 'oats', preferenceType: 'like' });
    await suite.me.post('/food-preferences', { foodName: 'Broccoli', preferenceType: 'like' });
    await suite.me.post('/food-preferences', { foodName: 'Anchovies', preferenceType: 'dislike' });
    const res = await suite.me.get<Items>('/food-preferences');
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => `${item.preferenceType}:${item.foodName}`)).toEqual([
      'dislike:Anchovies',
      'dislike:Salmon',
      'like:Broccoli',
      'like:oats',
    ]);
  });

  it('PATCH changes the fields given; DELETE removes the row for good (204)', async () => {
    const broccoli = (await stored()).find((row) => row.foodName === 'Broccoli');
    const patched = await suite.me.patch<Item>(`/food-preferences/${broccoli?.id}`, {
      foodCategory: 'Vegetables',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.item).toMatchObject({
      foodCategory: 'Vegetables',
      intensity: 3,
      preferenceType: 'like',
    });
    const removed = await suite.me.del(`/food-preferences/${broccoli?.id}`);
    expect(removed.status).toBe(204);
    expect((await stored()).map((row) => row.foodName)).not.toContain('Broccoli');
    expect((await suite.me.del(`/food-preferences/${broccoli?.id}`)).status).toBe(404);
    expect(
      (await suite.me.patch(`/food-preferences/${broccoli?.id}`, { intensity: 2 })).status,
    ).toBe(404);
  });

  it('PUT saves the lists in bulk at intensity 4, keeps the rows of foods still listed and removes the rest', async () => {
    const salmon = (await stored()).find((row) => row.foodName === 'Salmon');
    const res = await suite.me.put<Items>('/food-preferences', {
      likes: ['Salmon', 'Quinoa', 'quinoa'],
      dislikes: ['Liver'],
    });
    expect(res.status).toBe(200);
    expect(
      res.body.items.map((item) => [item.preferenceType, item.foodName, item.intensity]),
    ).toEqual([
      ['dislike', 'Liver', 4],
      ['like', 'Quinoa', 4],
      ['like', 'Salmon', 4],
    ]);
    const rows = await stored();
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.foodName === 'Salmon')?.id).toBe(salmon?.id);
    expect(rows.every((row) => row.intensity === 4)).toBe(true);

    const empty = await suite.me.put<Items>('/food-preferences', {});
    expect(empty.body.items).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it('refuses a food in both lists and other bad input with 400, storing nothing', async () => {
    await suite.me.put('/food-preferences', { likes: ['Eggs'] });
    const before = await countRows(suite.ctx.database, suite.userId);
    const both = await suite.me.put<ErrorReply>('/food-preferences', {
      likes: ['Eggs', 'Rice'],
      dislikes: ['rice'],
    });
    expect(both.status).toBe(400);
    expect(both.body.error.fieldErrors).toHaveProperty(['dislikes.0']);
    const cases: ['POST' | 'PUT', unknown, string][] = [
      ['POST', { foodName: 'Tofu' }, 'preferenceType'],
      ['POST', { foodName: 'Tofu', preferenceType: 'love' }, 'preferenceType'],
      ['POST', { foodName: 'Tofu', preferenceType: 'like', intensity: 6 }, 'intensity'],
      ['POST', { foodName: 'Tofu', preferenceType: 'like', intensity: 2.5 }, 'intensity'],
      ['POST', { foodName: 'x'.repeat(81), preferenceType: 'like' }, 'foodName'],
      ['POST', { foodName: 'Tofu', preferenceType: 'like', notes: 'x'.repeat(501) }, 'notes'],
      ['PUT', { likes: 'Tofu' }, 'likes'],
      ['PUT', { likes: Array.from({ length: 101 }, (_, i) => `Food ${i}`) }, 'likes'],
      ['PUT', { likes: [''] }, 'likes.0'],
      ['PUT', { cuisines: ['Thai'] }, 'cuisines'],
    ];
    for (const [method, body, field] of cases) {
      const res = await suite.me.call<ErrorReply>(method, '/food-preferences', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const [eggs] = await stored();
    const rename = await suite.me.patch<ErrorReply>(`/food-preferences/${eggs?.id}`, {
      foodName: 'Duck eggs',
    });
    expect(rename.status).toBe(400);
    expect(await countRows(suite.ctx.database, suite.userId)).toEqual(before);
    expect((await stored())[0]).toEqual(eggs);
  });
});
