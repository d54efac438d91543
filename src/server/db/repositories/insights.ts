import { eq } from 'drizzle-orm';
import type { Insights } from '#domain';
import { userAiInsights } from '../schema';
import type { Executor } from './rows';

type JsonObject = Record<string, unknown>;
type HistoryEntry = Insights['history'][number];

/** Decision 008: earlier insight values kept, oldest dropped first. */
export const MAX_INSIGHT_HISTORY = 100;

const EMPTY: Insights = { insights: {}, history: [] };

function toInsights(row: { insights: unknown; history: unknown }): Insights {
  // Written only by saveInsight below.
  return { insights: row.insights as Insights['insights'], history: row.history as HistoryEntry[] };
}

export async function findInsights(db: Executor, userId: string): Promise<Insights> {
  const [row] = await db
    .select({ insights: userAiInsights.insights, history: userAiInsights.history })
    .from(userAiInsights)
    .where(eq(userAiInsights.userId, userId));
  return row ? toInsights(row) : EMPTY;
}

/**
 * Spec §4 AI insights: the previous value of this type goes to the history, then the new one
 * (with generatedAt) replaces it. The row is created if missing and then locked, so two updates
 * at once each see the other's value and neither is lost from the history.
 */
export async function saveInsight(
  db: Executor,
  userId: string,
  type: string,
  data: JsonObject,
  now: Date,
): Promise<Insights> {
  return db.transaction(async (tx) => {
    await tx.insert(userAiInsights).values({ userId }).onConflictDoNothing();
    const [row] = await tx
      .select({ insights: userAiInsights.insights, history: userAiInsights.history })
      .from(userAiInsights)
      .where(eq(userAiInsights.userId, userId))
      .for('update');
    const current = row ? toInsights(row) : EMPTY;
    const timestamp = now.toISOString();
    // Own keys only: an insight type may be named like an Object property ('constructor').
    const previous = Object.hasOwn(current.insights, type) ? current.insights[type] : undefined;
    const history = previous
      ? [...current.history, { timestamp, type, data: previous }].slice(-MAX_INSIGHT_HISTORY)
      : current.history;
    const insights = { ...current.insights, [type]: { ...data, generatedAt: timestamp } };
    await tx
      .update(userAiInsights)
      .set({ insights, history, updatedAt: now })
      .where(eq(userAiInsights.userId, userId));
    return { insights, history };
  });
}
