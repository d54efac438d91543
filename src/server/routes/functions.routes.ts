import { randomInt } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import {
  AnalyzeRequestSchema,
  type ChatRequest,
  ChatRequestSchema,
  type ExtractedData,
  type FunctionResult,
  newAnswerOf,
  parseMealPlanRequests,
  readsNewAnswer,
} from '#domain';
import { type AttemptRule, countAttempt } from '../auth/attempt-limits';
import type { AppDeps } from '../deps';
import { EngineBusyError, type EngineTask, EngineTimeoutError } from '../engine/engine';
import type { ClientAddressResolver } from '../http/client-address';
import { deadlineOf, REQUEST_TIMEOUT_MS, timedOut } from '../http/deadline';
import { AppError } from '../http/errors';
import { fieldErrorsOf, readJson, validationMessage } from '../http/validation';

/**
 * Calls of each function one client may make a minute: twice what the app's own pacing (one AI
 * call a second, spec §9) lets a tab make. Counted in the database, so every instance shares it.
 */
export const FUNCTION_CALLS_PER_CLIENT: AttemptRule = { windowSeconds: 60, max: 120 };

/** Retry-After when every planner thread is busy: a queue of plans drains in about this long. */
export const ENGINE_BUSY_RETRY_SECONDS = 2;

/**
 * The spec's server functions (§7), answered by the engine, signed in or not:
 * `{ success, data, error }`. Bad input is a 400 whose `error` names the field; an answer the
 * engine cannot give (an infeasible plan, a child's targets) is a 422 with the reason.
 */
export function functionsRoutes(deps: AppDeps, clientAddress: ClientAddressResolver) {
  const log = deps.log ?? console.error;
  const limit =
    deps.functionRateLimit === undefined ? FUNCTION_CALLS_PER_CLIENT : deps.functionRateLimit;

  /** A 429 with Retry-After once this client has made its calls of this function this minute. */
  async function checkRateLimit(c: Context, name: string) {
    if (!limit) return;
    const decision = await countAttempt(
      deps.database.db,
      `function:${name}:${clientAddress(c) ?? 'unknown'}`,
      limit,
    );
    if (decision.allowed) return;
    throw new AppError(
      'RATE_LIMITED',
      `Too many requests. Please wait ${decision.retryAfterSeconds} seconds and try again.`,
      undefined,
      decision.retryAfterSeconds,
    );
  }

  function invalid(error: z.ZodError) {
    return new AppError('VALIDATION_FAILED', validationMessage(error), fieldErrorsOf(error));
  }

  /**
   * The engine's answer. A full queue is a 503 with Retry-After; a task past the request's
   * deadline was stopped and is answered as timed out.
   */
  async function runEngine(c: Context, task: EngineTask): Promise<FunctionResult> {
    try {
      const { result, ms } = await deps.engine.run(task, deadlineOf(c));
      c.header('Server-Timing', `engine;dur=${ms.toFixed(1)}`);
      return result;
    } catch (error) {
      if (error instanceof EngineBusyError) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          `The planner is busy. Please try again in ${ENGINE_BUSY_RETRY_SECONDS} seconds.`,
          undefined,
          ENGINE_BUSY_RETRY_SECONDS,
        );
      }
      if (error instanceof EngineTimeoutError)
        throw timedOut(deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS);
      throw error;
    }
  }

  /** In the functions' envelope; an answer the engine cannot give is a 422 with the reason. */
  function reply(c: Context, result: FunctionResult) {
    if (result.ok) return c.json({ success: true, data: result.data, error: null });
    const { field, message } = result.error;
    if (field)
      throw new AppError('VALIDATION_FAILED', `${field}: ${message}`, { [field]: [message] });
    return c.json(
      {
        success: false,
        data: null,
        error: { code: 'DOMAIN_FAILURE', kind: result.error.kind, message: result.error.message },
      },
      422 as ContentfulStatusCode,
    );
  }

  return new Hono()
    .post('/ai-analyze', async (c) => {
      await checkRateLimit(c, 'ai-analyze');
      const parsed = AnalyzeRequestSchema.safeParse(await readJson(c));
      if (!parsed.success) throw invalid(parsed.error);
      const task = {
        fn: 'analyze',
        request: parsed.data,
        seed: randomInt(0, 2 ** 31 - 1),
      } as const;
      const result = await runEngine(c, task);
      if (!result.ok) log('ai-analyze could not answer', parsed.data.type, result.error.kind);
      return reply(c, result);
    })
    .post('/ai-chat', async (c) => {
      await checkRateLimit(c, 'ai-chat');
      const parsed = ChatRequestSchema.safeParse(await readJson(c));
      if (!parsed.success) throw invalid(parsed.error);
      const { request, answeredBy, newAnswerData } = await withLlmReading(parsed.data);
      const task: EngineTask = {
        fn: 'chat',
        request,
        ...(newAnswerData ? { newAnswerData } : {}),
        seed: parsed.data.seed ?? randomInt(0, 2 ** 31 - 1),
        now: new Date().toISOString(),
      };
      const result = await runEngine(c, task);
      if (result.ok && answeredBy) {
        return reply(c, { ok: true, data: { ...(result.data as object), answeredBy } });
      }
      return reply(c, result);
    });

  /**
   * A Meal Plan Assistant message the built-in reader cannot read goes to the LLM, when one is
   * set; its edits are applied by the engine like a button's. Any failure (timeout, 429, malformed
   * output, an outage) is logged and the built-in answer given.
   */
  async function withLlmReading(request: ChatRequest): Promise<{
    request: ChatRequest;
    answeredBy?: 'builtin' | 'llm';
    newAnswerData?: ExtractedData;
  }> {
    if (request.type === 'continueQuestionnaire') return readAnswerWithLlm(request);
    if (request.type !== 'mealPlanChat' || request.intents) return { request };
    const message = newAnswerOf(request);
    if (!deps.llm || message.trim().length === 0) return { request, answeredBy: 'builtin' };
    if (parseMealPlanRequests(message).some((intent) => intent.kind !== 'unknown')) {
      return { request, answeredBy: 'builtin' };
    }
    const reading = await deps.llm.readMealPlanEdits(message);
    if (!reading.ok) {
      log(`LLM ${reading.reason} (${reading.detail}): the built-in answer is given`);
      return { request, answeredBy: 'builtin' };
    }
    return { request: { ...request, intents: reading.intents }, answeredBy: 'llm' };
  }

  /** A questionnaire answer the built-in reader cannot read goes to the LLM, when one is set. */
  async function readAnswerWithLlm(request: ChatRequest) {
    if (!deps.llm || readsNewAnswer(request)) return { request, answeredBy: 'builtin' as const };
    const history = request.conversationHistory;
    const question = history.findLast((message) => message.role === 'assistant')?.content ?? '';
    const reading = await deps.llm.readQuestionnaireAnswer(question, newAnswerOf(request));
    if (!reading.ok) {
      log(`LLM ${reading.reason} (${reading.detail}): the built-in answer is given`);
      return { request, answeredBy: 'builtin' as const };
    }
    return { request, answeredBy: 'llm' as const, newAnswerData: reading.data };
  }
}
