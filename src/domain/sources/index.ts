export type { SourceId, SourceRow } from './source-table';
export {
  getSource,
  isSourceId,
  SOURCE_IDS,
  SOURCE_ROWS,
  SourceIdSchema,
  SourceRowSchema,
  sourcesFor,
} from './source-table';
