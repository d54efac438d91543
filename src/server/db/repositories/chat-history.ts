import { and, desc, eq } from 'drizzle-orm';
import type { ChatKind, StoredChatHistory } from '#domain';
import { userChatHistory } from '../schema';
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

export async function listChatHistory(
  db: Executor,
  userId: string,
  options: { limit: number; type?: ChatKind | undefined },
): Promise<StoredChatHistory[]> {
  const rows = await db
    .select()
    .from(userChatHistory)
    .where(
      and(
        eq(userChatHistory.userId, userId),
        options.type ? eq(userChatHistory.chatType, options.type) : undefined,
      ),
    )
    .orderBy(desc(userChatHistory.createdAt), desc(userChatHistory.id))
    .limit(options.limit);
  return rows.map(toChatHistory);
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
