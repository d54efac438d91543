import { Hono } from 'hono';
import { z } from 'zod';
import { AllergyCreateSchema, AllergyUpdateSchema } from '../../../domain';
import type { AppDeps } from '../../app';
import {
  createAllergy,
  deactivateAllergy,
  listAllergies,
  updateAllergy,
} from '../../db/repositories/allergies';
import { parseBody, parseId, parseQuery, QueryFlagSchema } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

const ListQuerySchema = z.object({ includeInactive: QueryFlagSchema });

/** `/api/me/allergies`: active ones, most severe first; delete is soft. */
export function allergiesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const { includeInactive } = parseQuery(c, ListQuerySchema);
      const items = await listAllergies(db, c.get('user').id, {
        includeInactive: includeInactive ?? false,
      });
      return c.json({ items });
    })
    .post('/', async (c) => {
      const input = await parseBody(c, AllergyCreateSchema);
      return c.json({ item: await createAllergy(db, c.get('user').id, input) }, 201);
    })
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const changes = await parseBody(c, AllergyUpdateSchema);
      const item = await updateAllergy(db, c.get('user').id, id, changes);
      if (!item) throw noSuchRow('allergy');
      return c.json({ item });
    })
    .delete('/:id', async (c) => {
      const item = await deactivateAllergy(db, c.get('user').id, parseId(c));
      if (!item) throw noSuchRow('allergy');
      return c.json({ item });
    });
}
