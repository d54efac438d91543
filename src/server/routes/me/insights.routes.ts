import { Hono } from 'hono';
import { z } from 'zod';
import { InsightTypeSchema, InsightUpdateSchema } from '#domain';
import { findInsights, saveInsight } from '../../db/repositories/insights';
import type { AppDeps } from '../../deps';
import { parseBody, parseParam } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';

const TypeParamSchema = z.object({ type: InsightTypeSchema });

/** `/api/me/insights`: the latest insight of each type, and the earlier ones. */
export function insightsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => c.json(await findInsights(db, c.get('user').id)))
    .put('/:type', async (c) => {
      const { type } = parseParam(c, TypeParamSchema);
      const { data } = await parseBody(c, InsightUpdateSchema);
      return c.json(await saveInsight(db, c.get('user').id, type, data, new Date()));
    });
}
