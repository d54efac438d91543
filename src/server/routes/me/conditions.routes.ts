import { Hono } from 'hono';
import { z } from 'zod';
import { ConditionCreateSchema, ConditionUpdateSchema } from '../../../domain';
import type { AppDeps } from '../../app';
import {
  createCondition,
  deactivateCondition,
  listConditions,
  updateCondition,
} from '../../db/repositories/conditions';
import { parseBody, parseId, parseQuery, QueryFlagSchema } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

const ListQuerySchema = z.object({ includeInactive: QueryFlagSchema });

/** `/api/me/conditions`: active ones newest first; delete is soft. */
export function conditionsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const { includeInactive } = parseQuery(c, ListQuerySchema);
      const items = await listConditions(db, c.get('user').id, {
        includeInactive: includeInactive ?? false,
      });
      return c.json({ items });
    })
    .post('/', async (c) => {
      const input = await parseBody(c, ConditionCreateSchema);
      return c.json({ item: await createCondition(db, c.get('user').id, input) }, 201);
    })
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const changes = await parseBody(c, ConditionUpdateSchema);
      const item = await updateCondition(db, c.get('user').id, id, changes);
      if (!item) throw noSuchRow('condition');
      return c.json({ item });
    })
    .delete('/:id', async (c) => {
      const item = await deactivateCondition(db, c.get('user').id, parseId(c));
      if (!item) throw noSuchRow('condition');
      return c.json({ item });
    });
}
