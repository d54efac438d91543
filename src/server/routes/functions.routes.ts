import { randomInt } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import {
  AnalyzeRequestSchema,
  ChatRequestSchema,
  type FunctionResult,
  runAnalyze,
  runChat,
} from '../../domain';
import type { AppDeps } from '../app';
import { fieldErrorsOf, readJson, validationMessage } from '../http/validation';

/**
 * The spec's server functions (§7), answered by the engine, signed in or not:
 * `{ success, data, error }`. Bad input is a 400 whose `error` names the field; an answer the
 * engine cannot give (an infeasible plan, a child's targets) is a 422 with the reason.
 */
export function functionsRoutes(deps: AppDeps) {
  const log = deps.log ?? console.error;

  function reply(c: Context, result: FunctionResult) {
    if (result.ok) return c.json({ success: true, data: result.data, error: null });
    return c.json(
      {
        success: false,
        data: null,
        error: { code: 'DOMAIN_FAILURE', kind: result.error.kind, message: result.error.message },
      },
      422 as ContentfulStatusCode,
    );
  }

  function invalid(c: Context, error: z.ZodError) {
    return c.json(
      {
        success: false,
        data: null,
        error: {
          code: 'VALIDATION_FAILED',
          message: validationMessage(error),
          fieldErrors: fieldErrorsOf(error),
        },
      },
      400,
    );
  }

  return new Hono()
    .post('/ai-analyze', async (c) => {
      const parsed = AnalyzeRequestSchema.safeParse(await readJson(c));
      if (!parsed.success) return invalid(c, parsed.error);
      const started = performance.now();
      const result = runAnalyze(parsed.data, {
        seed: randomInt(0, 2 ** 31 - 1),
        solver: deps.solver,
      });
      c.header('Server-Timing', `engine;dur=${(performance.now() - started).toFixed(1)}`);
      if (!result.ok) log('ai-analyze could not answer', parsed.data.type, result.error.kind);
      return reply(c, result);
    })
    .post('/ai-chat', async (c) => {
      const parsed = ChatRequestSchema.safeParse(await readJson(c));
      if (!parsed.success) return invalid(c, parsed.error);
      const started = performance.now();
      const result = runChat(parsed.data, {
        seed: parsed.data.seed ?? randomInt(0, 2 ** 31 - 1),
        now: new Date().toISOString(),
        solver: deps.solver,
      });
      c.header('Server-Timing', `engine;dur=${(performance.now() - started).toFixed(1)}`);
      return reply(c, result);
    });
}
