import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import {
  account,
  bodyMeasurements,
  foodLogEntries,
  mailOutbox,
  rateLimit,
  user,
  userAiAnalyses,
  userAiInsights,
  userAllergies,
  userChatHistory,
  userDietaryRestrictions,
  userEmailSettings,
  userFoodPreferences,
  userHealthConditions,
  userHealthData,
  userMealPlans,
  userMedications,
  userProfiles,
  verification,
} from '../schema';
import { toAllergy } from './allergies';
import { toAnalysis } from './analyses';
import { toChatHistory } from './chat-history';
import { toCondition } from './conditions';
import { toRestriction } from './dietary-restrictions';
import { toFoodLogEntry } from './food-log';
import { listFoodPreferences } from './food-preferences';
import { toSnapshot } from './health-data';
import { findInsights } from './insights';
import { toMealPlan } from './meal-plans';
import { toMeasurement } from './measurements';
import { toMedication } from './medications';
import { findProfile } from './profiles';
import { type Executor, isoString } from './rows';

/**
 * Everything stored about the user, inactive rows and every health-data version included; never
 * a password hash, a session or a token (those tables are not read here).
 */
export async function exportUserData(db: Executor, userId: string, now: Date) {
  const [owner] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const [conditions, medications, allergies, restrictions, mealPlans, analyses, chats, versions] =
    await Promise.all([
      db
        .select()
        .from(userHealthConditions)
        .where(eq(userHealthConditions.userId, userId))
        .orderBy(desc(userHealthConditions.createdAt)),
      db
        .select()
        .from(userMedications)
        .where(eq(userMedications.userId, userId))
        .orderBy(desc(userMedications.createdAt)),
      db
        .select()
        .from(userAllergies)
        .where(eq(userAllergies.userId, userId))
        .orderBy(desc(userAllergies.createdAt)),
      db
        .select()
        .from(userDietaryRestrictions)
        .where(eq(userDietaryRestrictions.userId, userId))
        .orderBy(desc(userDietaryRestrictions.createdAt)),
      db
        .select()
        .from(userMealPlans)
        .where(eq(userMealPlans.userId, userId))
        .orderBy(desc(userMealPlans.createdAt)),
      db
        .select()
        .from(userAiAnalyses)
        .where(eq(userAiAnalyses.userId, userId))
        .orderBy(desc(userAiAnalyses.createdAt)),
      db
        .select()
        .from(userChatHistory)
        .where(eq(userChatHistory.userId, userId))
        .orderBy(desc(userChatHistory.createdAt)),
      db
        .select()
        .from(userHealthData)
        .where(eq(userHealthData.userId, userId))
        .orderBy(asc(userHealthData.version)),
    ]);
  return {
    exportedAt: now.toISOString(),
    account: owner
      ? {
          id: owner.id,
          email: owner.email,
          name: owner.name,
          emailVerified: owner.emailVerified,
          createdAt: isoString(owner.createdAt),
        }
      : null,
    profile: await findProfile(db, userId),
    healthConditions: conditions.map(toCondition),
    medications: medications.map(toMedication),
    allergies: allergies.map(toAllergy),
    dietaryRestrictions: restrictions.map(toRestriction),
    foodPreferences: await listFoodPreferences(db, userId),
    mealPlans: mealPlans.map(toMealPlan),
    analyses: analyses.map(toAnalysis),
    chatHistory: chats.map(toChatHistory),
    healthData: versions.map(toSnapshot),
    insights: await findInsights(db, userId),
    emailSettings: await findEmailSettings(db, userId),
    foodLog: (
      await db
        .select()
        .from(foodLogEntries)
        .where(eq(foodLogEntries.userId, userId))
        .orderBy(asc(foodLogEntries.eatenOn), asc(foodLogEntries.createdAt))
    ).map(toFoodLogEntry),
    measurements: (
      await db
        .select()
        .from(bodyMeasurements)
        .where(eq(bodyMeasurements.userId, userId))
        .orderBy(asc(bodyMeasurements.measuredOn), asc(bodyMeasurements.createdAt))
    ).map(toMeasurement),
  };
}

/** Which weekly emails the user asked for (both off until turned on). */
export async function findEmailSettings(db: Executor, userId: string) {
  const [row] = await db
    .select({
      healthTips: userEmailSettings.healthTips,
      weeklySummary: userEmailSettings.weeklySummary,
    })
    .from(userEmailSettings)
    .where(eq(userEmailSettings.userId, userId));
  return row ?? { healthTips: false, weeklySummary: false };
}

export type UserDataExport = Awaited<ReturnType<typeof exportUserData>>;

/** Spec §4 "deleting all user data deletes the profile": every product row; the account stays. */
export async function deleteUserData(db: Executor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userHealthConditions).where(eq(userHealthConditions.userId, userId));
    await tx.delete(userMedications).where(eq(userMedications.userId, userId));
    await tx.delete(userAllergies).where(eq(userAllergies.userId, userId));
    await tx.delete(userDietaryRestrictions).where(eq(userDietaryRestrictions.userId, userId));
    await tx.delete(userFoodPreferences).where(eq(userFoodPreferences.userId, userId));
    await tx.delete(userMealPlans).where(eq(userMealPlans.userId, userId));
    await tx.delete(userAiAnalyses).where(eq(userAiAnalyses.userId, userId));
    await tx.delete(userChatHistory).where(eq(userChatHistory.userId, userId));
    await tx.delete(userHealthData).where(eq(userHealthData.userId, userId));
    await tx.delete(userAiInsights).where(eq(userAiInsights.userId, userId));
    await tx.delete(foodLogEntries).where(eq(foodLogEntries.userId, userId));
    await tx.delete(bodyMeasurements).where(eq(bodyMeasurements.userId, userId));
    await tx.delete(userProfiles).where(eq(userProfiles.id, userId));
  });
}

/** The hash of the user's email-and-password login, or null when they have none. */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? null;
}

/**
 * Deletes the user; sessions, logins and every product row go with it (foreign keys cascade).
 * Verification and rate-limit rows have no user column, so the ones naming the user (a reset
 * token's value is the user id; others use the email) are deleted by hand: no live token and no
 * trace of the address is left.
 */
export async function deleteAccount(
  db: Executor,
  owner: { id: string; email: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(
      or(
        eq(verification.value, owner.id),
        sql`position(${owner.id} in ${verification.identifier}) > 0`,
        sql`position(${owner.id} in ${verification.value}) > 0`,
        sql`lower(${verification.identifier}) = lower(${owner.email})`,
        // Quoted, so a JSON value naming 'joann@x' is not taken for 'ann@x'.
        sql`position(${JSON.stringify(owner.email)} in ${verification.value}) > 0`,
      ),
    );
    // Per-account attempt counters (auth/attempt-limits.ts) are keyed 'account:...:<email>' or
    // 'account:...:<user id>': they would keep the address after the account is gone.
    for (const suffix of [`:${owner.email.trim().toLowerCase()}`, `:${owner.id}`]) {
      await tx
        .delete(rateLimit)
        .where(
          sql`${rateLimit.key} like 'account:%' and right(${rateLimit.key}, ${suffix.length}) = ${suffix}`,
        );
    }
    // The local mailbox's copies of their mail (confirmation and reset links, their address).
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${owner.email})`);
    await tx.delete(user).where(eq(user.id, owner.id));
  });
}
