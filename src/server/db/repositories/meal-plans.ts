import { and, eq, ne, sql } from 'drizzle-orm';
import type { StoredMealPlan } from '#domain';
import type { Database } from '../client';
import { type JsonText, jsonObject, jsonText, storedJson } from '../json-text';
import { userMealPlans } from '../schema';
import { listReader } from './list-reader';
import { type Executor, isoString, lockUser } from './rows';

type MealPlanRow = typeof userMealPlans.$inferSelect;
type MealPlanData = StoredMealPlan['planData'];

export interface MealPlanInput {
  planName: string;
  durationDays: number;
  startDate?: string | null | undefined;
  planData: MealPlanData;
  caloriesPerDay: number | null;
}

export type MealPlanChanges = Partial<MealPlanInput> & { isActive?: boolean | undefined };

export function toMealPlan(row: MealPlanRow): StoredMealPlan {
  return {
    id: row.id,
    planName: row.planName,
    durationDays: row.durationDays,
    startDate: row.startDate,
    // Validated with the contract's schema on the way in; not parsed again on the way out, so a
    // plan saved before the planner's schema grew a field still loads.
    planData: row.planData as MealPlanData,
    caloriesPerDay: row.caloriesPerDay,
    generatedBy: row.generatedBy,
    isActive: row.isActive,
    createdAt: isoString(row.createdAt),
  };
}

const mine = (userId: string, id: string) =>
  and(eq(userMealPlans.userId, userId), eq(userMealPlans.id, id));

type ListRow = Omit<MealPlanRow, 'userId' | 'planData'> & { planData: string };

/** `toMealPlan` as JSON text, the stored plan put in as it is (json-text.ts). */
function mealPlanJson(row: ListRow): JsonText<StoredMealPlan> {
  return jsonObject<StoredMealPlan>({
    id: jsonText(row.id),
    planName: jsonText(row.planName),
    durationDays: jsonText(row.durationDays),
    startDate: jsonText(row.startDate),
    planData: storedJson(row.planData),
    caloriesPerDay: jsonText(row.caloriesPerDay),
    generatedBy: jsonText(row.generatedBy),
    isActive: jsonText(row.isActive),
    createdAt: jsonText(isoString(row.createdAt)),
  });
}

/** The user's plans, newest first, as JSON text for the list route (`?active=` filters). */
export function mealPlanListReader(db: Database) {
  return listReader(db, {
    name: 'meal_plans_list',
    table: userMealPlans,
    columns: {
      id: userMealPlans.id,
      planName: userMealPlans.planName,
      durationDays: userMealPlans.durationDays,
      startDate: userMealPlans.startDate,
      planData: sql<string>`${userMealPlans.planData}::text`,
      caloriesPerDay: userMealPlans.caloriesPerDay,
      generatedBy: userMealPlans.generatedBy,
      isActive: userMealPlans.isActive,
      createdAt: userMealPlans.createdAt,
    },
    filter: { option: 'active', column: userMealPlans.isActive },
    toJson: mealPlanJson,
  });
}

/** One of the user's plans, or undefined when they have none with this id. */
export async function findMealPlan(
  db: Executor,
  userId: string,
  id: string,
): Promise<StoredMealPlan | undefined> {
  const [row] = await db.select().from(userMealPlans).where(mine(userId, id));
  return row ? toMealPlan(row) : undefined;
}

/** Decision 008: the new plan is the active one; the earlier plans are kept, inactive. */
export async function createMealPlan(
  db: Executor,
  userId: string,
  input: MealPlanInput,
): Promise<StoredMealPlan> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await tx
      .update(userMealPlans)
      .set({ isActive: false })
      .where(and(eq(userMealPlans.userId, userId), eq(userMealPlans.isActive, true)));
    const [row] = await tx
      .insert(userMealPlans)
      .values({ ...input, userId, generatedBy: 'ai', isActive: true })
      .returning();
    if (!row) throw new Error('The meal plan insert returned no row');
    return toMealPlan(row);
  });
}

/** Making a plan active again makes the others inactive, so there is one active plan at most. */
export async function updateMealPlan(
  db: Executor,
  userId: string,
  id: string,
  changes: MealPlanChanges,
): Promise<StoredMealPlan | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx.select().from(userMealPlans).where(mine(userId, id));
    if (!current) return null;
    if (Object.keys(changes).length === 0) return toMealPlan(current);
    if (changes.isActive === true) {
      await tx
        .update(userMealPlans)
        .set({ isActive: false })
        .where(and(eq(userMealPlans.userId, userId), ne(userMealPlans.id, id)));
    }
    const [row] = await tx.update(userMealPlans).set(changes).where(mine(userId, id)).returning();
    return row ? toMealPlan(row) : null;
  });
}

/** Spec §4: meal plans are hard-deleted. */
export async function deleteMealPlan(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(userMealPlans)
    .where(mine(userId, id))
    .returning({ id: userMealPlans.id });
  return rows.length > 0;
}
