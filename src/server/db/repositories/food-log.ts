import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type {
  FoodLogEntry,
  FoodLogEntryCreate,
  FoodLogEntryUpdate,
  LoggedIngredient,
} from '#domain';
import { foodLogEntries } from '../schema';
import { type Executor, isoString } from './rows';

type EntryRow = typeof foodLogEntries.$inferSelect;

/** Most entries one day may hold: a full day logged food by food is well under it. */
export const ENTRIES_PER_DAY_MAX = 60;

export function toFoodLogEntry(row: EntryRow): FoodLogEntry {
  return {
    id: row.id,
    date: row.eatenOn,
    // The columns' check constraints admit only the values the domain names.
    slot: row.slot as FoodLogEntry['slot'],
    name: row.name,
    source: row.source as FoodLogEntry['source'],
    status: row.status as FoodLogEntry['status'],
    ingredients: row.ingredients as LoggedIngredient[],
    portion: row.portion,
    measure: row.measure,
    recipeId: row.recipeId,
    planDay: row.planDay,
    createdAt: isoString(row.createdAt),
  };
}

/** The person's entries from `from` to `to` (inclusive), day by day in the order logged. */
export async function listFoodLog(
  db: Executor,
  userId: string,
  range: { from: string; to: string },
): Promise<FoodLogEntry[]> {
  const rows = await db
    .select()
    .from(foodLogEntries)
    .where(
      and(
        eq(foodLogEntries.userId, userId),
        gte(foodLogEntries.eatenOn, range.from),
        lte(foodLogEntries.eatenOn, range.to),
      ),
    )
    .orderBy(asc(foodLogEntries.eatenOn), asc(foodLogEntries.createdAt), asc(foodLogEntries.id));
  return rows.map(toFoodLogEntry);
}

export async function countFoodLogDay(db: Executor, userId: string, date: string): Promise<number> {
  const rows = await db
    .select({ id: foodLogEntries.id })
    .from(foodLogEntries)
    .where(and(eq(foodLogEntries.userId, userId), eq(foodLogEntries.eatenOn, date)))
    .limit(ENTRIES_PER_DAY_MAX + 1);
  return rows.length;
}

export async function createFoodLogEntry(
  db: Executor,
  userId: string,
  input: FoodLogEntryCreate,
): Promise<FoodLogEntry> {
  const [row] = await db
    .insert(foodLogEntries)
    .values({
      userId,
      eatenOn: input.date,
      slot: input.slot,
      name: input.name,
      source: input.source,
      status: input.status,
      ingredients: input.ingredients,
      portion: input.portion,
      measure: input.measure,
      recipeId: input.recipeId,
      planDay: input.planDay,
    })
    .returning();
  if (!row) throw new Error('The food log insert returned no row');
  return toFoodLogEntry(row);
}

export async function updateFoodLogEntry(
  db: Executor,
  userId: string,
  id: string,
  changes: FoodLogEntryUpdate,
): Promise<FoodLogEntry | null> {
  const mine = and(eq(foodLogEntries.userId, userId), eq(foodLogEntries.id, id));
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(foodLogEntries).where(mine);
    return row ? toFoodLogEntry(row) : null;
  }
  const [row] = await db.update(foodLogEntries).set(changes).where(mine).returning();
  return row ? toFoodLogEntry(row) : null;
}

export async function deleteFoodLogEntry(
  db: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(foodLogEntries)
    .where(and(eq(foodLogEntries.userId, userId), eq(foodLogEntries.id, id)))
    .returning({ id: foodLogEntries.id });
  return rows.length > 0;
}
