import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MealPlan,
  MealPlanChatReplySchema,
  MealPlanSchema,
  QUESTIONNAIRE_START_FALLBACK,
  QuestionnaireReplySchema,
  toHealthProfile,
  UserProfileSchema,
  verifyMealPlan,
} from '#domain';
import { createTestApp, type TestContext } from '../test/test-app';
import { createLlmReader } from './llm-reader';

/**
 * The optional LLM against a fake OpenAI-compatible server started here (never a paid API): a
 * correct reading is applied by the engine, a rule-breaking one refused, and a timeout, a 429,
 * garbage or an outage each end in the built-in answer.
 */

type Scenario =
  | { kind: 'reply'; content: string }
  | { kind: 'status'; status: number }
  | { kind: 'hang' };

let scenario: Scenario = { kind: 'status', status: 500 };
const asked: string[] = [];

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'fake-model',
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function handle(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  request.on('data', (chunk) => {
    body += chunk;
  });
  request.on('end', () => {
    const messages = (JSON.parse(body) as { messages: { role: string; content: string }[] })
      .messages;
    asked.push(messages.at(-1)?.content ?? '');
    if (scenario.kind === 'hang') return; // never answers: the reader's timeout ends it
    if (scenario.kind === 'status') {
      response.writeHead(scenario.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'slow down' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(completion(scenario.content)));
  });
}

const USER_PROFILE = {
  profile: { name: 'Omar', age: 47, gender: 'male', weight: 88, height: 178 },
  healthConditions: ['high_cholesterol'],
  medications: [],
  allergies: ['peanuts'],
  dietaryRestrictions: [],
  foodPreferences: { liked: [], disliked: [], cuisines: [] },
};

describe('the optional LLM reads what the built-in reader cannot', () => {
  let fake: Server;
  let ctx: TestContext;
  let plan: MealPlan;

  beforeAll(async () => {
    fake = createServer(handle);
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    ctx = await createTestApp('pglite', {
      llm: createLlmReader({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        apiKey: 'test-key',
        model: 'fake-model',
        timeoutMs: 300,
      }),
    });
    const res = await ctx.app.request('/api/functions/ai-analyze', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'mealPlan', userProfile: USER_PROFILE, daysCount: 3, seed: 5 }),
    });
    plan = MealPlanSchema.parse(((await res.json()) as { data: unknown }).data);
  });

  afterAll(async () => {
    await ctx.database.dispose();
    fake.closeAllConnections();
    await new Promise((resolve) => fake.close(resolve));
  });

  /** One ai-chat call, its data. */
  async function post(body: object): Promise<unknown> {
    const res = await ctx.app.request('/api/functions/ai-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: unknown }).data;
  }

  async function chat(message: string) {
    const body = { userProfile: USER_PROFILE, currentMealPlan: plan, message, seed: 3 };
    return MealPlanChatReplySchema.parse(await post({ type: 'mealPlanChat', ...body }));
  }

  // Words the built-in reader does not know.
  const UNREAD = 'not keen on what you picked for the second evening';

  it('reports the mode in /api/config', async () => {
    const res = await ctx.app.request('/api/config');
    expect(((await res.json()) as { ai: unknown }).ai).toEqual({
      mode: 'llm',
      model: 'fake-model',
    });
  });

  it('applies a correct reading through the engine, which verifies the plan', async () => {
    scenario = {
      kind: 'reply',
      content: '```json\n{"intents":[{"kind":"swap","slot":"dinner","day":2}]}\n```',
    };
    const reply = await chat(UNREAD);
    expect(asked.at(-1)).toBe(UNREAD);
    expect(reply.answeredBy).toBe('llm');
    expect(reply.outcome).toBe('changed');
    const modified = reply.modifiedMealPlan!;
    expect(modified.days[1]!.meals.dinner.name).not.toBe(plan.days[1]!.meals.dinner.name);
    const profile = toHealthProfile(UserProfileSchema.parse(USER_PROFILE));
    expect(verifyMealPlan(modified, profile).violations).toEqual([]);
  });

  it('refuses a reading that breaks a rule (peanuts for a peanut allergy)', async () => {
    scenario = { kind: 'reply', content: '{"intents":[{"kind":"include-food","food":"peanuts"}]}' };
    const reply = await chat('could i get some of those little legumes in my lunch');
    expect(reply.answeredBy).toBe('llm');
    expect(reply.outcome).toBe('refused');
    expect(reply.modifiedMealPlan).toBeUndefined();
  });

  it.each<[string, Scenario, RegExp]>([
    ['a timeout', { kind: 'hang' }, /LLM timeout/],
    ['a 429', { kind: 'status', status: 429 }, /LLM rate-limited/],
    ['garbage', { kind: 'reply', content: 'Sure! Happy to help with that.' }, /LLM malformed/],
    ['an outage', { kind: 'status', status: 503 }, /LLM unavailable/],
  ])('gives the built-in answer after %s, and logs why', async (_name, next, logged) => {
    scenario = next;
    const before = ctx.errors.length;
    const reply = await chat(UNREAD);
    expect(reply.answeredBy).toBe('builtin');
    expect(reply.outcome).toBe('clarify');
    expect(ctx.errors.slice(before).flat().join(' ')).toMatch(logged);
  });

  async function answer(text: string) {
    const question = { role: 'assistant', content: QUESTIONNAIRE_START_FALLBACK };
    return QuestionnaireReplySchema.parse(
      await post({
        type: 'continueQuestionnaire',
        conversationHistory: [{ ...question, timestamp: '2026-11-26T10:00:00Z' }],
        message: text,
        userProfile: {},
      }),
    );
  }

  it('reads a questionnaire answer the built-in reader cannot, and says what it understood', async () => {
    scenario = { kind: 'reply', content: '{"goals":["Lose weight"]}' };
    const reply = await answer('tbh i mostly want to shift the baby weight');
    expect(asked.at(-1)).toContain('Answer: tbh i mostly want to shift the baby weight');
    expect(reply.answeredBy).toBe('llm');
    expect(reply.extractedData?.goals).toEqual(['Lose weight']);
    expect(reply.message).toMatch(/lose weight/i);
  });

  it('gives the built-in questionnaire answer when the LLM reply is not the data asked for', async () => {
    scenario = { kind: 'reply', content: '{"goals": "lots"}' };
    const reply = await answer('fit back into my wedding dress');
    expect(reply.answeredBy).toBe('builtin');
    expect(reply.extractedData?.goals).toBeUndefined();
    expect(reply.message).toMatch(/didn't quite catch that/);
  });

  it('does not ask the LLM what the built-in reader understands', async () => {
    const count = asked.length;
    const reply = await chat('swap lunch on day 1');
    expect(reply.answeredBy).toBe('builtin');
    expect(asked.length).toBe(count);
  });
});
