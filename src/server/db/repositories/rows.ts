import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { user } from '../schema';

/** A transaction is a Database too, so repository functions work inside and outside one. */
export type Executor = Database;

export const isoString = (value: Date) => value.toISOString();
export const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** Today's date (UTC) as YYYY-MM-DD, the form `date` columns take. */
export const todayDate = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Holds the user's row until the transaction ends, so two writes of one person's data that read
 * before they write (health data versions, insights history, the active meal plan) take turns.
 */
export async function lockUser(tx: Executor, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}
