import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type HealthDataSnapshot, HealthDataSnapshotSchema } from '#domain';
import { todayDate } from '../../db/repositories/rows';
import {
  userAllergies,
  userDietaryRestrictions,
  userFoodPreferences,
  userHealthConditions,
  userHealthData,
  userMedications,
  userProfiles,
} from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { countRows, signedInSuite } from '../../test/me-fixtures';

type SnapshotReply = { snapshot: HealthDataSnapshot };

describe.each(databaseKinds())('/api/me/health-data on %s', (kind) => {
  const suite = signedInSuite(kind, 'health');
  const email = `health-${kind}@example.com`;

  const db = () => suite.ctx.database.db;
  const versions = () =>
    db().select().from(userHealthData).where(eq(userHealthData.userId, suite.userId));

  it('has no snapshot and no history at first', async () => {
    expect(await suite.me.get('/health-data/current')).toMatchObject({
      status: 200,
      body: { snapshot: null },
    });
    expect(await suite.me.get('/health-data/history')).toMatchObject({
      status: 200,
      body: { items: [] },
    });
  });

  it('creates version 1 as "Initial data creation", modified = the parts given', async () => {
    const res = await suite.me.post<SnapshotReply>('/health-data', {
      profile: { name: 'Ann', age: 52, gender: 'female', weightKg: 80, heightCm: 165 },
      healthConditions: ['hypertension', 'diabetes_type2'],
      medications: ['Warfarin', 'Metformin'],
      allergies: ['Peanuts'],
      foodPreferences: { likes: ['Oats', 'Salmon'], dislikes: ['Liver'] },
    });
    expect(res.status).toBe(201);
    const snapshot = HealthDataSnapshotSchema.parse(res.body.snapshot);
    expect(snapshot).toMatchObject({
      version: 1,
      isCurrent: true,
      profile: { name: 'Ann', age: 52, gender: 'female', weightKg: 80, heightCm: 165 },
      healthConditions: ['hypertension', 'diabetes_type2'],
      medications: ['Warfarin', 'Metformin'],
      allergies: ['Peanuts'],
      dietaryRestrictions: [],
      foodPreferences: { likes: ['Oats', 'Salmon'], dislikes: ['Liver'], cuisines: [] },
      changes: {
        modified: ['profile', 'healthConditions', 'medications', 'allergies', 'foodPreferences'],
        reason: 'Initial data creation',
      },
      profileCompleted: true,
      // name, age, gender, weight, height, a condition, an allergy, a liked food, a medication
      completionPercentage: 90,
    });
    expect(Date.parse(snapshot.changes?.timestamp ?? '')).not.toBeNaN();
    expect(await suite.me.get('/health-data/current')).toMatchObject({ body: { snapshot } });
  });

  it('brings the profile and the tables in line with the first snapshot', async () => {
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, suite.userId));
    expect(profile).toMatchObject({
      email,
      age: 52,
      gender: 'female',
      weightKg: 80,
      heightCm: 165,
      bmi: 29.4,
      activityLevel: 'moderate',
      profileCompleted: true,
    });
    expect(profile?.lastAssessmentDate).toBeInstanceOf(Date);

    const conditions = await db()
      .select()
      .from(userHealthConditions)
      .where(eq(userHealthConditions.userId, suite.userId));
    expect(
      conditions.map((row) => [row.conditionType, row.conditionName, row.isActive]).sort(),
    ).toEqual([
      ['diabetes_type2', 'Type 2 Diabetes', true],
      ['hypertension', 'High Blood Pressure', true],
    ]);
    const medications = await db()
      .select()
      .from(userMedications)
      .where(eq(userMedications.userId, suite.userId));
    expect(medications).toHaveLength(2);
    expect(medications.find((row) => row.medicationName === 'Warfarin')).toMatchObject({
      hasFoodInteractions: true,
      isActive: true,
    });
    const allergies = await db()
      .select()
      .from(userAllergies)
      .where(eq(userAllergies.userId, suite.userId));
    expect(allergies.map((row) => [row.allergenName, row.allergyType, row.severity])).toEqual([
      ['Peanuts', 'food', 'moderate'],
    ]);
    const foods = await db()
      .select()
      .from(userFoodPreferences)
      .where(eq(userFoodPreferences.userId, suite.userId));
    expect(foods.map((row) => [row.foodName, row.preferenceType, row.intensity]).sort()).toEqual([
      ['Liver', 'dislike', 4],
      ['Oats', 'like', 4],
      ['Salmon', 'like', 4],
    ]);
  });

  it('merges an update over the last version: profile and food preferences by key, lists replaced', async () => {
    const res = await suite.me.post<SnapshotReply>('/health-data', {
      profile: { weightKg: 78, activityLevel: 'active' },
      medications: ['Metformin'],
      foodPreferences: { cuisines: ['Greek'] },
    });
    expect(res.status).toBe(201);
    expect(res.body.snapshot).toMatchObject({
      version: 2,
      isCurrent: true,
      profile: {
        name: 'Ann',
        age: 52,
        gender: 'female',
        weightKg: 78,
        heightCm: 165,
        activityLevel: 'active',
      },
      healthConditions: ['hypertension', 'diabetes_type2'],
      medications: ['Metformin'],
      allergies: ['Peanuts'],
      foodPreferences: { likes: ['Oats', 'Salmon'], dislikes: ['Liver'], cuisines: ['Greek'] },
      changes: {
        modified: ['profile', 'medications', 'foodPreferences'],
        reason: 'User profile update',
      },
      completionPercentage: 100,
    });
    const rows = await versions();
    expect(rows.map((row) => [row.version, row.isCurrent]).sort()).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('soft-deletes the medication no longer listed (ended today), and syncs only the parts given', async () => {
    const medications = await db()
      .select()
      .from(userMedications)
      .where(eq(userMedications.userId, suite.userId));
    expect(medications.find((row) => row.medicationName === 'Warfarin')).toMatchObject({
      isActive: false,
      endDate: todayDate(),
    });
    expect(medications.find((row) => row.medicationName === 'Metformin')?.isActive).toBe(true);
    // Food preferences were given only as cuisines: the likes and dislikes rows stay as they were.
    const foods = await db()
      .select()
      .from(userFoodPreferences)
      .where(eq(userFoodPreferences.userId, suite.userId));
    expect(foods).toHaveLength(3);
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, suite.userId));
    expect(profile).toMatchObject({ weightKg: 78, bmi: 28.7, activityLevel: 'active' });
  });

  it('reactivates a listed inactive row rather than adding a second one, matching names in any case', async () => {
    const warfarin = (
      await db().select().from(userMedications).where(eq(userMedications.userId, suite.userId))
    ).find((row) => row.medicationName === 'Warfarin');
    const res = await suite.me.post<SnapshotReply>('/health-data', {
      medications: ['metformin', 'WARFARIN'],
      allergies: ['peanuts', 'Shellfish'],
      healthConditions: ['hypertension'],
      dietaryRestrictions: ['vegetarian'],
      reason: 'Questionnaire answers',
    });
    expect(res.status).toBe(201);
    expect(res.body.snapshot.changes).toMatchObject({
      modified: ['healthConditions', 'medications', 'allergies', 'dietaryRestrictions'],
      reason: 'Questionnaire answers',
    });
    const medications = await db()
      .select()
      .from(userMedications)
      .where(eq(userMedications.userId, suite.userId));
    expect(medications).toHaveLength(2);
    expect(medications.find((row) => row.id === warfarin?.id)).toMatchObject({
      isActive: true,
      endDate: null,
    });
    const allergies = await db()
      .select()
      .from(userAllergies)
      .where(eq(userAllergies.userId, suite.userId));
    expect(allergies.map((row) => row.allergenName).sort()).toEqual(['Peanuts', 'Shellfish']);
    const conditions = await db()
      .select()
      .from(userHealthConditions)
      .where(eq(userHealthConditions.userId, suite.userId));
    expect(conditions.map((row) => [row.conditionType, row.isActive]).sort()).toEqual([
      ['diabetes_type2', false],
      ['hypertension', true],
    ]);
    const restrictions = await db()
      .select()
      .from(userDietaryRestrictions)
      .where(eq(userDietaryRestrictions.userId, suite.userId));
    expect(restrictions.map((row) => [row.restrictionType, row.restrictionName])).toEqual([
      ['vegetarian', 'Vegetarian'],
    ]);

    await suite.me.post('/health-data', { healthConditions: ['hypertension', 'diabetes_type2'] });
    const again = await db()
      .select()
      .from(userHealthConditions)
      .where(eq(userHealthConditions.userId, suite.userId));
    expect(again).toHaveLength(2);
    expect(again.every((row) => row.isActive)).toBe(true);
  });

  it('replaces the likes and dislikes in bulk when given, and lists only real changes as modified', async () => {
    const res = await suite.me.post<SnapshotReply>('/health-data', {
      profile: { name: 'Ann' },
      foodPreferences: { likes: ['Liver'] },
    });
    expect(res.body.snapshot.foodPreferences).toEqual({
      likes: ['Liver'],
      dislikes: [],
      cuisines: ['Greek'],
    });
    expect(res.body.snapshot.changes?.modified).toEqual(['foodPreferences']);
    const foods = await db()
      .select()
      .from(userFoodPreferences)
      .where(eq(userFoodPreferences.userId, suite.userId));
    expect(foods.map((row) => [row.foodName, row.preferenceType, row.intensity])).toEqual([
      ['Liver', 'like', 4],
    ]);
  });

  it('lists versions newest first, 10 by default, with limit', async () => {
    for (let i = 0; i < 7; i++) await suite.me.post('/health-data', { profile: { age: 40 + i } });
    const history = await suite.me.get<{ items: HealthDataSnapshot[] }>('/health-data/history');
    expect(history.status).toBe(200);
    expect(history.body.items.map((item) => item.version)).toEqual([
      12, 11, 10, 9, 8, 7, 6, 5, 4, 3,
    ]);
    expect(history.body.items.filter((item) => item.isCurrent).map((item) => item.version)).toEqual(
      [12],
    );
    const two = await suite.me.get<{ items: HealthDataSnapshot[] }>('/health-data/history?limit=2');
    expect(two.body.items.map((item) => item.version)).toEqual([12, 11]);
    const all = await suite.me.get<{ items: HealthDataSnapshot[] }>(
      '/health-data/history?limit=50',
    );
    expect(all.body.items).toHaveLength(12);
  });

  it('serialises concurrent updates: versions n+1 and n+2, exactly one current', async () => {
    const before = await versions();
    const last = Math.max(0, ...before.map((row) => row.version));
    const [a, b] = await Promise.all([
      suite.me.post<SnapshotReply>('/health-data', { allergies: ['Sesame'] }),
      suite.me.post<SnapshotReply>('/health-data', { dietaryRestrictions: ['vegan'] }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.snapshot.version, b.body.snapshot.version].sort()).toEqual([last + 1, last + 2]);
    const rows = await versions();
    expect(rows).toHaveLength(before.length + 2);
    const current = rows.filter((row) => row.isCurrent);
    expect(current.map((row) => row.version)).toEqual([last + 2]);
    // The later of the two was merged over the earlier: neither update is lost.
    expect(current[0]).toMatchObject({ allergies: ['Sesame'], dietaryRestrictions: ['vegan'] });
    const currentRows = await db()
      .select()
      .from(userHealthData)
      .where(and(eq(userHealthData.userId, suite.userId), eq(userHealthData.isCurrent, true)));
    expect(currentRows).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const before = await countRows(suite.ctx.database, suite.userId);
    const current = (await suite.me.get<SnapshotReply>('/health-data/current')).body.snapshot;
    const cases: [unknown, string][] = [
      [{ profile: { age: 0 } }, 'profile.age'],
      [{ profile: { age: 30.5 } }, 'profile.age'],
      [{ profile: { weightKg: 1000 } }, 'profile.weightKg'],
      [{ profile: { name: 'x'.repeat(101) } }, 'profile.name'],
      [{ profile: { shoeSize: 42 } }, 'profile.shoeSize'],
      [{ profile: { mealsPerDay: 9 } }, 'profile.mealsPerDay'],
      [{ healthConditions: ['flu'] }, 'healthConditions.0'],
      [{ healthConditions: 'hypertension' }, 'healthConditions'],
      [{ medications: [''] }, 'medications.0'],
      [{ medications: Array.from({ length: 51 }, (_, i) => `Drug ${i}`) }, 'medications'],
      [{ allergies: ['x'.repeat(81)] }, 'allergies.0'],
      [{ dietaryRestrictions: ['paleo'] }, 'dietaryRestrictions.0'],
      [{ foodPreferences: { likes: ['Oats'], dislikes: ['oats'] } }, 'foodPreferences.dislikes.0'],
      [{ foodPreferences: { cuisines: ['Martian'] } }, 'foodPreferences.cuisines.0'],
      [{ reason: '' }, 'reason'],
      [{ version: 99 }, 'version'],
    ];
    for (const [body, field] of cases) {
      const res = await suite.me.post<ErrorReply>('/health-data', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(
        Object.keys(res.body.error.fieldErrors ?? {}),
        JSON.stringify(body).slice(0, 80),
      ).toContain(field);
    }
    for (const query of ['limit=0', 'limit=51', 'limit=x']) {
      const res = await suite.me.get<ErrorReply>(`/health-data/history?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.fieldErrors).toHaveProperty('limit');
    }
    expect(await countRows(suite.ctx.database, suite.userId)).toEqual(before);
    expect((await suite.me.get<SnapshotReply>('/health-data/current')).body.snapshot).toEqual(
      current,
    );
  });
});
