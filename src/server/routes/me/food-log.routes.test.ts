import { describe, expect, it } from 'vitest';
import type { DaySummary, FoodLogEntry, Measurement, SearchHit } from '#domain';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { countRows, signedInSuite } from '../../test/me-fixtures';
import { postJson } from '../../test/users';

type Item<T> = { item: T };
type Items<T> = { items: T[] };

const RICE = '20045';
const BANANA = '09040';
const entry = (date: string, slot: string, foodId = RICE, grams = 150) => ({
  date,
  slot,
  name: foodId === RICE ? 'White rice' : 'Banana',
  source: 'food',
  ingredients: [{ foodId, grams }],
});

describe.each(databaseKinds())('/api/me/food-log and /api/me/measurements on %s', (kind) => {
  const suite = signedInSuite(kind, 'food-log');

  it('logs a food (201), lists a range day by day, marks it skipped, deletes it', async () => {
    const created = await suite.me.post<Item<FoodLogEntry>>(
      '/food-log',
      entry('2026-11-20', 'lunch'),
    );
    expect(created.status).toBe(201);
    expect(created.body.item).toMatchObject({
      date: '2026-11-20',
      slot: 'lunch',
      status: 'eaten',
      portion: 1,
      ingredients: [{ foodId: RICE, grams: 150 }],
    });
    await suite.me.post('/food-log', entry('2026-11-19', 'dinner', BANANA, 118));
    await suite.me.post('/food-log', entry('2026-10-01', 'dinner'));

    const week = await suite.me.get<Items<FoodLogEntry>>('/food-log?from=2026-11-16&to=2026-11-22');
    expect(week.status).toBe(200);
    expect(week.body.items.map((item) => item.date)).toEqual(['2026-11-19', '2026-11-20']);

    const id = created.body.item.id;
    const skipped = await suite.me.patch<Item<FoodLogEntry>>(`/food-log/${id}`, {
      status: 'skipped',
      portion: 0.5,
    });
    expect(skipped.body.item).toMatchObject({ status: 'skipped', portion: 0.5 });
    expect((await suite.me.del(`/food-log/${id}`)).status).toBe(204);
    expect((await suite.me.del(`/food-log/${id}`)).status).toBe(404);
  });

  it('refuses a range it would not read, naming the field', async () => {
    for (const [query, field] of [
      ['', 'from'],
      ['?from=2026-11-20&to=2026-11-10', 'to'],
      ['?from=2026-01-01&to=2026-12-31', 'to'],
    ] as const) {
      const res = await suite.me.get<ErrorReply>(`/food-log${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), query).toContain(field);
    }
  });

  it('holds at most 60 entries a day and stores nothing past them', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await suite.me.post('/food-log', entry('2026-09-09', 'snack'))).status).toBe(201);
    }
    const before = await countRows(suite.ctx.database, suite.userId);
    const refused = await suite.me.post<ErrorReply>('/food-log', entry('2026-09-09', 'snack'));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors).toHaveProperty('date');
    expect(await countRows(suite.ctx.database, suite.userId)).toEqual(before);
  });

  it('keeps weights and blood pressure by date, one kind or all', async () => {
    await suite.me.post('/measurements', { kind: 'weight', date: '2026-11-10', weightKg: 82.4 });
    await suite.me.post('/measurements', { kind: 'weight', date: '2026-11-03', weightKg: 83.1 });
    const pressure = await suite.me.post<Item<Measurement>>('/measurements', {
      kind: 'blood-pressure',
      date: '2026-11-05',
      systolic: 138,
      diastolic: 88,
    });
    expect(pressure.status).toBe(201);
    expect(pressure.body.item).toMatchObject({ systolic: 138, diastolic: 88, weightKg: null });

    const weights = await suite.me.get<Items<Measurement>>(
      '/measurements?kind=weight&from=2026-11-01&to=2026-11-30',
    );
    expect(weights.body.items.map((m) => [m.date, m.weightKg])).toEqual([
      ['2026-11-03', 83.1],
      ['2026-11-10', 82.4],
    ]);
    const all = await suite.me.get<Items<Measurement>>(
      '/measurements?from=2026-11-01&to=2026-11-30',
    );
    expect(all.body.items.map((m) => m.kind)).toEqual(['weight', 'blood-pressure', 'weight']);
    expect((await suite.me.del(`/measurements/${pressure.body.item.id}`)).status).toBe(204);
  });
});

describe.each(databaseKinds())('/api/foods/search and /api/log/summary on %s', (kind) => {
  const suite = signedInSuite(kind, 'log-public');

  it('finds foods with a typo, with household measures, for anyone', async () => {
    const res = await suite.ctx.app.request('/api/foods/search?q=bananna');
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as Items<SearchHit>;
    expect(items[0]).toMatchObject({ kind: 'food', foodId: BANANA, name: 'Banana' });
    const empty = await suite.ctx.app.request('/api/foods/search?q=%20');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorReply).error.fieldErrors).toHaveProperty('q');
  });

  it("sets a kidney patient's day against the limits, potassium first", async () => {
    const res = await suite.ctx.app.request(
      '/api/log/summary',
      postJson({
        userProfile: {
          profile: {
            name: 'Raj',
            age: 60,
            gender: 'male',
            weight: 80,
            height: 175,
            activityLevel: 'light',
          },
          healthConditions: ['chronic_kidney_disease'],
        },
        entries: [
          {
            slot: 'snack',
            status: 'eaten',
            portion: 1,
            ingredients: [{ foodId: BANANA, grams: 1000 }],
          },
          {
            slot: 'lunch',
            status: 'skipped',
            portion: 1,
            ingredients: [{ foodId: RICE, grams: 300 }],
          },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const { summary } = (await res.json()) as { summary: DaySummary };
    expect(summary.rows[0]).toMatchObject({
      nutrient: 'potassiumMg',
      status: 'above',
      personal: true,
    });
    expect(summary.rows[0]?.sentence).toMatch(/^Potassium is [\d,]+ mg, above your limit/);
    expect(summary).toMatchObject({ eaten: 1, skipped: 1 });
  });

  it('summarises several days at once, each as the one-day summary does', async () => {
    const userProfile = {
      profile: { name: 'Ada', age: 50, gender: 'female', weight: 70, height: 165 },
      healthConditions: ['hypertension'],
    };
    const rice = {
      slot: 'lunch',
      status: 'eaten',
      portion: 1,
      ingredients: [{ foodId: RICE, grams: 200 }],
    };
    const res = await suite.ctx.app.request(
      '/api/log/days',
      postJson({
        userProfile,
        days: [
          { date: '2026-11-01', entries: [rice] },
          { date: '2026-11-02', entries: [rice, { ...rice, portion: 2 }] },
          { date: '2026-11-03', entries: [] },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const { days } = (await res.json()) as { days: { date: string; summary: DaySummary }[] };
    expect(days.map((day) => day.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    const energy = days.map((day) => day.summary.totals.values.energyKcal ?? 0);
    expect(energy[1]).toBeCloseTo(energy[0]! * 3, 6);
    expect(energy[2]).toBe(0);
    expect(days[0]?.summary.entries).toHaveLength(1);

    const tooMany = await suite.ctx.app.request(
      '/api/log/days',
      postJson({
        userProfile,
        days: Array.from({ length: 93 }, () => ({ date: '2026-11-01', entries: [] })),
      }),
    );
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as ErrorReply).error.fieldErrors).toHaveProperty('days');
  });

  it('names the profile fields targets need, and refuses unknown foods', async () => {
    const noBody = await suite.ctx.app.request(
      '/api/log/summary',
      postJson({ userProfile: { profile: {} }, entries: [] }),
    );
    expect(noBody.status).toBe(400);
    expect(((await noBody.json()) as ErrorReply).error.fieldErrors).toHaveProperty(
      'userProfile.profile.age',
    );
    const unknown = await suite.ctx.app.request(
      '/api/log/summary',
      postJson({
        userProfile: {
          profile: { name: 'Mo', age: 40, gender: 'female', weight: 60, height: 160 },
        },
        entries: [
          { slot: 'lunch', status: 'eaten', portion: 1, ingredients: [{ foodId: 'x', grams: 1 }] },
        ],
      }),
    );
    expect(unknown.status).toBe(400);
    const notInTable = await suite.ctx.app.request(
      '/api/log/summary',
      postJson({
        userProfile: {
          profile: { name: 'Mo', age: 40, gender: 'female', weight: 60, height: 160 },
        },
        entries: [
          { slot: 'lunch', status: 'eaten', portion: 1, ingredients: [{ foodId: RICE, grams: 1 }] },
          {
            slot: 'lunch',
            status: 'eaten',
            portion: 1,
            ingredients: [{ foodId: '99999', grams: 1 }],
          },
        ],
      }),
    );
    expect(((await notInTable.json()) as ErrorReply).error.fieldErrors).toHaveProperty(
      'entries.1.ingredients.0.foodId',
    );
    expect(((await unknown.json()) as ErrorReply).error.fieldErrors).toHaveProperty(
      'entries.0.ingredients.0.foodId',
    );
  });
});
