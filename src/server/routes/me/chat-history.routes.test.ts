import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type StoredChatHistory, StoredChatHistorySchema } from '#domain';
import { userChatHistory } from '../../db/schema';
import { databaseKinds } from '../../test/databases';
import type { ErrorReply } from '../../test/me-client';
import { countRows, samplePlan, signedInSuite } from '../../test/me-fixtures';

type Item = { item: StoredChatHistory };
type Items = { items: StoredChatHistory[] };

const hello = { role: 'assistant', content: 'Hello! How can I help with your plan?' } as const;

describe.each(databaseKinds())('/api/me/chat-history on %s', (kind) => {
  const suite = signedInSuite(kind, 'chat');

  it('stores a conversation (201) with empty metadata by default', async () => {
    const res = await suite.me.post<Item>('/chat-history', {
      chatType: 'questionnaire',
      messages: [hello],
    });
    expect(res.status).toBe(201);
    expect(StoredChatHistorySchema.parse(res.body.item)).toMatchObject({
      chatType: 'questionnaire',
      messages: [hello],
      metadata: {},
    });
  });

  it('PATCH saves each exchange and moves updatedAt on', async () => {
    const created = await suite.me.post<Item>('/chat-history', {
      chatType: 'mealPlan',
      messages: [hello],
      metadata: { currentMealPlan: samplePlan(3) },
    });
    const messages = [
      hello,
      { role: 'user', content: 'Swap dinner', timestamp: '2026-11-24T10:00:00.000Z' },
    ];
    const res = await suite.me.patch<Item>(`/chat-history/${created.body.item.id}`, { messages });
    expect(res.status).toBe(200);
    expect(res.body.item.messages).toEqual(messages);
    expect(res.body.item.metadata.currentMealPlan?.days).toHaveLength(3);
    expect(res.body.item.updatedAt >= created.body.item.updatedAt).toBe(true);
    const [row] = await suite.ctx.database.db
      .select()
      .from(userChatHistory)
      .where(eq(userChatHistory.id, created.body.item.id));
    expect(row?.messages).toEqual(messages);
  });

  it('lists newest first, by type, 10 by default, with limit', async () => {
    for (let i = 0; i < 10; i++) {
      await suite.me.post('/chat-history', {
        chatType: 'questionnaire',
        messages: [{ role: 'user', content: `answer ${i}` }],
      });
    }
    const all = await suite.me.get<Items>('/chat-history');
    expect(all.status).toBe(200);
    expect(all.body.items).toHaveLength(10);
    expect(all.body.items[0]?.messages[0]?.content).toBe('answer 9');
    const latestMealPlan = await suite.me.get<Items>('/chat-history?type=mealPlan&limit=1');
    expect(latestMealPlan.body.items).toHaveLength(1);
    expect(latestMealPlan.body.items[0]?.chatType).toBe('mealPlan');
    const questionnaires = await suite.me.get<Items>('/chat-history?type=questionnaire&limit=50');
    expect(questionnaires.body.items).toHaveLength(11);
  });

  it('DELETE removes it for good (204), then 404', async () => {
    const [first] = (await suite.me.get<Items>('/chat-history?limit=1')).body.items;
    expect((await suite.me.del(`/chat-history/${first?.id}`)).status).toBe(204);
    expect((await suite.me.del(`/chat-history/${first?.id}`)).status).toBe(404);
    expect((await suite.me.patch(`/chat-history/${first?.id}`, { messages: [] })).status).toBe(404);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const before = await countRows(suite.ctx.database, suite.userId);
    const [first] = (await suite.me.get<Items>('/chat-history?limit=1')).body.items;
    const cases: ['POST' | 'PATCH', unknown, string][] = [
      ['POST', { messages: [] }, 'chatType'],
      ['POST', { chatType: 'support', messages: [] }, 'chatType'],
      [
        'POST',
        { chatType: 'mealPlan', messages: [{ role: 'system', content: 'x' }] },
        'messages.0.role',
      ],
      [
        'POST',
        { chatType: 'mealPlan', messages: [{ role: 'user', content: 'x'.repeat(4001) }] },
        'messages.0.content',
      ],
      [
        'POST',
        { chatType: 'mealPlan', messages: [], metadata: { mood: 'happy' } },
        'metadata.mood',
      ],
      ['PATCH', { chatType: 'mealPlan' }, 'chatType'],
      ['PATCH', { messages: 'hello' }, 'messages'],
    ];
    for (const [method, body, field] of cases) {
      const path = method === 'POST' ? '/chat-history' : `/chat-history/${first?.id}`;
      const res = await suite.me.call<ErrorReply>(method, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
    }
    const badType = await suite.me.get<ErrorReply>('/chat-history?type=support');
    expect(badType.status).toBe(400);
    expect(badType.body.error.fieldErrors).toHaveProperty('type');
    expect(await countRows(suite.ctx.database, suite.userId)).toEqual(before);
    expect((await suite.me.get<Items>('/chat-history?limit=1')).body.items[0]).toEqual(first);
  });
});
