import { Hono } from 'hono';
import { z } from 'zod';
import { MedicationCreateSchema, MedicationUpdateSchema } from '../../../domain';
import type { AppDeps } from '../../app';
import {
  createMedication,
  deactivateMedication,
  listMedications,
  updateMedication,
} from '../../db/repositories/medications';
import { parseBody, parseId, parseQuery, QueryFlagSchema } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

const ListQuerySchema = z.object({ includeInactive: QueryFlagSchema });

/** `/api/me/medications`: active ones newest first; delete is soft and ends the medication today. */
export function medicationsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const { includeInactive } = parseQuery(c, ListQuerySchema);
      const items = await listMedications(db, c.get('user').id, {
        includeInactive: includeInactive ?? false,
      });
      return c.json({ items });
    })
    .post('/', async (c) => {
      const input = await parseBody(c, MedicationCreateSchema);
      return c.json({ item: await createMedication(db, c.get('user').id, input) }, 201);
    })
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const changes = await parseBody(c, MedicationUpdateSchema);
      const item = await updateMedication(db, c.get('user').id, id, changes);
      if (!item) throw noSuchRow('medication');
      return c.json({ item });
    })
    .delete('/:id', async (c) => {
      const item = await deactivateMedication(db, c.get('user').id, parseId(c));
      if (!item) throw noSuchRow('medication');
      return c.json({ item });
    });
}
