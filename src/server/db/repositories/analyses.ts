import { and, desc, eq } from 'drizzle-orm';
import type { StoredAnalysis } from '#domain';
import { userAiAnalyses } from '../schema';
import { type Executor, isoString } from './rows';

type AnalysisRow = typeof userAiAnalyses.$inferSelect;
type AnalysisType = StoredAnalysis['analysisType'];
type JsonObject = StoredAnalysis['analysisData'];

export interface AnalysisInput {
  analysisType: AnalysisType;
  analysisData: JsonObject;
  userProfileSnapshot?: JsonObject | null | undefined;
}

export function toAnalysis(row: AnalysisRow): StoredAnalysis {
  return {
    id: row.id,
    // The column's check constraint admits only the three analysis types.
    analysisType: row.analysisType as AnalysisType,
    analysisData: row.analysisData as JsonObject,
    userProfileSnapshot: (row.userProfileSnapshot ?? null) as JsonObject | null,
    createdAt: isoString(row.createdAt),
  };
}

export async function listAnalyses(
  db: Executor,
  userId: string,
  options: { limit: number; type?: AnalysisType | undefined },
): Promise<StoredAnalysis[]> {
  const rows = await db
    .select()
    .from(userAiAnalyses)
    .where(
      and(
        eq(userAiAnalyses.userId, userId),
        options.type ? eq(userAiAnalyses.analysisType, options.type) : undefined,
      ),
    )
    .orderBy(desc(userAiAnalyses.createdAt), desc(userAiAnalyses.id))
    .limit(options.limit);
  return rows.map(toAnalysis);
}

export async function createAnalysis(
  db: Executor,
  userId: string,
  input: AnalysisInput,
): Promise<StoredAnalysis> {
  const [row] = await db
    .insert(userAiAnalyses)
    .values({
      userId,
      analysisType: input.analysisType,
      analysisData: input.analysisData,
      userProfileSnapshot: input.userProfileSnapshot ?? null,
    })
    .returning();
  if (!row) throw new Error('The analysis insert returned no row');
  return toAnalysis(row);
}

/** Spec §4: analyses are hard-deleted. */
export async function deleteAnalysis(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(userAiAnalyses)
    .where(and(eq(userAiAnalyses.userId, userId), eq(userAiAnalyses.id, id)))
    .returning({ id: userAiAnalyses.id });
  return rows.length > 0;
}
