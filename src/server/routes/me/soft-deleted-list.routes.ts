import { Hono } from 'hono';
import { z } from 'zod';
import type { Executor } from '../../db/repositories/rows';
import type { AppDeps } from '../../deps';
import { parseBody, parseId, parseQuery, QueryFlagSchema } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

const ListQuerySchema = z.object({ includeInactive: QueryFlagSchema });

/** What a list table whose rows are kept inactive when removed (spec §4 soft delete) offers. */
export interface SoftDeletedListRepository<Input, Changes, Item> {
  list(db: Executor, userId: string, options: { includeInactive: boolean }): Promise<Item[]>;
  create(db: Executor, userId: string, input: Input): Promise<Item>;
  update(db: Executor, userId: string, id: string, changes: Changes): Promise<Item | null>;
  deactivate(db: Executor, userId: string, id: string): Promise<Item | null>;
}

/**
 * The routes of one such table (conditions, medications, allergies, dietary restrictions):
 * `GET /` (active rows; `?includeInactive=true` for all), `POST /` (201), `PATCH /:id` and a soft
 * `DELETE /:id`, each answering with the row. `noun` names the row in a 404.
 */
export function softDeletedListRoutes<
  CreateSchema extends z.ZodType,
  UpdateSchema extends z.ZodType,
  Item,
>(
  deps: AppDeps,
  options: {
    noun: string;
    createSchema: CreateSchema;
    updateSchema: UpdateSchema;
    repository: SoftDeletedListRepository<z.output<CreateSchema>, z.output<UpdateSchema>, Item>;
  },
) {
  const { db } = deps.database;
  const { noun, createSchema, updateSchema, repository } = options;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const { includeInactive } = parseQuery(c, ListQuerySchema);
      const items = await repository.list(db, c.get('user').id, {
        includeInactive: includeInactive ?? false,
      });
      return c.json({ items });
    })
    .post('/', async (c) => {
      const input = await parseBody(c, createSchema);
      return c.json({ item: await repository.create(db, c.get('user').id, input) }, 201);
    })
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const changes = await parseBody(c, updateSchema);
      const item = await repository.update(db, c.get('user').id, id, changes);
      if (!item) throw noSuchRow(noun);
      return c.json({ item });
    })
    .delete('/:id', async (c) => {
      const item = await repository.deactivate(db, c.get('user').id, parseId(c));
      if (!item) throw noSuchRow(noun);
      return c.json({ item });
    });
}
