import { and, eq, sql } from 'drizzle-orm';
import type { ChatKind, StoredChatHistory } from '#domain';
import type { Database } from '../client';
import { type JsonText, jsonObject, jsonText, storedJson } from '../json-text';
import { userChatHistory } from '../schema';
import { listReader } from './list-reader';
import { type Executor, isoString } from './rows';

type ChatRow = typeof userChatHistory.$inferSelect;

export interface ChatHistoryInput {
  chatType: ChatKind;
  messages: StoredChatHistory['messages'];
  metadata: StoredChatHistory['metadata'];
}

export type ChatHistoryChanges = Partial<Omit<ChatHistoryInput, 'chatType'>>;

export function toChatHistory(row: ChatRow): StoredChatHistory {
  return {
    id: row.id,
    // Written only through ChatHistoryCreateSchema; not parsed again so older rows still load.
    chatType: row.chatType as ChatKind,
    messages: row.messages as StoredChatHistory['messages'],
    metadata: row.metadata as StoredChatHistory['metadata'],
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
  };
}

const mine = (userId: string, id: string) =>
  and(eq(userChatHistory.userId, userId), eq(userChatHistory.id, id));

type ListRow = Omit<ChatRow, 'userId' | 'messages' | 'metadata'> & {
  messages: string;
  metadata: string;
};

/** `toChatHistory` as JSON text, the stored parts put in as they are (json-text.ts). */
function chatHistoryJson(row: ListRow): JsonText<StoredChatHistory> {
  return jsonObject<StoredChatHistory>({
    id: jsonText(row.id),
    chatType: jsonText(row.chatType as ChatKind),
    messages: storedJson(row.messages),
    metadata: storedJson(row.metadata),
    createdAt: jsonText(isoString(row.createdAt)),
    updatedAt: jsonText(isoString(row.updatedAt)),
  });
}

/** The user's conversations, newest first, as JSON text for the list route (`?type=` filters). */
export function chatHistoryListReader(db: Database) {
  return listReader(db, {
    name: 'chat_history_list',
    table: userChatHistory,
    columns: {
      id: userChatHistory.id,
      chatType: userChatHistory.chatType,
      messages: sql<string>`${userChatHistory.messages}::text`,
      metadata: sql<string>`${userChatHistory.metadata}::text`,
      createdAt: userChatHistory.createdAt,
      updatedAt: userChatHistory.updatedAt,
    },
    filter: { option: 'type', column: userChatHistory.chatType },
    toJson: chatHistoryJson,
  });
}

export async function createChatHistory(
  db: Executor,
  userId: string,
  input: ChatHistoryInput,
): Promise<StoredChatHistory> {
  const [row] = await db
    .insert(userChatHistory)
    .values({ ...input, userId })
    .returning();
  if (!row) throw new Error('The chat history insert returned no row');
  return toChatHistory(row);
}

export async function updateChatHistory(
  db: Executor,
  userId: string,
  id: string,
  changes: ChatHistoryChanges,
): Promise<StoredChatHistory | null> {
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(userChatHistory).where(mine(userId, id));
    return row ? toChatHistory(row) : null;
  }
  const [row] = await db
    .update(userChatHistory)
    .set({ ...changes, updatedAt: new Date() })
    .where(mine(userId, id))
    .returning();
  return row ? toChatHistory(row) : null;
}

/** Spec §4: chat history is hard-deleted. */
export async function deleteChatHistory(
  db: Executor,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(userChatHistory)
    .where(mine(userId, id))
    .returning({ id: userChatHistory.id });
  return rows.length > 0;
}
