import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Allergy, AllergySchema } from '../../../domain';
import { userAllergies } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import { type ErrorReply, type MeClient, meClient } from '../../test/me-client';
import { countRows, userIdOf } from '../../test/me-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signUpConfirmedUser } from '../../test/users';

type Item = { item: Allergy };
type Items = { items: Allergy[] };

describe.each(databaseKinds())('/api/me/allergies on %s', (kind) => {
  let ctx: TestContext;
  let me: MeClient;
  let userId: string;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    const email = `allergies-${kind}@example.com`;
    me = meClient(ctx, await signUpConfirmedUser(ctx, email));
    userId = await userIdOf(ctx.database, email);
  });
  afterAll(async () => {
    await ctx.database.dispose();
  });
  afterEach(() => {
    expect(ctx.errors).toEqual([]);
  });

  it('creates with type food and severity moderate by default', async () => {
    const res = await me.post<Item>('/allergies', { allergenName: 'Sesame' });
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
    await me.post('/allergies', {
      allergenName: 'Dust',
      allergyType: 'environmental',
      severity: 'mild',
    });
    await me.post('/allergies', { allergenName: 'Peanuts', severity: 'life-threatening' });
    await me.post('/allergies', { allergenName: 'Shellfish', severity: 'severe' });
    await me.post('/allergies', {
      allergenName: 'Penicillin',
      allergyType: 'drug',
      severity: 'severe',
    });
    const res = await me.get<Items>('/allergies');
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
    const sesame = (await me.get<Items>('/allergies')).body.items.find(
      (item) => item.allergenName === 'Sesame',
    );
    const res = await me.patch<Item>(`/allergies/${sesame?.id}`, { reactionSymptoms: 'Hives' });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      reactionSymptoms: 'Hives',
      severity: 'moderate',
      allergyType: 'food',
    });
  });

  it('soft-deletes, and includeInactive lists the removed one', async () => {
    const dust = (await me.get<Items>('/allergies')).body.items.find(
      (item) => item.allergenName === 'Dust',
    );
    const res = await me.del<Item>(`/allergies/${dust?.id}`);
    expect(res.status).toBe(200);
    expect(res.body.item.isActive).toBe(false);
    const [stored] = await ctx.database.db
      .select()
      .from(userAllergies)
      .where(eq(userAllergies.id, dust?.id ?? ''));
    expect(stored?.isActive).toBe(false);
    expect((await me.get<Items>('/allergies')).body.items).toHaveLength(4);
    const all = (await me.get<Items>('/allergies?includeInactive=true')).body.items;
    expect(all).toHaveLength(5);
    expect(all.at(-1)).toMatchObject({ allergenName: 'Dust', isActive: false });
  });

  it('answers 404 for an unknown id and 400 for bad input, storing nothing', async () => {
    const before = await countRows(ctx.database, userId);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await me.patch(`/allergies/${missing}`, { severity: 'mild' })).status).toBe(404);
    expect((await me.del(`/allergies/${missing}`)).status).toBe(404);
    const cases: [unknown, string][] = [
      [{}, 'allergenName'],
      [{ allergenName: 'x'.repeat(81) }, 'allergenName'],
      [{ allergenName: 'Milk', severity: 'deadly' }, 'severity'],
      [{ allergenName: 'Milk', allergyType: 'pollen' }, 'allergyType'],
      [{ allergenName: 42 }, 'allergenName'],
      [{ allergenName: 'Milk', extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await me.post<ErrorReply>('/allergies', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const flag = await me.get<ErrorReply>('/allergies?includeInactive=1');
    expect(flag.status).toBe(400);
    expect(flag.body.error.fieldErrors).toHaveProperty('includeInactive');
    expect(await countRows(ctx.database, userId)).toEqual(before);
  });
});
