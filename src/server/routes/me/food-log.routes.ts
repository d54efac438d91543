import { Hono } from 'hono';
import { z } from 'zod';
import {
  FoodLogEntryCreateSchema,
  FoodLogEntryUpdateSchema,
  LogRangeSchema,
  MeasurementCreateSchema,
  MeasurementKindSchema,
} from '#domain';
import {
  countFoodLogDay,
  createFoodLogEntry,
  deleteFoodLogEntry,
  ENTRIES_PER_DAY_MAX,
  listFoodLog,
  updateFoodLogEntry,
} from '../../db/repositories/food-log';
import {
  createMeasurement,
  deleteMeasurement,
  listMeasurements,
} from '../../db/repositories/measurements';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { requireKnownFoods } from '../../http/known-foods';
import { parseBody, parseId, parseQuery } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

/** `/api/me/food-log` (issue 16): what the person ate, day by day; delete is hard. */
export function foodLogRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const range = parseQuery(c, LogRangeSchema);
      return c.json({ items: await listFoodLog(db, c.get('user').id, range) });
    })
    .post('/', async (c) => {
      const input = await parseBody(c, FoodLogEntryCreateSchema);
      requireKnownFoods(input.ingredients);
      const userId = c.get('user').id;
      if ((await countFoodLogDay(db, userId, input.date)) >= ENTRIES_PER_DAY_MAX) {
        throw new AppError(
          'VALIDATION_FAILED',
          `date: a day may hold at most ${ENTRIES_PER_DAY_MAX} entries; edit or delete one first.`,
          { date: [`already holds ${ENTRIES_PER_DAY_MAX} entries`] },
        );
      }
      return c.json({ item: await createFoodLogEntry(db, userId, input) }, 201);
    })
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const changes = await parseBody(c, FoodLogEntryUpdateSchema);
      requireKnownFoods(changes.ingredients);
      const item = await updateFoodLogEntry(db, c.get('user').id, id, changes);
      if (!item) throw noSuchRow('food log entry');
      return c.json({ item });
    })
    .delete('/:id', async (c) => {
      const deleted = await deleteFoodLogEntry(db, c.get('user').id, parseId(c));
      if (!deleted) throw noSuchRow('food log entry');
      return c.body(null, 204);
    });
}

const MeasurementQuerySchema = z
  .object({ kind: MeasurementKindSchema.optional() })
  .and(LogRangeSchema);

/** `/api/me/measurements` (issue 16): weight, blood pressure and blood glucose; delete is hard. */
export function measurementsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const query = parseQuery(c, MeasurementQuerySchema);
      return c.json({ items: await listMeasurements(db, c.get('user').id, query) });
    })
    .post('/', async (c) => {
      const input = await parseBody(c, MeasurementCreateSchema);
      return c.json({ item: await createMeasurement(db, c.get('user').id, input) }, 201);
    })
    .delete('/:id', async (c) => {
      const deleted = await deleteMeasurement(db, c.get('user').id, parseId(c));
      if (!deleted) throw noSuchRow('measurement');
      return c.body(null, 204);
    });
}
