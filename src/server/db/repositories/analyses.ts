import { and, eq, sql } from 'drizzle-orm';
import type { StoredAnalysis } from '#domain';
import type { Database } from '../client';
import { type JsonText, jsonObject, jsonText, storedJson } from '../json-text';
import { userAiAnalyses } from '../schema';
import { listReader } from './list-reader';
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

type ListRow = Omit<AnalysisRow, 'userId' | 'analysisData' | 'userProfileSnapshot'> & {
  analysisData: string;
  userProfileSnapshot: string | null;
};

/** `toAnalysis` as JSON text, the stored parts put in as they are (json-text.ts). */
function analysisJson(row: ListRow): JsonText<StoredAnalysis> {
  return jsonObject<StoredAnalysis>({
    id: jsonText(row.id),
    analysisType: jsonText(row.analysisType as AnalysisType),
    analysisData: storedJson(row.analysisData),
    userProfileSnapshot: storedJson(row.userProfileSnapshot),
    createdAt: jsonText(isoString(row.createdAt)),
  });
}

/** The user's analyses, newest first, as JSON text for the list route (`?type=` filters). */
export function analysisListReader(db: Database) {
  return listReader(db, {
    name: 'analyses_list',
    table: userAiAnalyses,
    columns: {
      id: userAiAnalyses.id,
      analysisType: userAiAnalyses.analysisType,
      analysisData: sql<string>`${userAiAnalyses.analysisData}::text`,
      userProfileSnapshot: sql<string | null>`${userAiAnalyses.userProfileSnapshot}::text`,
      createdAt: userAiAnalyses.createdAt,
    },
    filter: { option: 'type', column: userAiAnalyses.analysisType },
    toJson: analysisJson,
  });
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
