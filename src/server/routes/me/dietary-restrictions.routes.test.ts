import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Restriction, RestrictionSchema } from '#domain';
import { userDietaryRestrictions } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { countRows, signedInSuite } from '../../test/me-fixtures';

type Item = { item: Restriction };
type Items = { items: Restriction[] };

describe.each(databaseKinds())('/api/me/dietary-restrictions on %s', (kind) => {
  const suite = signedInSuite(kind, 'restrictions');

  it('creates with the label as name, reason preference and strictness moderate', async () => {
    const res = await suite.me.post<Item>('/dietary-restrictions', {
      restrictionType: 'gluten_free',
    });
    expect(res.status).toBe(201);
    expect(RestrictionSchema.parse(res.body.item)).toMatchObject({
      restrictionType: 'gluten_free',
      restrictionName: 'Gluten-Free',
      reason: 'preference',
      strictness: 'moderate',
      isActive: true,
    });
    const own = await suite.me.post<Item>('/dietary-restrictions', {
      restrictionType: 'halal',
      restrictionName: 'Halal only',
      reason: 'religious',
      strictness: 'strict',
    });
    expect(own.body.item).toMatchObject({
      restrictionName: 'Halal only',
      reason: 'religious',
      strictness: 'strict',
    });
  });

  it('lists the active ones newest first, updates the fields given, and soft-deletes', async () => {
    const list = await suite.me.get<Items>('/dietary-restrictions');
    expect(list.body.items.map((item) => item.restrictionType)).toEqual(['halal', 'gluten_free']);
    const [halal, glutenFree] = list.body.items;
    const patched = await suite.me.patch<Item>(`/dietary-restrictions/${glutenFree?.id}`, {
      strictness: 'strict',
    });
    expect(patched.status).toBe(200);
    expect(patched.body.item).toMatchObject({ strictness: 'strict', reason: 'preference' });

    const removed = await suite.me.del<Item>(`/dietary-restrictions/${halal?.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.item.isActive).toBe(false);
    const [stored] = await suite.ctx.database.db
      .select()
      .from(userDietaryRestrictions)
      .where(eq(userDietaryRestrictions.id, halal?.id ?? ''));
    expect(stored?.isActive).toBe(false);
    const after = await suite.me.get<Items>('/dietary-restrictions');
    expect(after.body.items.map((item) => item.restrictionType)).toEqual(['gluten_free']);
    const all = await suite.me.get<Items>('/dietary-restrictions?includeInactive=true');
    expect(all.body.items.map((item) => [item.restrictionType, item.isActive])).toEqual([
      ['halal', false],
      ['gluten_free', true],
    ]);
  });

  it('answers 404 for an unknown id and 400 for bad input, storing nothing', async () => {
    const before = await countRows(suite.ctx.database, suite.userId);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await suite.me.patch(`/dietary-restrictions/${missing}`, { reason: 'other' })).status,
    ).toBe(404);
    expect((await suite.me.del(`/dietary-restrictions/${missing}`)).status).toBe(404);
    const cases: [unknown, string][] = [
      [{}, 'restrictionType'],
      [{ restrictionType: 'paleo' }, 'restrictionType'],
      [{ restrictionType: 'vegan', reason: 'taste' }, 'reason'],
      [{ restrictionType: 'vegan', strictness: 'total' }, 'strictness'],
      [{ restrictionType: 'vegan', restrictionName: 'x'.repeat(121) }, 'restrictionName'],
      [[], '(body)'],
    ];
    for (const [body, field] of cases) {
      const res = await suite.me.post<ErrorReply>('/dietary-restrictions', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const [first] = (await suite.me.get<Items>('/dietary-restrictions')).body.items;
    const patch = await suite.me.patch<ErrorReply>(`/dietary-restrictions/${first?.id}`, {
      restrictionType: 'vegan',
    });
    expect(patch.status).toBe(400);
    expect(await countRows(suite.ctx.database, suite.userId)).toEqual(before);
  });
});
