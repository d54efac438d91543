import { and, desc, eq, sql } from 'drizzle-orm';
import type { Medication } from '#domain';
import { medicationFoodInteractions } from '#domain';
import { userMedications } from '../schema';
import { type Executor, isoString, todayDate } from './rows';

type MedicationRow = typeof userMedications.$inferSelect;

export interface MedicationInput {
  medicationName: string;
  dosage?: string | null | undefined;
  frequency?: string | null | undefined;
  purpose?: string | null | undefined;
  hasFoodInteractions?: boolean | undefined;
  foodInteractionNotes?: string | null | undefined;
  startDate?: string | null | undefined;
}

export type MedicationChanges = Partial<MedicationInput> & {
  isActive?: boolean | undefined;
  endDate?: string | null | undefined;
};

export function toMedication(row: MedicationRow): Medication {
  return {
    id: row.id,
    medicationName: row.medicationName,
    dosage: row.dosage,
    frequency: row.frequency,
    purpose: row.purpose,
    hasFoodInteractions: row.hasFoodInteractions,
    foodInteractionNotes: row.foodInteractionNotes,
    isActive: row.isActive,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: isoString(row.createdAt),
  };
}

const mine = (userId: string, id: string) =>
  and(eq(userMedications.userId, userId), eq(userMedications.id, id));

/**
 * Decision 008: without `hasFoodInteractions` the interaction table decides it, and supplies the
 * notes unless the person wrote their own.
 */
function withInteractions<T extends Partial<MedicationInput>>(input: T): T {
  if (input.hasFoodInteractions !== undefined || input.medicationName === undefined) return input;
  const derived = medicationFoodInteractions(input.medicationName);
  return {
    ...input,
    hasFoodInteractions: derived.hasFoodInteractions,
    foodInteractionNotes:
      input.foodInteractionNotes === undefined
        ? derived.foodInteractionNotes
        : input.foodInteractionNotes,
  };
}

export async function listMedications(
  db: Executor,
  userId: string,
  options: { includeInactive: boolean },
): Promise<Medication[]> {
  const rows = await db
    .select()
    .from(userMedications)
    .where(
      and(
        eq(userMedications.userId, userId),
        options.includeInactive ? undefined : eq(userMedications.isActive, true),
      ),
    )
    .orderBy(desc(userMedications.createdAt), desc(userMedications.id));
  return rows.map(toMedication);
}

export async function createMedication(
  db: Executor,
  userId: string,
  input: MedicationInput,
): Promise<Medication> {
  const values = withInteractions(input);
  const [row] = await db
    .insert(userMedications)
    .values({ ...values, userId, hasFoodInteractions: values.hasFoodInteractions ?? false })
    .returning();
  if (!row) throw new Error('The medication insert returned no row');
  return toMedication(row);
}

export async function updateMedication(
  db: Executor,
  userId: string,
  id: string,
  changes: MedicationChanges,
): Promise<Medication | null> {
  const values = withInteractions(changes);
  if (Object.keys(values).length === 0) {
    const [row] = await db.select().from(userMedications).where(mine(userId, id));
    return row ? toMedication(row) : null;
  }
  const [row] = await db.update(userMedications).set(values).where(mine(userId, id)).returning();
  return row ? toMedication(row) : null;
}

/**
 * Spec §4: a removed medication is kept, inactive, and ends today, unless it already ended
 * earlier (that date is the truer one).
 */
export async function deactivateMedication(
  db: Executor,
  userId: string,
  id: string,
): Promise<Medication | null> {
  const today = todayDate();
  const [row] = await db
    .update(userMedications)
    .set({
      isActive: false,
      endDate: sql`least(coalesce(${userMedications.endDate}, ${today}::date), ${today}::date)`,
    })
    .where(mine(userId, id))
    .returning();
  return row ? toMedication(row) : null;
}
