import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalyzeRequestSchema, MealPlanSchema } from '#domain';
import { createTestApp, type TestContext } from '../test/test-app';
import {
  type Engine,
  EngineBusyError,
  type EngineTask,
  EngineTimeoutError,
  loadInProcessEngine,
  workerEngine,
} from './engine';

// The worker pool's tests start real worker threads, each loading tsx, the domain and HiGHS
// (six starts here, with the ones that replace a stopped task's worker), and plan about thirty
// 14-day plans: tens of seconds, so they run in the Vitest project `integration`. The routes'
// tests use the in-process engine (test/test-app.ts).

/** A 14-day plan for kidney disease with diabetes: among the engine's longest work. */
const KIDNEY_PLAN = AnalyzeRequestSchema.parse({
  type: 'mealPlan',
  daysCount: 14,
  userProfile: {
    profile: {
      name: 'Walter',
      age: 71,
      gender: 'male',
      weight: 92,
      height: 176,
      bmi: 29.7,
      activityLevel: 'sedentary',
    },
    healthConditions: ['chronic_kidney_disease', 'diabetes_type2', 'hypertension'],
    medications: ['lisinopril', 'metformin'],
    allergies: '',
    dietaryRestrictions: [],
    foodPreferences: { liked: ['chicken'], disliked: [], cuisines: [] },
  },
});

const task = (seed: number, days = 14): EngineTask => ({
  fn: 'analyze',
  request: { ...KIDNEY_PLAN, daysCount: days } as EngineTask['request'] & { type: 'mealPlan' },
  seed,
});

function post(ctx: TestContext, body: unknown) {
  return ctx.app.request('/api/functions/ai-analyze', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('the engine on worker threads', () => {
  let pool: Engine;
  let local: Engine;
  beforeAll(async () => {
    pool = workerEngine({ threads: 2 });
    local = await loadInProcessEngine();
    // The first task waits for a worker to load tsx and HiGHS.
    await pool.run(task(1, 3));
  }, 60_000);
  afterAll(async () => {
    await pool.close();
  });

  it('plans exactly what the engine plans in-process for the same seed', async () => {
    const [threaded, inProcess] = await Promise.all([pool.run(task(72)), local.run(task(72))]);
    expect(threaded.result.ok).toBe(true);
    expect(threaded.result).toEqual(inProcess.result);
    expect(MealPlanSchema.safeParse((threaded.result as { data: unknown }).data).success).toBe(
      true,
    );
  });

  it('keeps the event loop free while 14-day plans are made', async () => {
    // The time the loop spent running code (not waiting) while eight plans were made: on the
    // pool, only handing tasks over and reading answers; in-process, the plans themselves.
    const busyWhile = async (engine: Engine) => {
      const start = performance.eventLoopUtilization();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => engine.run(task(100 + i))),
      );
      expect(answers.every((a) => a.result.ok)).toBe(true);
      return performance.eventLoopUtilization(start).active;
    };
    const onPool = await busyWhile(pool);
    const inProcess = await busyWhile(local);
    expect(inProcess).toBeGreaterThan(100);
    // Per plan, a few milliseconds on an idle machine: far under the 50 ms the loop may be held.
    // (Active time is wall time: with other test files on both cores it has measured 22 ms.)
    expect(onPool / 8).toBeLessThan(30);
    // And well under the plans' own time. Not a tighter share: the faster the planner, the
    // smaller that time, while handing over and reading 14-day plans stays (0.29 of it on
    // PostgreSQL's CI run with both cores busy, after the planner got 10 % faster).
    expect(onPool).toBeLessThan(inProcess / 2);
  });

  it('refuses a task when every thread is busy and the queue is full, and recovers', async () => {
    const small = workerEngine({ threads: 1, maxQueue: 1 });
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 5 }, (_, i) => small.run(task(200 + i))),
      );
      const refused = outcomes.filter(
        (o) => o.status === 'rejected' && o.reason instanceof EngineBusyError,
      );
      const done = outcomes.filter((o) => o.status === 'fulfilled');
      expect(refused.length).toBeGreaterThanOrEqual(3);
      expect(done.length).toBeGreaterThanOrEqual(1);
      expect(refused.length + done.length).toBe(5);
      // Once the queue drains, the next task is taken.
      expect((await small.run(task(300, 3))).result.ok).toBe(true);
    } finally {
      await small.close();
    }
  }, 60_000);

  it('stops a task whose deadline passes, and the pool goes on with a fresh worker', async () => {
    const controller = new AbortController();
    const running = pool.run(task(400), controller.signal);
    setTimeout(() => controller.abort(), 2);
    await expect(running).rejects.toBeInstanceOf(EngineTimeoutError);
    expect((await pool.run(task(401, 3))).result.ok).toBe(true);
  }, 60_000);
});

describe('the functions on a busy or slow engine', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = workerEngine({ threads: 1, maxQueue: 1 });
    await engine.run(task(1, 3));
  }, 60_000);
  afterAll(async () => {
    await engine.close();
  });

  it('answers 503 with Retry-After when the planner is busy, never piling up', async () => {
    const ctx = await createTestApp('pglite', { engine });
    try {
      const replies = await Promise.all(
        Array.from({ length: 6 }, () => post(ctx, { ...KIDNEY_PLAN })),
      );
      const busy = replies.filter((r) => r.status === 503);
      expect(replies.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
      expect(busy.length).toBeGreaterThanOrEqual(3);
      for (const reply of busy) {
        expect(reply.headers.get('retry-after')).toBe('2');
        expect(await reply.json()).toEqual({
          success: false,
          data: null,
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'The planner is busy. Please try again in 2 seconds.',
          },
        });
      }
    } finally {
      await ctx.database.dispose();
    }
  }, 60_000);

  it('ends a request that runs past its deadline with a clear error', async () => {
    const ctx = await createTestApp('pglite', { engine, requestTimeoutMs: 5 });
    try {
      const reply = await post(ctx, KIDNEY_PLAN);
      expect(reply.status).toBe(503);
      expect(await reply.json()).toEqual({
        success: false,
        data: null,
        error: {
          code: 'TIMED_OUT',
          message: 'The server could not finish this request within 5 ms. Please try again.',
        },
      });
    } finally {
      await ctx.database.dispose();
    }
    // The stopped task's worker was replaced: the next request is answered.
    const next = await createTestApp('pglite', { engine });
    try {
      expect((await post(next, { ...KIDNEY_PLAN, daysCount: 3 })).status).toBe(200);
    } finally {
      await next.database.dispose();
    }
  }, 60_000);
});
