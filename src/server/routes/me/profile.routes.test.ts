import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileSchema } from '#domain';
import { userProfiles } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { signedInSuite } from '../../test/me-fixtures';

describe.each(databaseKinds())('/api/me/profile on %s', (kind) => {
  const suite = signedInSuite(kind, 'profile');
  const email = `profile-${kind}@example.com`;

  it('answers { profile: null } when the person has no profile', async () => {
    await suite.ctx.database.db.delete(userProfiles).where(eq(userProfiles.id, suite.userId));
    const res = await suite.me.get('/profile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ profile: null });
  });

  it('creates the missing profile on PUT with the signed-in email (spec §4)', async () => {
    const res = await suite.me.put<{ profile: unknown }>('/profile', {
      firstName: 'Ann',
      age: 44,
      heightCm: 170.5,
      dateOfBirth: '1982-03-04',
      lastAssessmentDate: '2026-11-01T08:30:00+01:00',
    });
    expect(res.status).toBe(200);
    const profile = ProfileSchema.parse(res.body.profile);
    expect(profile).toMatchObject({
      id: suite.userId,
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
    const [stored] = await suite.ctx.database.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, suite.userId));
    expect(stored).toMatchObject({ email, firstName: 'Ann', age: 44, dateOfBirth: '1982-03-04' });
  });

  it('changes only the fields given, and null clears one', async () => {
    const res = await suite.me.put<{ profile: Record<string, unknown> }>('/profile', {
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
    expect((await suite.me.get('/profile')).body).toEqual(res.body);
  });

  it('refuses a bad field with 400 naming it, and stores nothing', async () => {
    const before = await suite.me.get('/profile');
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
      const res = await suite.me.put<ErrorReply>('/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await suite.me.get('/profile')).body).toEqual(before.body);
  });
});
