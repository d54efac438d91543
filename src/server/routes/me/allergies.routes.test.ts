import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Allergy, AllergySchema } from '#domain';
import { userAllergies } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { countRows, signedInSuite } from '../../test/me-fixtures';

type Item = { item: Allergy };
type Items = { items: Allergy[] };

describe.each(databaseKinds())('/api/me/allergies on %s', (kind) => {
  const suite = signedInSuite(kind, 'allergies');

  it('creates with type food and severity moderate by default', async () => {
    const res = await suite.me.post<Item>('/allergies', { allergenName: 'Sesame' });
    expect(res.status).toBe(201);
    expect(AllergySchema.parse(res.body.item)).toMatchObject({
      allergenName: 'Sesame',
      allergyType: 'food',
      severity: 'moderate',
      reactionSymptoms: null,
      isActive: true,
    });
  });

  it('lists the most severe first (life-threatening before severe), then newest', async () => {
    await suite.me.post('/allergies', {
      allergenName: 'Dust',
      allergyType: 'environmental',
      severity: 'mild',
    });
    await suite.me.post('/allergies', { allergenName: 'Peanuts', severity: 'life-threatening' });
    await suite.me.post('/allergies', { allergenName: 'Shellfish', severity: 'severe' });
    await suite.me.post('/allergies', {
      allergenName: 'Penicillin',
      allergyType: 'drug',
      severity: 'severe',
    });
    const res = await suite.me.get<Items>('/allergies');
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => [item.allergenName, item.severity])).toEqual([
      ['Peanuts', 'life-threatening'],
      ['Penicillin', 'severe'],
      ['Shellfish', 'severe'],
      ['Sesame', 'moderate'],
      ['Dust', 'mild'],
    ]);
  });

  it('updates only the fields given', async () => {
    const sesame = (await suite.me.get<Items>('/allergies')).body.items.find(
      (item) => item.allergenName === 'Sesame',
    );
    const res = await suite.me.patch<Item>(`/allergies/${sesame?.id}`, {
      reactionSymptoms: 'Hives',
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      reactionSymptoms: 'Hives',
      severity: 'moderate',
      allergyType: 'food',
    });
  });

  it('soft-deletes, and includeInactive lists the removed one', async () => {
    const dust = (await suite.me.get<Items>('/allergies')).body.items.find(
      (item) => item.allergenName === 'Dust',
    );
    const res = await suite.me.del<Item>(`/allergies/${dust?.id}`);
    expect(res.status).toBe(200);
    expect(res.body.item.isActive).toBe(false);
    const [stored] = await suite.ctx.database.db
      .select()
      .from(userAllergies)
      .where(eq(userAllergies.id, dust?.id ?? ''));
    expect(stored?.isActive).toBe(false);
    expect((await suite.me.get<Items>('/allergies')).body.items).toHaveLength(4);
    const all = (await suite.me.get<Items>('/allergies?includeInactive=true')).body.items;
    expect(all).toHaveLength(5);
    expect(all.at(-1)).toMatchObject({ allergenName: 'Dust', isActive: false });
  });

  it('answers 404 for an unknown id and 400 for bad input, storing nothing', async () => {
    const before = await countRows(suite.ctx.database, suite.userId);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await suite.me.patch(`/allergies/${missing}`, { severity: 'mild' })).status).toBe(404);
    expect((await suite.me.del(`/allergies/${missing}`)).status).toBe(404);
    const cases: [unknown, string][] = [
      [{}, 'allergenName'],
      [{ allergenName: 'x'.repeat(81) }, 'allergenName'],
      [{ allergenName: 'Milk', severity: 'deadly' }, 'severity'],
      [{ allergenName: 'Milk', allergyType: 'pollen' }, 'allergyType'],
      [{ allergenName: 42 }, 'allergenName'],
      [{ allergenName: 'Milk', extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await suite.me.post<ErrorReply>('/allergies', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const flag = await suite.me.get<ErrorReply>('/allergies?includeInactive=1');
    expect(flag.status).toBe(400);
    expect(flag.body.error.fieldErrors).toHaveProperty('includeInactive');
    expect(await countRows(suite.ctx.database, suite.userId)).toEqual(before);
  });
});
