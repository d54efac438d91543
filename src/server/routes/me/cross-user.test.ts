import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { databaseKinds } from '../../test/databases';
import { type ErrorReply, type MeClient, meClient } from '../../test/me-client';
import { USER_TABLES, userIdOf } from '../../test/me-fixtures';
import { ROW_RESOURCES, SOME_ID } from '../../test/me-routes';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signUpConfirmedUser, TEST_PASSWORD } from '../../test/users';

/** Every stored row of one person, table by table, as the database holds them. */
async function rowsOf(ctx: TestContext, userId: string) {
  const tables: Record<string, unknown[]> = {};
  for (const table of [...USER_TABLES, 'user_profiles', 'user', 'account', 'session'] as const) {
    const column = table === 'user_profiles' || table === 'user' ? 'id' : 'user_id';
    tables[table] = await queryRows(
      ctx.database.db,
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId} order by 1`,
    );
  }
  return tables;
}

/** Creates one row of every resource (two of each, one of them soft-deleted where it can be). */
async function fill(me: MeClient, label: string) {
  const ids: Record<string, string[]> = {};
  for (const resource of ROW_RESOURCES) {
    ids[resource.path] = [];
    for (let i = 0; i < 2; i++) {
      const res = await me.post<{ item: { id: string } }>(resource.path, {
        ...resource.create,
        ...(resource.path === '/food-preferences' ? { foodName: `Kale ${i}` } : {}),
      });
      expect(res.status, resource.path).toBe(201);
      ids[resource.path]?.push(res.body.item.id);
    }
  }
  await me.del(`/conditions/${ids['/conditions']?.[1]}`);
  await me.del(`/medications/${ids['/medications']?.[1]}`);
  await me.post('/health-data', { profile: { name: label }, allergies: [`${label} allergen`] });
  await me.post('/health-data', { profile: { age: 50 } });
  await me.put('/insights/summary', { data: { text: `${label} first` } });
  await me.put('/insights/summary', { data: { text: `${label} second` } });
  return ids;
}

describe.each(databaseKinds())('one person against another on %s', (kind) => {
  let ctx: TestContext;
  let owner: MeClient;
  let intruder: MeClient;
  let ownerId: string;
  let ownerIds: Record<string, string[]>;
  let intruderIds: Record<string, string[]>;
  let ownerRowsBefore: Awaited<ReturnType<typeof rowsOf>>;
  const ownerEmail = `owner-${kind}@example.com`;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    owner = meClient(ctx, await signUpConfirmedUser(ctx, ownerEmail));
    intruder = meClient(ctx, await signUpConfirmedUser(ctx, `intruder-${kind}@example.com`));
    ownerId = await userIdOf(ctx.database, ownerEmail);
    ownerIds = await fill(owner, 'Owner');
    intruderIds = await fill(intruder, 'Intruder');
    ownerRowsBefore = await rowsOf(ctx, ownerId);
  });
  afterAll(async () => {
    await ctx.database.dispose();
  });
  afterEach(() => {
    expect(ctx.errors).toEqual([]);
  });

  for (const resource of ROW_RESOURCES) {
    it(`${resource.path}: another person's id is answered exactly like a missing id`, async () => {
      for (const id of ownerIds[resource.path] ?? []) {
        const calls = [
          ...(resource.update ? [['PATCH', resource.update] as const, ['PATCH', {}] as const] : []),
          ['DELETE', undefined] as const,
        ];
        for (const [method, body] of calls) {
          const theirs = await intruder.call<ErrorReply>(method, `${resource.path}/${id}`, body);
          const missing = await intruder.call<ErrorReply>(
            method,
            `${resource.path}/${SOME_ID}`,
            body,
          );
          expect(theirs.status, `${method} ${resource.path}`).toBe(404);
          expect(theirs.body).toEqual(missing.body);
        }
      }
    });

    it(`${resource.path}: lists show only the person's own rows`, async () => {
      const query =
        'listQuery' in resource
          ? resource.listQuery
          : resource.path.match(/conditions|medications|allergies|restrictions/)
            ? '?includeInactive=true'
            : '?limit=50';
      const res = await intruder.get<{ items: { id: string }[] }>(`${resource.path}${query}`);
      expect(res.status).toBe(200);
      const listed = res.body.items.map((item) => item.id);
      expect(listed).toEqual(expect.arrayContaining(intruderIds[resource.path] ?? []));
      for (const id of ownerIds[resource.path] ?? []) expect(listed).not.toContain(id);
    });
  }

  it("the same food name as another person's makes the person's own row", async () => {
    const res = await intruder.post('/food-preferences', {
      foodName: 'Kale 0',
      preferenceType: 'dislike',
    });
    expect(res.status).toBe(200);
    const again = await intruder.post('/food-preferences', {
      foodName: 'Kale 9',
      preferenceType: 'dislike',
    });
    expect(again.status).toBe(201);
  });

  it("profile, health data, insights and export are the person's own", async () => {
    const profile = await intruder.get<{ profile: { id: string; email: string } }>('/profile');
    expect(profile.body.profile.email).toBe(`intruder-${kind}@example.com`);
    const current = await intruder.get<{ snapshot: { id: string } }>('/health-data/current');
    const history = await intruder.get<{ items: { id: string }[] }>('/health-data/history');
    const ownerVersions = (ownerRowsBefore.user_health_data as { id: string }[]).map((r) => r.id);
    expect(ownerVersions).not.toContain(current.body.snapshot.id);
    for (const item of history.body.items) expect(ownerVersions).not.toContain(item.id);
    expect(history.body.items).toHaveLength(2);

    await intruder.put('/insights/summary', { data: { text: 'intruder' } });
    const insights = await intruder.get('/insights');
    expect(JSON.stringify(insights.body)).toContain('Intruder first');
    expect(JSON.stringify(insights.body)).not.toContain('Owner');

    const exported = JSON.stringify((await intruder.get('/export')).body);
    expect(exported).not.toContain(ownerId);
    expect(exported).not.toContain(ownerEmail);
    for (const ids of Object.values(ownerIds))
      for (const id of ids) expect(exported).not.toContain(id);
    expect(exported).not.toContain('Owner');
  });

  it("another person's password does not delete the account, and deleting one's data or account leaves the other's", async () => {
    const wrong = await intruder.del<ErrorReply>('', { password: 'not the intruder password' });
    expect(wrong.status).toBe(400);
    expect((await intruder.del('/data')).status).toBe(204);
    expect((await intruder.del('', { password: TEST_PASSWORD })).status).toBe(204);
  });

  it("leaves the first person's rows exactly as they were", async () => {
    expect(await rowsOf(ctx, ownerId)).toEqual(ownerRowsBefore);
    expect((await owner.get('/profile')).status).toBe(200);
  });
});
