import { sql } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { queryRows } from '../db/client';
import type { DatabaseKind, TestDatabase } from './databases';
import { type MeClient, meClient } from './me-client';
import { setUpTestApp, type TestContext } from './test-app';
import { signUpConfirmedUser } from './users';

const meal = (name: string, calories: number) => ({
  name,
  description: `${name}, simply made`,
  calories,
  protein: 20,
  carbs: 40,
  fat: 10,
});

/** A valid meal plan of `days` days (MealPlanSchema); a null target leaves dailyCalories out. */
export function samplePlan(days: number, dailyCalories: number | null = 1800) {
  return {
    days: Array.from({ length: days }, (_, index) => ({
      day: index + 1,
      meals: {
        breakfast: meal('Oat porridge', 400),
        lunch: meal('Lentil soup', 600),
        dinner: meal('Baked salmon', 700),
        snacks: [meal('Apple', 100)],
      },
    })),
    ...(dailyCalories === null ? {} : { dailyCalories }),
  };
}

/** Every table holding a person's data (user_profiles is keyed on the user id). */
export const USER_TABLES = [
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
  'food_log_entries',
  'body_measurements',
] as const;

export type RowCounts = Record<(typeof USER_TABLES)[number] | 'user_profiles', number>;

/** How many rows each product table holds for the user (all users when userId is omitted). */
export async function countRows(database: TestDatabase, userId?: string): Promise<RowCounts> {
  const counts: Partial<RowCounts> = {};
  for (const table of [...USER_TABLES, 'user_profiles'] as const) {
    const column = table === 'user_profiles' ? 'id' : 'user_id';
    const filter = userId ? sql`where ${sql.identifier(column)} = ${userId}` : sql``;
    const [row] = await queryRows<{ count: number | string }>(
      database.db,
      sql`select count(*) as count from ${sql.identifier(table)} ${filter}`,
    );
    counts[table] = Number(row?.count ?? 0);
  }
  return counts as RowCounts;
}

/** The user id of an email, from the database. */
export async function userIdOf(database: TestDatabase, email: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from "user" where email = ${email}`,
  );
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/**
 * The set-up every `/api/me` resource test shares: a fresh app on `kind`, one confirmed and
 * signed-in person, the database dropped afterwards and no error logged by any test. Read the
 * fields inside tests (they are filled in `beforeAll`).
 */
export function signedInSuite(kind: DatabaseKind, label: string) {
  const suite = { ctx: setUpTestApp(kind, {}, { noErrors: true }) } as {
    ctx: TestContext;
    me: MeClient;
    userId: string;
  };
  beforeAll(async () => {
    const email = `${label}-${kind}@example.com`;
    suite.me = meClient(suite.ctx, await signUpConfirmedUser(suite.ctx, email));
    suite.userId = await userIdOf(suite.ctx.database, email);
  });
  return suite;
}
