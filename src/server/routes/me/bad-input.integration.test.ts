import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { type ErrorReply, type MeClient, meClient } from '../../test/me-client';
import { countRows, samplePlan } from '../../test/me-fixtures';
import { EVERY_ROUTE, ROW_RESOURCES, type RouteMethod } from '../../test/me-routes';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signUpConfirmedUser } from '../../test/users';

interface BadCase {
  method: RouteMethod;
  path: string;
  body?: unknown;
  /** The key `error.fieldErrors` must have. */
  field: string;
}

const long = (length: number) => 'x'.repeat(length);

/** Per route: a wrong type, a string too long, a number out of range, an unknown value. */
const FOOD_LOG_ENTRY = ROW_RESOURCES.find((r) => r.path === '/food-log')!.create;

function badBodies(ids: Record<string, string>): BadCase[] {
  const patch = (path: string, body: unknown, field: string): BadCase => ({
    method: 'PATCH',
    path: `${path}/${ids[path]}`,
    body,
    field,
  });
  const post = (path: string, body: unknown, field: string): BadCase => ({
    method: 'POST',
    path,
    body,
    field,
  });
  return [
    { method: 'PUT', path: '/profile', body: { weightKg: '80' }, field: 'weightKg' },
    { method: 'PUT', path: '/profile', body: { username: long(61) }, field: 'username' },
    { method: 'PUT', path: '/profile', body: { bmi: 1000 }, field: 'bmi' },
    {
      method: 'PUT',
      path: '/profile',
      body: { lastAssessmentDate: 'today' },
      field: 'lastAssessmentDate',
    },
    post('/food-log', { ...FOOD_LOG_ENTRY, slot: 'brunch' }, 'slot'),
    post('/food-log', { ...FOOD_LOG_ENTRY, date: '2026-13-01' }, 'date'),
    post(
      '/food-log',
      { ...FOOD_LOG_ENTRY, ingredients: [{ foodId: '20045', grams: -5 }] },
      'ingredients.0.grams',
    ),
    post(
      '/food-log',
      { ...FOOD_LOG_ENTRY, ingredients: [{ foodId: '99999', grams: 100 }] },
      'ingredients.0.foodId',
    ),
    post('/food-log', { ...FOOD_LOG_ENTRY, portion: 50 }, 'portion'),
    post('/food-log', { ...FOOD_LOG_ENTRY, name: long(121) }, 'name'),
    patch('/food-log', { status: 'half' }, 'status'),
    patch('/food-log', { ingredients: [{ foodId: '99999', grams: 10 }] }, 'ingredients.0.foodId'),
    post('/measurements', { kind: 'weight', date: '2026-11-27', weightKg: 7000 }, 'weightKg'),
    post(
      '/measurements',
      { kind: 'blood-pressure', date: '2026-11-27', systolic: 80, diastolic: 95 },
      'diastolic',
    ),
    post('/measurements', { kind: 'cholesterol', date: '2026-11-27' }, 'kind'),
    post('/conditions', { conditionType: 7 }, 'conditionType'),
    post('/conditions', { conditionType: 'gerd', conditionName: long(121) }, 'conditionName'),
    patch('/conditions', { requiresDietaryRestriction: 'yes' }, 'requiresDietaryRestriction'),
    patch('/conditions', { severity: 'extreme' }, 'severity'),
    post('/medications', { medicationName: ['Aspirin'] }, 'medicationName'),
    post('/medications', { medicationName: 'A', dosage: long(121) }, 'dosage'),
    patch('/medications', { foodInteractionNotes: long(2001) }, 'foodInteractionNotes'),
    patch('/medications', { startDate: '2024-1-5' }, 'startDate'),
    post('/allergies', { allergenName: 'Milk', reactionSymptoms: 5 }, 'reactionSymptoms'),
    patch('/allergies', { allergenName: long(81) }, 'allergenName'),
    patch('/allergies', { isActive: 1 }, 'isActive'),
    post('/dietary-restrictions', { restrictionType: 'vegan', reason: 3 }, 'reason'),
    patch('/dietary-restrictions', { restrictionName: long(121) }, 'restrictionName'),
    post(
      '/food-preferences',
      { foodName: 'Kale', preferenceType: 'like', intensity: 0 },
      'intensity',
    ),
    post(
      '/food-preferences',
      { foodName: 'Kale', preferenceType: 'like', foodCategory: long(61) },
      'foodCategory',
    ),
    patch('/food-preferences', { intensity: 99 }, 'intensity'),
    patch('/food-preferences', { preferenceType: 'neutral' }, 'preferenceType'),
    {
      method: 'PUT',
      path: '/food-preferences',
      body: { dislikes: [long(81)] },
      field: 'dislikes.0',
    },
    { method: 'PUT', path: '/food-preferences', body: { likes: [1, 2] }, field: 'likes.0' },
    post('/meal-plans', { planData: samplePlan(3), startDate: '2026-02-30' }, 'startDate'),
    post('/meal-plans', { planData: { days: 'seven' } }, 'planData.days'),
    post('/meal-plans', { planData: samplePlan(15) }, 'planData.days'),
    patch('/meal-plans', { caloriesPerDay: 10_001 }, 'caloriesPerDay'),
    patch('/meal-plans', { isActive: 'true' }, 'isActive'),
    post('/analyses', { analysisType: 'health_assessment', analysisData: null }, 'analysisData'),
    post(
      '/analyses',
      { analysisType: 'health_assessment', analysisData: {}, userProfileSnapshot: 3 },
      'userProfileSnapshot',
    ),
    post(
      '/chat-history',
      { chatType: 'mealPlan', messages: Array(201).fill({ role: 'user', content: 'hi' }) },
      'messages',
    ),
    patch('/chat-history', { metadata: { isComplete: 'yes' } }, 'metadata.isComplete'),
    post('/health-data', { profile: { heightCm: 20 } }, 'profile.heightCm'),
    post('/health-data', { profile: { snacksPerDay: 4 } }, 'profile.snacksPerDay'),
    post('/health-data', { reason: long(201) }, 'reason'),
    post('/health-data', { allergies: [null] }, 'allergies.0'),
    { method: 'PUT', path: '/insights/summary', body: { data: 5 }, field: 'data' },
    { method: 'DELETE', path: '', body: { password: long(201) }, field: 'password' },
  ];
}

/** Odd values that must never be a 500, whatever route they reach. */
const ODD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  -0,
  '',
  ' ',
  'x\u0000y',
  '\ud83d',
  '🍎🍏',
  '0000-01-01',
  '9999-12-31T23:59:59Z',
  long(5000),
  [],
  [null],
  {},
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
];

describe.each(databaseKinds())('bad input to /api/me on %s', (kind) => {
  let ctx: TestContext;
  let me: MeClient;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    me = meClient(ctx, await signUpConfirmedUser(ctx, `bad-${kind}@example.com`));
    for (const resource of ROW_RESOURCES) {
      const res = await me.post<{ item: { id: string } }>(resource.path, resource.create);
      ids[resource.path] = res.body.item.id;
    }
    await me.post('/health-data', { profile: { name: 'Kim' } });
    await me.put('/insights/summary', { data: { text: 'kept' } });
  });
  afterAll(async () => {
    await ctx.database.dispose();
  });
  afterEach(() => {
    expect(ctx.errors).toEqual([]);
  });

  const withBody = () =>
    EVERY_ROUTE.filter((route) => route.body !== undefined).map((route) => ({
      ...route,
      path: route.path.replace(/00000000-0000-4000-8000-000000000000/, (match) => {
        const resource = ROW_RESOURCES.find((r) => route.path.startsWith(`${r.path}/`));
        return resource ? (ids[resource.path] ?? match) : match;
      }),
    }));

  it('refuses a body that is not JSON, or not an object, on every route that takes one', async () => {
    const before = await countRows(ctx.database);
    for (const route of withBody()) {
      for (const body of ['{"unclosed": ', 'plain text', 'null', '[]', '"text"', '42']) {
        const res = await me.call<ErrorReply>(route.method, route.path, body);
        expect(res.status, `${route.method} ${route.path} ${body}`).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(res.body.error.fieldErrors ?? {})).toContain('(body)');
      }
    }
    expect(await countRows(ctx.database)).toEqual(before);
  });

  it('refuses an unknown field on every route that takes a body, naming it', async () => {
    const before = await countRows(ctx.database);
    for (const route of withBody()) {
      const body = { ...(route.body as object), userId: 'someone-else' };
      const res = await me.call<ErrorReply>(route.method, route.path, body);
      expect(res.status, `${route.method} ${route.path}`).toBe(400);
      expect(res.body.error.fieldErrors, `${route.method} ${route.path}`).toHaveProperty('userId');
    }
    expect(await countRows(ctx.database)).toEqual(before);
  });

  it('refuses wrong types, too-long text and out-of-range numbers, naming the field', async () => {
    const before = await countRows(ctx.database);
    const exported = (await me.get('/export')).body as Record<string, unknown>;
    for (const bad of badBodies(ids)) {
      const label = `${bad.method} ${bad.path} ${JSON.stringify(bad.body).slice(0, 60)}`;
      const res = await me.call<ErrorReply>(bad.method, bad.path, bad.body);
      expect(res.status, label).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), label).toContain(bad.field);
    }
    expect(await countRows(ctx.database)).toEqual(before);
    const after = (await me.get('/export')).body as Record<string, unknown>;
    expect({ ...after, exportedAt: null }).toEqual({ ...exported, exportedAt: null });
  });

  it('refuses a bad id on every route that takes one, naming id', async () => {
    for (const resource of ROW_RESOURCES) {
      for (const id of [
        '1',
        'abc',
        `${ids[resource.path]}x`,
        '00000000-0000-0000-0000-00000000000g',
      ]) {
        for (const method of resource.update
          ? (['PATCH', 'DELETE'] as const)
          : (['DELETE'] as const)) {
          const res = await me.call<ErrorReply>(
            method,
            `${resource.path}/${id}`,
            resource.update ?? undefined,
          );
          expect(res.status, `${method} ${resource.path}/${id}`).toBe(400);
          expect(res.body.error.fieldErrors).toHaveProperty('id');
        }
      }
    }
  });

  it('refuses a bad limit, type or flag on every list route, naming it', async () => {
    const lists: [string, string][] = [
      ['/meal-plans', 'limit'],
      ['/analyses', 'limit'],
      ['/chat-history', 'limit'],
      ['/health-data/history', 'limit'],
    ];
    for (const [path, field] of lists) {
      for (const value of ['0', '51', '-3', '1.5', 'ten', '', '1e3']) {
        const res = await me.get<ErrorReply>(`${path}?${field}=${value}`);
        expect(res.status, `${path}?${field}=${value}`).toBe(400);
        expect(res.body.error.fieldErrors).toHaveProperty(field);
      }
    }
    for (const [path, field] of [
      ['/conditions', 'includeInactive'],
      ['/medications', 'includeInactive'],
      ['/allergies', 'includeInactive'],
      ['/dietary-restrictions', 'includeInactive'],
      ['/meal-plans', 'active'],
      ['/analyses', 'type'],
      ['/chat-history', 'type'],
    ] as const) {
      const res = await me.get<ErrorReply>(`${path}?${field}=TRUE`);
      expect(res.status, path).toBe(400);
      expect(res.body.error.fieldErrors).toHaveProperty(field);
    }
  });

  it('answers no odd value on any field of any route with a 500', async () => {
    for (const route of withBody()) {
      const fields = Object.keys(route.body as object);
      for (const field of fields) {
        for (const value of ODD_VALUES) {
          const body = { ...(route.body as object), [field]: value };
          const res = await me.call(route.method, route.path, body);
          expect(
            res.status,
            `${route.method} ${route.path} ${field}=${JSON.stringify(value)?.slice(0, 30)}`,
          ).toBeLessThan(500);
        }
      }
    }
    for (const path of ['/meal-plans', '/analyses', '/chat-history', '/health-data/history']) {
      for (const query of [
        'limit=%00',
        'limit=9999999999999999999',
        'type=%00',
        'limit=1&limit=2',
      ]) {
        expect((await me.get(`${path}?${query}`)).status).toBeLessThan(500);
      }
    }
    const rawBodies = [
      '{"__proto__": {"polluted": true}}',
      '{"analysisType": "health_assessment", "analysisData": {"__proto__": {"polluted": true}}}',
      '{"data": {"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}}',
      `{"a": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    ];
    for (const route of withBody()) {
      for (const body of rawBodies) {
        const res = await me.call(route.method, route.path, body);
        expect(res.status, `${route.method} ${route.path} ${body.slice(0, 40)}`).toBeLessThan(500);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    for (const id of ['%00', '%ZZ', '..', 'a'.repeat(2000)]) {
      expect((await me.del(`/conditions/${id}`)).status).toBeLessThan(500);
      expect((await me.put(`/insights/${id}`, { data: {} })).status).toBeLessThan(500);
    }
  });
});
