import { Hono } from 'hono';
import { z } from 'zod';
import {
  ChatHistoryCreateSchema,
  ChatHistoryUpdateSchema,
  ChatKindSchema,
  ListLimitSchema,
} from '#domain';
import {
  chatHistoryListReader,
  createChatHistory,
  deleteChatHistory,
  updateChatHistory,
} from '../../db/repositories/chat-history';
import type { AppDeps } from '../../deps';
import { itemsReply } from '../../http/json-reply';
import { parseBody, parseId, parseQuery } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';
import { noSuchRow } from './not-found';

const ListQuerySchema = z.object({ limit: ListLimitSchema, type: ChatKindSchema.optional() });

/** `/api/me/chat-history`: saved conversations, newest first; delete is hard. */
export function chatHistoryRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const listChatHistory = chatHistoryListReader(db);
  return new Hono<SignedInEnv>()
    .get('/', async (c) => {
      const query = parseQuery(c, ListQuerySchema);
      return itemsReply(c, await listChatHistory(c.get('user').id, query));
    })
    .post('/', async (c) => {
      const input = await parseBody(c, ChatHistoryCreateSchema);
      return c.json({ item: await createChatHistory(db, c.get('user').id, input) }, 201);
    })
    .patch('/:id', async (c) => {
      const id = parseId(c);
      const changes = await parseBody(c, ChatHistoryUpdateSchema);
      const item = await updateChatHistory(db, c.get('user').id, id, changes);
      if (!item) throw noSuchRow('chat history');
      return c.json({ item });
    })
    .delete('/:id', async (c) => {
      if (!(await deleteChatHistory(db, c.get('user').id, parseId(c)))) {
        throw noSuchRow('chat history');
      }
      return c.body(null, 204);
    });
}
