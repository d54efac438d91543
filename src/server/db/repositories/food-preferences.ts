import { and, asc, eq, sql } from 'drizzle-orm';
import type { FoodPreference } from '#domain';
import { nameKey, uniqueNames } from '#domain';
import { userFoodPreferences } from '../schema';
import { type Executor, isoString, lockUser } from './rows';

type FoodPreferenceRow = typeof userFoodPreferences.$inferSelect;
type PreferenceType = FoodPreference['preferenceType'];

export interface FoodPreferenceInput {
  foodName: string;
  foodCategory?: string | null | undefined;
  preferenceType: PreferenceType;
  intensity: number;
  notes?: string | null | undefined;
}

export type FoodPreferenceChanges = Partial<Omit<FoodPreferenceInput, 'foodName'>>;

/** Spec §3: the preference form saves every food at intensity 4. */
export const BULK_INTENSITY = 4;

export function toFoodPreference(row: FoodPreferenceRow): FoodPreference {
  return {
    id: row.id,
    foodName: row.foodName,
    foodCategory: row.foodCategory,
    preferenceType: row.preferenceType === 'like' ? 'like' : 'dislike',
    intensity: row.intensity,
    notes: row.notes,
    createdAt: isoString(row.createdAt),
  };
}

const mine = (userId: string, id: string) =>
  and(eq(userFoodPreferences.userId, userId), eq(userFoodPreferences.id, id));

/** Spec §7: preference_type ascending (dislike before like), then by name. */
export async function listFoodPreferences(db: Executor, userId: string): Promise<FoodPreference[]> {
  const rows = await db
    .select()
    .from(userFoodPreferences)
    .where(eq(userFoodPreferences.userId, userId))
    .orderBy(
      asc(userFoodPreferences.preferenceType),
      asc(sql`lower(${userFoodPreferences.foodName})`),
      asc(userFoodPreferences.foodName),
    );
  return rows.map(toFoodPreference);
}

async function rowsByName(tx: Executor, userId: string) {
  const rows = await tx
    .select()
    .from(userFoodPreferences)
    .where(eq(userFoodPreferences.userId, userId));
  return new Map(rows.map((row) => [nameKey(row.foodName), row]));
}

/**
 * Spec §4 "duplicate food preference": the same food again (in any letter case) updates the
 * row it already has. Under the user lock, so two saves of one food cannot both insert.
 */
export async function saveFoodPreference(
  db: Executor,
  userId: string,
  input: FoodPreferenceInput,
): Promise<{ item: FoodPreference; created: boolean }> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const existing = (await rowsByName(tx, userId)).get(nameKey(input.foodName));
    if (existing) {
      const { foodName: _sameFood, ...changes } = input;
      const [row] = await tx
        .update(userFoodPreferences)
        .set(changes)
        .where(mine(userId, existing.id))
        .returning();
      if (!row) throw new Error('The food preference update returned no row');
      return { item: toFoodPreference(row), created: false };
    }
    const [row] = await tx
      .insert(userFoodPreferences)
      .values({ ...input, userId })
      .returning();
    if (!row) throw new Error('The food preference insert returned no row');
    return { item: toFoodPreference(row), created: true };
  });
}

/**
 * The whole list at once (decision 008): the foods named become likes or dislikes at intensity
 * 4, keeping their rows; foods not named are removed. The caller holds the user lock.
 */
export async function replaceFoodPreferences(
  tx: Executor,
  userId: string,
  lists: { likes: readonly string[]; dislikes: readonly string[] },
): Promise<void> {
  const existing = await rowsByName(tx, userId);
  const wanted = new Map<string, { foodName: string; preferenceType: PreferenceType }>();
  for (const foodName of uniqueNames(lists.dislikes)) {
    wanted.set(nameKey(foodName), { foodName, preferenceType: 'dislike' });
  }
  // A food in both lists is refused by the schemas; should one get here, the like wins.
  for (const foodName of uniqueNames(lists.likes)) {
    wanted.set(nameKey(foodName), { foodName, preferenceType: 'like' });
  }
  for (const [key, row] of existing) {
    if (!wanted.has(key)) await tx.delete(userFoodPreferences).where(mine(userId, row.id));
  }
  for (const [key, food] of wanted) {
    const row = existing.get(key);
    if (!row) {
      await tx.insert(userFoodPreferences).values({ userId, ...food, intensity: BULK_INTENSITY });
    } else if (row.preferenceType !== food.preferenceType || row.intensity !== BULK_INTENSITY) {
      await tx
        .update(userFoodPreferences)
        .set({ preferenceType: food.preferenceType, intensity: BULK_INTENSITY })
        .where(mine(userId, row.id));
    }
  }
}

export async function saveFoodPreferencesInBulk(
  db: Executor,
  userId: string,
  lists: { likes: readonly string[]; dislikes: readonly string[] },
): Promise<FoodPreference[]> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await replaceFoodPreferences(tx, userId, lists);
  });
  return listFoodPreferences(db, userId);
}

export async function updateFoodPreference(
  db: Executor,
  userId: string,
  id: string,
  changes: FoodPreferenceChanges,
): Promise<FoodPreference | null> {
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(userFoodPreferences).where(mine(userId, id));
    return row ? toFoodPreference(row) : null;
  }
  const [row] = await db
    .update(userFoodPreferences)
    .set(changes)
    .where(mine(userId, id))
    .returning();
  return row ? toFoodPreference(row) : null;
}

/** Spec §4: food preferences are hard-deleted. false when the user has no such row. */
export async function deleteFoodPreference(
  db: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(userFoodPreferences)
    .where(mine(userId, id))
    .returning({ id: userFoodPreferences.id });
  return rows.length > 0;
}
