import { Hono } from 'hono';
import {
  FoodPreferenceCreateSchema,
  FoodPreferencesBulkSchema,
  FoodPreferenceUpdateSchema,
} from '#domain';
import {
  deleteFoodPreference,
  listFoodPreferences,
  saveFoodPreference,
  saveFoodPreferencesInBulk,
  updateFoodPreference,
} from '../../db/repositories/food-preferences';
import type { AppDeps } from '../../deps';
import { parseBody, parseId } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

/** `/api/me/food-preferences`: one row per food; the same food again updates it; delete is hard. */
export function foodPreferencesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => c.json({ items: await listFoodPreferences(db, c.get('user').id) }))
    .post('/', async (c) => {
      const input = await parseBody(c, FoodPreferenceCreateSchema);
      const { item, created } = await saveFoodPreference(db, c.get('user').id, input);
      return c.json({ item }, created ? 201 : 200);
    })
    .put('/', async (c) => {
      const lists = await parseBody(c, FoodPreferencesBulkSchema);
      return c.json({ items: await saveFoodPreferencesInBulk(db, c.get('user').id, lists) });
    })
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const changes = await parseBody(c, FoodPreferenceUpdateSchema);
      const item = await updateFoodPreference(db, c.get('user').id, id, changes);
      if (!item) throw noSuchRow('food preference');
      return c.json({ item });
    })
    .delete('/:id', async (c) => {
      if (!(await deleteFoodPreference(db, c.get('user').id, parseId(c)))) {
        throw noSuchRow('food preference');
      }
      return c.body(null, 204);
    });
}
