import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../test/databases';
import { createTestApp, fromAddress, TEST_ORIGIN, type TestContext } from '../test/test-app';
import { FUNCTION_CALLS_PER_CLIENT } from './functions.routes';

// Issue 15, Deliver 4: the server functions are limited per client, in the database, so every
// instance holds the same count: a client refused by one is refused by the other.

const LIMIT = { windowSeconds: 60, max: 3 };

describe.each(databaseKinds())('function rate limits (%s)', (kind) => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestApp(kind, { functionRateLimit: LIMIT });
    second = await createTestApp(kind, {
      functionRateLimit: LIMIT,
      sharedDatabase: first.database,
    });
  });
  afterAll(async () => {
    await first.database.dispose();
  });

  const chat = (ctx: TestContext, address: string) =>
    ctx.app.request(
      '/api/functions/ai-chat',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ type: 'startQuestionnaire' }),
      },
      fromAddress(address),
    );

  it('answers 429 with Retry-After past the limit, counted across both instances', async () => {
    // Calls alternate between the instances: the fourth is refused wherever it lands.
    const statuses = [];
    for (const ctx of [first, second, first, second, first]) {
      statuses.push((await chat(ctx, '203.0.113.7')).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await chat(second, '203.0.113.7');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = (await refused.json()) as {
      success: boolean;
      error: { code: string; message: string };
    };
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toContain(`wait ${retryAfter} seconds`);
  });

  it('counts each client and each function apart', async () => {
    expect((await chat(first, '203.0.113.8')).status).toBe(200);
    const analyze = await first.app.request(
      '/api/functions/ai-analyze',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
        body: JSON.stringify({ type: 'healthAnalysis' }),
      },
      fromAddress('203.0.113.7'),
    );
    // Not refused: a missing profile is the answer, not the limit of ai-chat.
    expect(analyze.status).toBe(400);
  });

  it('lets a person pacing one call a second through, with room for a second tab', () => {
    expect(FUNCTION_CALLS_PER_CLIENT.max / FUNCTION_CALLS_PER_CLIENT.windowSeconds).toBe(2);
  });
});
