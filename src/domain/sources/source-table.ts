import { z } from 'zod';
import { CONDITION_ROWS } from './rows-conditions';
import { GENERAL_ROWS } from './rows-general';
import { MEDICATION_ROWS } from './rows-medications';

/**
 * The one clinical sources table: every row of `shared/data/clinical-targets.md` that the
 * targets, the written guidance or the medication table cite, in the table's order (A, B, C;
 * B10.2 after B9.4). Every number and piece of advice names one or more of these ids, so the UI
 * can show where it comes from. Ids are permanent.
 */
export const SOURCE_ROWS = [...GENERAL_ROWS, ...CONDITION_ROWS, ...MEDICATION_ROWS] as const;

export type SourceId = (typeof SOURCE_ROWS)[number]['id'];

export const SOURCE_IDS = SOURCE_ROWS.map((row) => row.id) as [SourceId, ...SourceId[]];
export const SourceIdSchema = z.enum(SOURCE_IDS);

export const SourceRowSchema = z.object({
  id: SourceIdSchema,
  title: z.string(),
  citation: z.string(),
  check: z.enum(['V', 'S', 'K']),
});
export type SourceRow = z.infer<typeof SourceRowSchema>;

const rowsById = new Map<string, SourceRow>(SOURCE_ROWS.map((row) => [row.id, row]));

export function isSourceId(id: string): id is SourceId {
  return rowsById.has(id);
}

export function getSource(id: SourceId): SourceRow {
  const row = rowsById.get(id);
  if (!row) throw new Error(`Unknown clinical-targets row: ${id}`);
  return row;
}

/** The rows for a set of ids, once each, in the order of the clinical-targets table. */
export function sourcesFor(ids: Iterable<SourceId>): SourceRow[] {
  const wanted = new Set<string>(ids);
  return SOURCE_ROWS.filter((row) => wanted.has(row.id)).map(({ id, title, citation, check }) => ({
    id,
    title,
    citation,
    check,
  }));
}
