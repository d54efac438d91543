import { and, desc, eq } from 'drizzle-orm';
import type { DietaryRestriction, Restriction } from '#domain';
import { DIETARY_RESTRICTION_LABELS } from '#domain';
import { userDietaryRestrictions } from '../schema';
import { type Executor, isoString } from './rows';

type RestrictionRow = typeof userDietaryRestrictions.$inferSelect;

export interface RestrictionInput {
  restrictionType: DietaryRestriction;
  restrictionName?: string | undefined;
  reason: string;
  strictness: string;
}

export type RestrictionChanges = Partial<
  Pick<RestrictionRow, 'restrictionName' | 'reason' | 'strictness' | 'isActive'>
>;

export function toRestriction(row: RestrictionRow): Restriction {
  return {
    id: row.id,
    restrictionType: row.restrictionType,
    restrictionName: row.restrictionName,
    reason: row.reason,
    strictness: row.strictness,
    isActive: row.isActive,
    createdAt: isoString(row.createdAt),
  };
}

const mine = (userId: string, id: string) =>
  and(eq(userDietaryRestrictions.userId, userId), eq(userDietaryRestrictions.id, id));

export async function listRestrictions(
  db: Executor,
  userId: string,
  options: { includeInactive: boolean },
): Promise<Restriction[]> {
  const rows = await db
    .select()
    .from(userDietaryRestrictions)
    .where(
      and(
        eq(userDietaryRestrictions.userId, userId),
        options.includeInactive ? undefined : eq(userDietaryRestrictions.isActive, true),
      ),
    )
    .orderBy(desc(userDietaryRestrictions.createdAt), desc(userDietaryRestrictions.id));
  return rows.map(toRestriction);
}

export async function createRestriction(
  db: Executor,
  userId: string,
  input: RestrictionInput,
): Promise<Restriction> {
  const [row] = await db
    .insert(userDietaryRestrictions)
    .values({
      userId,
      restrictionType: input.restrictionType,
      restrictionName: input.restrictionName ?? DIETARY_RESTRICTION_LABELS[input.restrictionType],
      reason: input.reason,
      strictness: input.strictness,
    })
    .returning();
  if (!row) throw new Error('The dietary restriction insert returned no row');
  return toRestriction(row);
}

export async function updateRestriction(
  db: Executor,
  userId: string,
  id: string,
  changes: RestrictionChanges,
): Promise<Restriction | null> {
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(userDietaryRestrictions).where(mine(userId, id));
    return row ? toRestriction(row) : null;
  }
  const [row] = await db
    .update(userDietaryRestrictions)
    .set(changes)
    .where(mine(userId, id))
    .returning();
  return row ? toRestriction(row) : null;
}

/** Spec §4: a removed restriction is kept, inactive. */
export function deactivateRestriction(db: Executor, userId: string, id: string) {
  return updateRestriction(db, userId, id, { isActive: false });
}
