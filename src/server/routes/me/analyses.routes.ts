import { Hono } from 'hono';
import { z } from 'zod';
import { AnalysisCreateSchema, AnalysisTypeSchema, ListLimitSchema } from '#domain';
import { analysisListReader, createAnalysis, deleteAnalysis } from '../../db/repositories/analyses';
import type { AppDeps } from '../../deps';
import { itemsReply } from '../../http/json-reply';
import { parseBody, parseId, parseQuery } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

/** The list's query: `?limit=` (10 by default) and `?type=` (all types when absent). */
const ListQuerySchema = z.object({ limit: ListLimitSchema, type: AnalysisTypeSchema.optional() });

/** `/api/me/analyses`: stored AI results, newest first; delete is hard. */
export function analysesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const listAnalyses = analysisListReader(db);
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const query = parseQuery(c, ListQuerySchema);
      return itemsReply(c, await listAnalyses(c.get('user').id, query));
    })
    .post('/', async (c) => {
      const input = await parseBody(c, AnalysisCreateSchema);
      return c.json({ item: await createAnalysis(db, c.get('user').id, input) }, 201);
    })
    .delete('/:id', async (c) => {
      if (!(await deleteAnalysis(db, c.get('user').id, parseId(c)))) throw noSuchRow('analysis');
      return c.body(null, 204);
    });
}
