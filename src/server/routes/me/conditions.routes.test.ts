import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConditionSchema, type HealthCondition } from '#domain';
import { userHealthConditions } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { countRows, signedInSuite } from '../../test/me-fixtures';

type Item = { item: HealthCondition };
type Items = { items: HealthCondition[] };

describe.each(databaseKinds())('/api/me/conditions on %s', (kind) => {
  const suite = signedInSuite(kind, 'conditions');

  it('starts empty', async () => {
    expect(await suite.me.get('/conditions')).toMatchObject({ status: 200, body: { items: [] } });
  });

  it('creates with the defaults: catalogue name, severity unknown, requires a restriction', async () => {
    const res = await suite.me.post<Item>('/conditions', { conditionType: 'hypertension' });
    expect(res.status).toBe(201);
    expect(ConditionSchema.parse(res.body.item)).toMatchObject({
      conditionType: 'hypertension',
      conditionName: 'High Blood Pressure',
      severity: 'unknown',
      requiresDietaryRestriction: true,
      isActive: true,
      diagnosedDate: null,
      notes: null,
    });
    const stored = await suite.ctx.database.db
      .select()
      .from(userHealthConditions)
      .where(eq(userHealthConditions.id, res.body.item.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.userId).toBe(suite.userId);
  });

  it('keeps what was sent', async () => {
    const res = await suite.me.post<Item>('/conditions', {
      conditionType: 'diabetes_type2',
      conditionName: 'Type 2 diabetes since 2019',
      diagnosedDate: '2019-05-01',
      severity: 'moderate',
      notes: 'On diet control',
      requiresDietaryRestriction: false,
    });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({
      conditionName: 'Type 2 diabetes since 2019',
      diagnosedDate: '2019-05-01',
      severity: 'moderate',
      notes: 'On diet control',
      requiresDietaryRestriction: false,
    });
  });

  it('lists the active ones newest first', async () => {
    const res = await suite.me.get<Items>('/conditions');
    expect(res.status).toBe(200);
    expect(res.body.items.map((item) => item.conditionType)).toEqual([
      'diabetes_type2',
      'hypertension',
    ]);
  });

  it('updates the fields given', async () => {
    const [first] = (await suite.me.get<Items>('/conditions')).body.items;
    const res = await suite.me.patch<Item>(`/conditions/${first?.id}`, {
      severity: 'severe',
      notes: null,
    });
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({
      id: first?.id,
      severity: 'severe',
      notes: null,
      conditionName: 'Type 2 diabetes since 2019',
    });
    const empty = await suite.me.patch<Item>(`/conditions/${first?.id}`, {});
    expect(empty.status).toBe(200);
    expect(empty.body.item).toEqual(res.body.item);
  });

  it('soft-deletes: the row stays, inactive, and leaves the default list', async () => {
    const created = await suite.me.post<Item>('/conditions', { conditionType: 'gerd' });
    const res = await suite.me.del<Item>(`/conditions/${created.body.item.id}`);
    expect(res.status).toBe(200);
    expect(res.body.item).toMatchObject({ id: created.body.item.id, isActive: false });
    const [stored] = await suite.ctx.database.db
      .select()
      .from(userHealthConditions)
      .where(eq(userHealthConditions.id, created.body.item.id));
    expect(stored?.isActive).toBe(false);
    const active = (await suite.me.get<Items>('/conditions')).body.items;
    expect(active.map((item) => item.id)).not.toContain(created.body.item.id);
    const all = (await suite.me.get<Items>('/conditions?includeInactive=true')).body.items;
    expect(all.map((item) => item.conditionType)).toEqual([
      'gerd',
      'diabetes_type2',
      'hypertension',
    ]);
    expect(
      (await suite.me.get<Items>('/conditions?includeInactive=false')).body.items,
    ).toHaveLength(2);
  });

  it('answers 404 for an id that does not exist, and 400 naming id for a bad one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await suite.me.patch<ErrorReply>(`/conditions/${missing}`, { severity: 'mild' }),
      await suite.me.del<ErrorReply>(`/conditions/${missing}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const bad = await suite.me.del<ErrorReply>('/conditions/42');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fieldErrors).toHaveProperty('id');
  });

  it('refuses bad bodies and a bad includeInactive with 400 naming the field, storing nothing', async () => {
    const before = await countRows(suite.ctx.database, suite.userId);
    const [first] = (await suite.me.get<Items>('/conditions')).body.items;
    const cases: [string, 'POST' | 'PATCH', unknown, string][] = [
      ['/conditions', 'POST', {}, 'conditionType'],
      ['/conditions', 'POST', { conditionType: 'flu' }, 'conditionType'],
      ['/conditions', 'POST', { conditionType: 'gerd', severity: 'awful' }, 'severity'],
      ['/conditions', 'POST', { conditionType: 'gerd', notes: 'x'.repeat(2001) }, 'notes'],
      ['/conditions', 'POST', { conditionType: 'gerd', userId: 'someone' }, 'userId'],
      [
        '/conditions',
        'POST',
        { conditionType: 'gerd', diagnosedDate: '2019-13-01' },
        'diagnosedDate',
      ],
      ['/conditions', 'POST', { conditionType: 'gerd', conditionName: '   ' }, 'conditionName'],
      [`/conditions/${first?.id}`, 'PATCH', { conditionType: 'gerd' }, 'conditionType'],
      [`/conditions/${first?.id}`, 'PATCH', { isActive: 'no' }, 'isActive'],
    ];
    for (const [path, method, body, field] of cases) {
      const res = await suite.me.call<ErrorReply>(method, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const flag = await suite.me.get<ErrorReply>('/conditions?includeInactive=yes');
    expect(flag.status).toBe(400);
    expect(flag.body.error.fieldErrors).toHaveProperty('includeInactive');
    expect(await countRows(suite.ctx.database, suite.userId)).toEqual(before);
    expect((await suite.me.get<Items>('/conditions')).body.items[0]).toEqual(first);
  });
});
