import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Allergy } from '#domain';
import { ALLERGY_SEVERITIES } from '#domain';
import { userAllergies } from '../schema';
import { type Executor, isoString } from './rows';

type AllergyRow = typeof userAllergies.$inferSelect;

export interface AllergyInput {
  allergenName: string;
  allergyType: string;
  severity: string;
  reactionSymptoms?: string | null | undefined;
}

export type AllergyChanges = Partial<AllergyInput> & { isActive?: boolean | undefined };

export function toAllergy(row: AllergyRow): Allergy {
  return {
    id: row.id,
    allergenName: row.allergenName,
    allergyType: row.allergyType,
    severity: row.severity,
    reactionSymptoms: row.reactionSymptoms,
    isActive: row.isActive,
    createdAt: isoString(row.createdAt),
  };
}

const mine = (userId: string, id: string) =>
  and(eq(userAllergies.userId, userId), eq(userAllergies.id, id));

/**
 * Spec §7 lists allergies "severity descending"; as text that would put 'severe' first and
 * 'life-threatening' third, so the rank follows ALLERGY_SEVERITIES (highest first).
 */
const severityRank = sql`array_position(array[${sql.join(
  ALLERGY_SEVERITIES.map((severity) => sql`${severity}`),
  sql`, `,
)}]::text[], ${userAllergies.severity})`;

export async function listAllergies(
  db: Executor,
  userId: string,
  options: { includeInactive: boolean },
): Promise<Allergy[]> {
  const rows = await db
    .select()
    .from(userAllergies)
    .where(
      and(
        eq(userAllergies.userId, userId),
        options.includeInactive ? undefined : eq(userAllergies.isActive, true),
      ),
    )
    .orderBy(asc(severityRank), desc(userAllergies.createdAt), desc(userAllergies.id));
  return rows.map(toAllergy);
}

export async function createAllergy(
  db: Executor,
  userId: string,
  input: AllergyInput,
): Promise<Allergy> {
  const [row] = await db
    .insert(userAllergies)
    .values({ ...input, userId })
    .returning();
  if (!row) throw new Error('The allergy insert returned no row');
  return toAllergy(row);
}

export async function updateAllergy(
  db: Executor,
  userId: string,
  id: string,
  changes: AllergyChanges,
): Promise<Allergy | null> {
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(userAllergies).where(mine(userId, id));
    return row ? toAllergy(row) : null;
  }
  const [row] = await db.update(userAllergies).set(changes).where(mine(userId, id)).returning();
  return row ? toAllergy(row) : null;
}

/** Spec §4: a removed allergy is kept, inactive. */
export function deactivateAllergy(db: Executor, userId: string, id: string) {
  return updateAllergy(db, userId, id, { isActive: false });
}
