import { Hono } from 'hono';
import { z } from 'zod';
import { RestrictionCreateSchema, RestrictionUpdateSchema } from '../../../domain';
import type { AppDeps } from '../../app';
import {
  createRestriction,
  deactivateRestriction,
  listRestrictions,
  updateRestriction,
} from '../../db/repositories/dietary-restrictions';
import { parseBody, parseId, parseQuery, QueryFlagSchema } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

const ListQuerySchema = z.object({ includeInactive: QueryFlagSchema });

/** `/api/me/dietary-restrictions`: active ones newest first; delete is soft. */
export function dietaryRestrictionsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const { includeInactive } = parseQuery(c, ListQuerySchema);
      const items = await listRestrictions(db, c.get('user').id, {
        includeInactive: includeInactive ?? false,
      });
      return c.json({ items });
    })
    .post('/', async (c) => {
      const input = await parseBody(c, RestrictionCreateSchema);
      return c.json({ item: await createRestriction(db, c.get('user').id, input) }, 201);
    })
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const changes = await parseBody(c, RestrictionUpdateSchema);
      const item = await updateRestriction(db, c.get('user').id, id, changes);
      if (!item) throw noSuchRow('dietary restriction');
      return c.json({ item });
    })
    .delete('/:id', async (c) => {
      const item = await deactivateRestriction(db, c.get('user').id, parseId(c));
      if (!item) throw noSuchRow('dietary restriction');
      return c.json({ item });
    });
}
