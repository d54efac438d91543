import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '#domain';
import { userProfiles } from '../schema';
import { type Executor, isoOrNull, isoString } from './rows';

type ProfileRow = typeof userProfiles.$inferSelect;
type ProfileValues = Partial<typeof userProfiles.$inferInsert>;

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    age: row.age,
    gender: row.gender,
    country: row.country,
    usRegion: row.usRegion,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    bmi: row.bmi,
    activityLevel: row.activityLevel,
    profileCompleted: row.profileCompleted,
    lastAssessmentDate: isoOrNull(row.lastAssessmentDate),
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}

export async function findProfile(db: Executor, userId: string): Promise<Profile | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  return row ? toProfile(row) : null;
}

/** Only the fields given change; `null` clears one. */
function profileValues(update: ProfileUpdate): ProfileValues {
  const { lastAssessmentDate, ...rest } = update;
  const values: ProfileValues = { ...rest };
  if (lastAssessmentDate !== undefined) {
    values.lastAssessmentDate = lastAssessmentDate === null ? null : new Date(lastAssessmentDate);
  }
  return values;
}

/**
 * Spec §4 "profile update with no profile": the first update creates the profile with the
 * signed-in email; later ones change the fields given.
 */
export async function upsertProfile(
  db: Executor,
  owner: { id: string; email: string },
  update: ProfileUpdate,
): Promise<Profile> {
  return writeProfile(db, owner, profileValues(update));
}

/** Insert-or-update of the user's profile row with these column values. */
export async function writeProfile(
  db: Executor,
  owner: { id: string; email: string },
  values: ProfileValues,
): Promise<Profile> {
  const [row] = await db
    .insert(userProfiles)
    .values({ ...values, id: owner.id, email: owner.email })
    .onConflictDoUpdate({
      target: userProfiles.id,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('The profile upsert returned no row');
  return toProfile(row);
}
