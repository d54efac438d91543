import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';
import { queryRows } from './client';
import {
  user,
  userAiAnalyses,
  userAllergies,
  userDietaryRestrictions,
  userFoodPreferences,
  userHealthConditions,
  userHealthData,
  userMealPlans,
  userMedications,
  userProfiles,
} from './schema';

const SPEC_TABLES = [
  'user_profiles',
  'user_health_conditions',
  'user_medications',
  'user_allergies',
  'user_dietary_restrictions',
  'user_food_preferences',
  'user_meal_plans',
  'user_ai_analyses',
  'user_chat_history',
  'user_health_data',
  'user_ai_insights',
];
const AUTH_TABLES = ['user', 'session', 'account', 'verification', 'rate_limit'];

/** Postgres error code of a failed query, looking through drizzle's wrapper. */
async function failureCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const seen = error as { code?: string; cause?: { code?: string } };
    return seen.cause?.code ?? seen.code;
  }
  return undefined;
}

describe.each(databaseKinds())('database schema on %s', (kind) => {
  let database: TestDatabase;
  let userCounter = 0;

  async function newUser() {
    userCounter += 1;
    const id = `user-${userCounter}`;
    await database.db
      .insert(user)
      .values({ id, name: `User ${userCounter}`, email: `${id}@example.com` });
    return id;
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.dispose();
  });

  it('creates every stored table of the spec and better-auth tables', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rows.map((row) => row.table_name);
    for (const table of [...SPEC_TABLES, ...AUTH_TABLES, 'mail_outbox']) {
      expect(names).toContain(table);
    }
  });

  it('applies the migrations a second time without error or change', async () => {
    await database.migrate();
    const countMigrations = async () => {
      const rows = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      return rows[0]?.count;
    };
    const before = await countMigrations();
    expect(before).toBeGreaterThan(0);
    await database.migrate();
    expect(await countMigrations()).toBe(before);
  });

  it("fills the spec's defaults", async () => {
    const userId = await newUser();
    const [condition] = await database.db
      .insert(userHealthConditions)
      .values({ userId, conditionType: 'hypertension', conditionName: 'High Blood Pressure' })
      .returning();
    expect(condition).toMatchObject({
      severity: 'unknown',
      isActive: true,
      requiresDietaryRestriction: true,
    });

    const [allergy] = await database.db
      .insert(userAllergies)
      .values({ userId, allergenName: 'peanuts' })
      .returning();
    expect(allergy).toMatchObject({ allergyType: 'food', severity: 'moderate', isActive: true });

    const [restriction] = await database.db
      .insert(userDietaryRestrictions)
      .values({ userId, restrictionType: 'vegan', restrictionName: 'Vegan' })
      .returning();
    expect(restriction).toMatchObject({
      reason: 'preference',
      strictness: 'moderate',
      isActive: true,
    });

    const [preference] = await database.db
      .insert(userFoodPreferences)
      .values({ userId, foodName: 'salmon', preferenceType: 'like' })
      .returning();
    expect(preference?.intensity).toBe(3);

    const [medication] = await database.db
      .insert(userMedications)
      .values({ userId, medicationName: 'metformin' })
      .returning();
    expect(medication).toMatchObject({ isActive: true, hasFoodInteractions: false, endDate: null });

    const [plan] = await database.db
      .insert(userMealPlans)
      .values({ userId, planData: { days: [] } })
      .returning();
    expect(plan?.durationDays).toBe(7);
    expect(plan?.generatedBy).toBe('ai');
    expect(plan?.planName).toMatch(/^Meal Plan \d{4}-\d{2}-\d{2}$/);

    const [profile] = await database.db
      .insert(userProfiles)
      .values({ id: userId, email: `${userId}@example.com` })
      .returning();
    expect(profile).toMatchObject({ activityLevel: 'moderate', profileCompleted: false });
  });

  it('keeps one food preference per user and food name (code 23505 on a duplicate)', async () => {
    const userId = await newUser();
    await database.db
      .insert(userFoodPreferences)
      .values({ userId, foodName: 'tofu', preferenceType: 'dislike' });
    const code = await failureCode(
      database.db
        .insert(userFoodPreferences)
        .values({ userId, foodName: 'tofu', preferenceType: 'like' }),
    );
    expect(code).toBe('23505');
    const otherUser = await newUser();
    await database.db
      .insert(userFoodPreferences)
      .values({ userId: otherUser, foodName: 'tofu', preferenceType: 'like' });
  });

  it('allows one current health-data snapshot per user and unique versions', async () => {
    const userId = await newUser();
    await database.db.insert(userHealthData).values({ userId, version: 1, isCurrent: true });
    expect(
      await failureCode(
        database.db.insert(userHealthData).values({ userId, version: 2, isCurrent: true }),
      ),
    ).toBe('23505');
    expect(
      await failureCode(
        database.db.insert(userHealthData).values({ userId, version: 1, isCurrent: false }),
      ),
    ).toBe('23505');
    await database.db.insert(userHealthData).values({ userId, version: 2, isCurrent: false });
  });

  it('rejects values outside the spec: meal plan length, preference type, analysis type', async () => {
    const userId = await newUser();
    expect(
      await failureCode(
        database.db.insert(userMealPlans).values({ userId, planData: {}, durationDays: 6 }),
      ),
    ).toBe('23514');
    expect(
      await failureCode(
        database.db
          .insert(userFoodPreferences)
          .values({ userId, foodName: 'kale', preferenceType: 'love' }),
      ),
    ).toBe('23514');
    expect(
      await failureCode(
        database.db
          .insert(userAiAnalyses)
          .values({ userId, analysisType: 'horoscope', analysisData: {} }),
      ),
    ).toBe('23514');
  });

  it("deletes all of a user's rows when the user is deleted", async () => {
    const userId = await newUser();
    await database.db.insert(userProfiles).values({ id: userId, email: 'x@example.com' });
    await database.db.insert(userMedications).values({ userId, medicationName: 'warfarin' });
    await database.db.insert(userMealPlans).values({ userId, planData: { days: [] } });
    await database.db.delete(user).where(eq(user.id, userId));
    expect(
      await database.db.select().from(userProfiles).where(eq(userProfiles.id, userId)),
    ).toHaveLength(0);
    expect(
      await database.db.select().from(userMedications).where(eq(userMedications.userId, userId)),
    ).toHaveLength(0);
    expect(
      await database.db.select().from(userMealPlans).where(eq(userMealPlans.userId, userId)),
    ).toHaveLength(0);
  });
});
