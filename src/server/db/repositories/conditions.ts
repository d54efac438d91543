import { and, desc, eq } from 'drizzle-orm';
import type { HealthCondition as Condition, ConditionId } from '#domain';
import { getCondition } from '#domain';
import { userHealthConditions } from '../schema';
import { type Executor, isoString } from './rows';

type ConditionRow = typeof userHealthConditions.$inferSelect;

export interface ConditionInput {
  conditionType: ConditionId;
  conditionName?: string | undefined;
  diagnosedDate?: string | null | undefined;
  severity: string;
  notes?: string | null | undefined;
  requiresDietaryRestriction: boolean;
}

export type ConditionChanges = Partial<
  Pick<
    ConditionRow,
    | 'conditionName'
    | 'diagnosedDate'
    | 'severity'
    | 'notes'
    | 'requiresDietaryRestriction'
    | 'isActive'
  >
>;

export function toCondition(row: ConditionRow): Condition {
  return {
    id: row.id,
    conditionType: row.conditionType,
    conditionName: row.conditionName,
    diagnosedDate: row.diagnosedDate,
    severity: row.severity,
    notes: row.notes,
    isActive: row.isActive,
    requiresDietaryRestriction: row.requiresDietaryRestriction,
    createdAt: isoString(row.createdAt),
  };
}

const mine = (userId: string, id: string) =>
  and(eq(userHealthConditions.userId, userId), eq(userHealthConditions.id, id));

export async function listConditions(
  db: Executor,
  userId: string,
  options: { includeInactive: boolean },
): Promise<Condition[]> {
  const rows = await db
    .select()
    .from(userHealthConditions)
    .where(
      and(
        eq(userHealthConditions.userId, userId),
        options.includeInactive ? undefined : eq(userHealthConditions.isActive, true),
      ),
    )
    .orderBy(desc(userHealthConditions.createdAt), desc(userHealthConditions.id));
  return rows.map(toCondition);
}

export async function createCondition(
  db: Executor,
  userId: string,
  input: ConditionInput,
): Promise<Condition> {
  const [row] = await db
    .insert(userHealthConditions)
    .values({
      userId,
      conditionType: input.conditionType,
      conditionName: input.conditionName ?? getCondition(input.conditionType).name,
      diagnosedDate: input.diagnosedDate ?? null,
      severity: input.severity,
      notes: input.notes ?? null,
      requiresDietaryRestriction: input.requiresDietaryRestriction,
    })
    .returning();
  if (!row) throw new Error('The condition insert returned no row');
  return toCondition(row);
}

/** null when the user has no condition with this id. */
export async function updateCondition(
  db: Executor,
  userId: string,
  id: string,
  changes: ConditionChanges,
): Promise<Condition | null> {
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(userHealthConditions).where(mine(userId, id));
    return row ? toCondition(row) : null;
  }
  const [row] = await db
    .update(userHealthConditions)
    .set(changes)
    .where(mine(userId, id))
    .returning();
  return row ? toCondition(row) : null;
}

/** Spec §4: a removed condition is kept, inactive. */
export function deactivateCondition(db: Executor, userId: string, id: string) {
  return updateCondition(db, userId, id, { isActive: false });
}
