import { Hono } from 'hono';
import { z } from 'zod';
import {
  ListLimitSchema,
  MealPlanCreateSchema,
  MealPlanUpdateSchema,
  newMealPlanValues,
} from '#domain';
import {
  createMealPlan,
  deleteMealPlan,
  mealPlanListReader,
  updateMealPlan,
} from '../../db/repositories/meal-plans';
import { todayDate } from '../../db/repositories/rows';
import type { AppDeps } from '../../deps';
import { itemsReply } from '../../http/json-reply';
import { parseBody, parseId, parseQuery, QueryFlagSchema } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

const ListQuerySchema = z.object({ limit: ListLimitSchema, active: QueryFlagSchema });

/** `/api/me/meal-plans`: newest first; a new plan is the active one; delete is hard. */
export function mealPlansRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const listMealPlans = mealPlanListReader(db);
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const query = parseQuery(c, ListQuerySchema);
      return itemsReply(c, await listMealPlans(c.get('user').id, query));
    })
    .post('/', async (c) => {
      const input = await parseBody(c, MealPlanCreateSchema);
      const values = newMealPlanValues(input, todayDate());
      return c.json({ item: await createMealPlan(db, c.get('user').id, values) }, 201);
    })
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const changes = await parseBody(c, MealPlanUpdateSchema);
      const item = await updateMealPlan(db, c.get('user').id, id, changes);
      if (!item) throw noSuchRow('meal plan');
      return c.json({ item });
    })
    .delete('/:id', async (c) => {
      if (!(await deleteMealPlan(db, c.get('user').id, parseId(c)))) throw noSuchRow('meal plan');
      return c.body(null, 204);
    });
}
