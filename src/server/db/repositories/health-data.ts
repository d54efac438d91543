import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  ConditionId,
  DietaryRestriction,
  HealthDataContent,
  HealthDataSnapshot,
  HealthDataUpdate,
} from '#domain';
import {
  bodyMassIndex,
  DIETARY_RESTRICTION_LABELS,
  getCondition,
  medicationFoodInteractions,
  mergeHealthData,
  nameKey,
} from '#domain';
import type { Database } from '../client';
import {
  userAllergies,
  userDietaryRestrictions,
  userHealthConditions,
  userHealthData,
  userMedications,
} from '../schema';
import { replaceFoodPreferences } from './food-preferences';
import { writeProfile } from './profiles';
import { type Executor, isoString, lockUser, todayDate } from './rows';

type HealthDataRow = typeof userHealthData.$inferSelect;

export function toSnapshot(row: HealthDataRow): HealthDataSnapshot {
  // The jsonb parts were written by saveHealthData from a validated merge; read back as stored.
  const content = contentOf(row);
  return {
    id: row.id,
    version: row.version,
    isCurrent: row.isCurrent,
    ...content,
    changes: (row.changes ?? null) as HealthDataSnapshot['changes'],
    profileCompleted: row.profileCompleted,
    completionPercentage: row.completionPercentage,
    createdAt: isoString(row.createdAt),
  };
}

function contentOf(row: HealthDataRow): HealthDataContent {
  return {
    profile: row.profile as HealthDataContent['profile'],
    healthConditions: row.healthConditions as string[],
    medications: row.medications as string[],
    allergies: row.allergies as string[],
    dietaryRestrictions: row.dietaryRestrictions as string[],
    foodPreferences: row.foodPreferences as HealthDataContent['foodPreferences'],
  };
}

/**
 * The user's current snapshot, or null before their first: prepared once per database (a named
 * statement on PostgreSQL), since the web app reads it at every start.
 */
export function currentSnapshotReader(db: Database) {
  const query = db
    .select()
    .from(userHealthData)
    .where(
      and(eq(userHealthData.userId, sql.placeholder('userId')), eq(userHealthData.isCurrent, true)),
    )
    .prepare('health_data_current');
  return async (userId: string): Promise<HealthDataSnapshot | null> => {
    const [row] = await query.execute({ userId });
    return row ? toSnapshot(row) : null;
  };
}

export async function listSnapshots(
  db: Executor,
  userId: string,
  options: { limit: number },
): Promise<HealthDataSnapshot[]> {
  const rows = await db
    .select()
    .from(userHealthData)
    .where(eq(userHealthData.userId, userId))
    .orderBy(desc(userHealthData.version))
    .limit(options.limit);
  return rows.map(toSnapshot);
}

/**
 * Spec §4 health-data versioning, as one transaction under the user lock (so two updates at
 * once become versions n+1 and n+2, one current): the update is merged over the current
 * snapshot, stored as the next version, and the tables of each part given are brought in line
 * with the merged snapshot.
 */
export async function saveHealthData(
  db: Executor,
  owner: { id: string; email: string },
  update: HealthDataUpdate,
  now: Date,
): Promise<HealthDataSnapshot> {
  return db.transaction(async (tx) => {
    await lockUser(tx, owner.id);
    const [current] = await tx
      .select()
      .from(userHealthData)
      .where(and(eq(userHealthData.userId, owner.id), eq(userHealthData.isCurrent, true)));
    const [{ lastVersion } = { lastVersion: 0 }] = await tx
      .select({ lastVersion: sql<number>`coalesce(max(${userHealthData.version}), 0)::int` })
      .from(userHealthData)
      .where(eq(userHealthData.userId, owner.id));
    const merged = mergeHealthData(current ? contentOf(current) : null, update, now.toISOString());

    if (current) {
      await tx
        .update(userHealthData)
        .set({ isCurrent: false })
        .where(and(eq(userHealthData.userId, owner.id), eq(userHealthData.id, current.id)));
    }
    const [row] = await tx
      .insert(userHealthData)
      .values({
        userId: owner.id,
        version: lastVersion + 1,
        isCurrent: true,
        ...merged.content,
        changes: merged.changes,
        profileCompleted: merged.profileCompleted,
        completionPercentage: merged.completionPercentage,
      })
      .returning();
    if (!row) throw new Error('The health data insert returned no row');

    const { content } = merged;
    if (update.profile) {
      const { age, gender, heightCm, weightKg, activityLevel } = content.profile;
      await writeProfile(tx, owner, {
        age: age ?? null,
        gender: gender ?? null,
        heightCm: heightCm ?? null,
        weightKg: weightKg ?? null,
        bmi: heightCm && weightKg ? roundBmi(bodyMassIndex(weightKg, heightCm)) : null,
        ...(activityLevel ? { activityLevel } : {}),
        profileCompleted: merged.profileCompleted,
        lastAssessmentDate: now,
      });
    }
    if (update.healthConditions) {
      await syncConditions(tx, owner.id, content.healthConditions as ConditionId[]);
    }
    if (update.medications) await syncMedications(tx, owner.id, content.medications, now);
    if (update.allergies) await syncAllergies(tx, owner.id, content.allergies);
    if (update.dietaryRestrictions) {
      await syncRestrictions(tx, owner.id, content.dietaryRestrictions as DietaryRestriction[]);
    }
    if (update.foodPreferences?.likes || update.foodPreferences?.dislikes) {
      await replaceFoodPreferences(tx, owner.id, content.foodPreferences);
    }
    return toSnapshot(row);
  });
}

/** Spec §5: BMI is shown to one decimal. */
const roundBmi = (bmi: number) => Math.round(bmi * 10) / 10;

interface ListRow {
  id: string;
  key: string;
  isActive: boolean;
}

/**
 * How a soft-deleting table follows a list: the names listed with no active row get one (an
 * inactive row of that name comes back rather than a second row), and active rows whose name
 * is no longer listed go inactive.
 */
function planListSync<T>(rows: readonly ListRow[], wanted: ReadonlyMap<string, T>) {
  const activeKeys = new Set(rows.filter((row) => row.isActive).map((row) => row.key));
  const deactivate = rows.filter((row) => row.isActive && !wanted.has(row.key)).map((r) => r.id);
  const reactivate: string[] = [];
  const insert: T[] = [];
  for (const [key, value] of wanted) {
    if (activeKeys.has(key)) continue;
    // Rows come newest first, so the latest inactive row of that name is the one revived.
    const inactive = rows.find((row) => row.key === key && !row.isActive);
    if (inactive) reactivate.push(inactive.id);
    else insert.push(value);
  }
  return { deactivate, reactivate, insert };
}

async function syncConditions(tx: Executor, userId: string, types: readonly ConditionId[]) {
  const rows = await tx
    .select()
    .from(userHealthConditions)
    .where(eq(userHealthConditions.userId, userId))
    .orderBy(desc(userHealthConditions.createdAt));
  const plan = planListSync(
    rows.map((row) => ({ id: row.id, key: row.conditionType, isActive: row.isActive })),
    new Map(types.map((type) => [type, type])),
  );
  const setActive = async (ids: string[], isActive: boolean) => {
    for (const id of ids) {
      await tx
        .update(userHealthConditions)
        .set({ isActive })
        .where(and(eq(userHealthConditions.userId, userId), eq(userHealthConditions.id, id)));
    }
  };
  await setActive(plan.deactivate, false);
  await setActive(plan.reactivate, true);
  for (const type of plan.insert) {
    await tx
      .insert(userHealthConditions)
      .values({ userId, conditionType: type, conditionName: getCondition(type).name });
  }
}

async function syncMedications(tx: Executor, userId: string, names: readonly string[], now: Date) {
  const rows = await tx
    .select()
    .from(userMedications)
    .where(eq(userMedications.userId, userId))
    .orderBy(desc(userMedications.createdAt));
  const plan = planListSync(
    rows.map((row) => ({ id: row.id, key: nameKey(row.medicationName), isActive: row.isActive })),
    new Map(names.map((name) => [nameKey(name), name])),
  );
  const today = todayDate(now);
  const mine = (id: string) => and(eq(userMedications.userId, userId), eq(userMedications.id, id));
  for (const id of plan.deactivate) {
    await tx
      .update(userMedications)
      .set({
        isActive: false,
        endDate: sql`least(coalesce(${userMedications.endDate}, ${today}::date), ${today}::date)`,
      })
      .where(mine(id));
  }
  for (const id of plan.reactivate) {
    // Taken again: the earlier end date no longer applies.
    await tx.update(userMedications).set({ isActive: true, endDate: null }).where(mine(id));
  }
  for (const medicationName of plan.insert) {
    await tx
      .insert(userMedications)
      .values({ userId, medicationName, ...medicationFoodInteractions(medicationName) });
  }
}

async function syncAllergies(tx: Executor, userId: string, names: readonly string[]) {
  const rows = await tx
    .select()
    .from(userAllergies)
    .where(eq(userAllergies.userId, userId))
    .orderBy(desc(userAllergies.createdAt));
  const plan = planListSync(
    rows.map((row) => ({ id: row.id, key: nameKey(row.allergenName), isActive: row.isActive })),
    new Map(names.map((name) => [nameKey(name), name])),
  );
  const mine = (id: string) => and(eq(userAllergies.userId, userId), eq(userAllergies.id, id));
  for (const id of plan.deactivate) {
    await tx.update(userAllergies).set({ isActive: false }).where(mine(id));
  }
  for (const id of plan.reactivate) {
    await tx.update(userAllergies).set({ isActive: true }).where(mine(id));
  }
  for (const allergenName of plan.insert) {
    await tx.insert(userAllergies).values({ userId, allergenName });
  }
}

async function syncRestrictions(
  tx: Executor,
  userId: string,
  types: readonly DietaryRestriction[],
) {
  const rows = await tx
    .select()
    .from(userDietaryRestrictions)
    .where(eq(userDietaryRestrictions.userId, userId))
    .orderBy(desc(userDietaryRestrictions.createdAt));
  const plan = planListSync(
    rows.map((row) => ({ id: row.id, key: row.restrictionType, isActive: row.isActive })),
    new Map(types.map((type) => [type, type])),
  );
  const mine = (id: string) =>
    and(eq(userDietaryRestrictions.userId, userId), eq(userDietaryRestrictions.id, id));
  for (const id of plan.deactivate) {
    await tx.update(userDietaryRestrictions).set({ isActive: false }).where(mine(id));
  }
  for (const id of plan.reactivate) {
    await tx.update(userDietaryRestrictions).set({ isActive: true }).where(mine(id));
  }
  for (const type of plan.insert) {
    await tx.insert(userDietaryRestrictions).values({
      userId,
      restrictionType: type,
      restrictionName: DIETARY_RESTRICTION_LABELS[type],
    });
  }
}
