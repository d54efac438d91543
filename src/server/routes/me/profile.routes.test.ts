import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProfileSchema } from '../../../domain';
import { userProfiles } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import { type ErrorReply, type MeClient, meClient } from '../../test/me-client';
import { userIdOf } from '../../test/me-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { signUpConfirmedUser } from '../../test/users';

describe.each(databaseKinds())('/api/me/profile on %s', (kind) => {
  let ctx: TestContext;
  let me: MeClient;
  let userId: string;
  const email = `profile-${kind}@example.com`;

  beforeAll(async () => {
    ctx = await createTestApp(kind);
    me = meClient(ctx, await signUpConfirmedUser(ctx, email));
    userId = await userIdOf(ctx.database, email);
  });
  afterAll(async () => {
    await ctx.database.dispose();
  });
  afterEach(() => {
    expect(ctx.errors).toEqual([]);
  });

  it('answers { profile: null } when the person has no profile', async () => {
    await ctx.database.db.delete(userProfiles).where(eq(userProfiles.id, userId));
    const res = await me.get('/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ profile: null });
  });

  it('creates the missing profile on PUT with the signed-in email (spec §4)', async () => {
    const res = await me.put<{ profile: unknown }>('/profile', {
      firstName: 'Ann',
      age: 44,
      heightCm: 170.5,
      dateOfBirth: '1982-03-04',
      lastAssessmentDate: '2026-11-01T08:30:00+01:00',
    });
    expect(res.status).toBe(200);
    const profile = ProfileSchema.parse(res.body.profile);
    expect(profile).toMatchObject({
      id: userId,
      email,
      firstName: 'Ann',
      lastName: null,
      age: 44,
      heightCm: 170.5,
      dateOfBirth: '1982-03-04',
      lastAssessmentDate: '2026-11-01T07:30:00.000Z',
      activityLevel: 'moderate',
      profileCompleted: false,
    });
    const [stored] = await ctx.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
    expect(stored).toMatchObject({ email, firstName: 'Ann', age: 44, dateOfBirth: '1982-03-04' });
  });

  it('changes only the fields given, and null clears one', async () => {
    const res = await me.put<{ profile: Record<string, unknown> }>('/profile', {
      lastName: 'Lee',
      age: null,
      activityLevel: 'active',
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      age: null,
      heightCm: 170.5,
      activityLevel: 'active',
    });
    expect((await me.get('/profile')).body).toEqual(res.body);
  });

  it('refuses a bad field with 400 naming it, and stores nothing', async () => {
    const before = await me.get('/profile');
    for (const [body, field] of [
      [{ age: 500 }, 'age'],
      [{ age: 'forty' }, 'age'],
      [{ heightCm: 10 }, 'heightCm'],
      [{ firstName: 'x'.repeat(101) }, 'firstName'],
      [{ dateOfBirth: '1982-02-30' }, 'dateOfBirth'],
      [{ dateOfBirth: '0000-01-01' }, 'dateOfBirth'],
      [{ email: 'other@example.com' }, 'email'],
      [{ gender: 'robot' }, 'gender'],
      [{ activityLevel: null }, 'activityLevel'],
      [{ firstName: 'A\u0000nn' }, 'firstName'],
    ] as const) {
      const res = await me.put<ErrorReply>('/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await me.get('/profile')).body).toEqual(before.body);
  });
});
