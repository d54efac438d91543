import { z } from 'zod';
import { AI_ANALYSIS_FAILED, AI_CHAT_FAILED, type AnalyzeRequest, type ChatRequest } from '#domain';
import { apiRequest, ONE_OFF_PARSE } from './api-client';
import { ApiRequestError } from './api-error';
import { describeProfileErrors } from './profile-field-errors';
import { yieldToMain } from './yield-to-main';

/**
 * Calls to the spec's server functions (§7). Every AI call waits until at least one second has
 * passed since the previous one (spec §9). A reply with `success: false`, a 4xx/5xx or no server
 * at all becomes a `FunctionCallError`; screens then show the spec's fallback content (§8).
 * A call given a `signal` (a query's, which TanStack Query aborts when the screen that asked
 * leaves) is dropped if it is aborted while waiting for its turn, and its request cancelled.
 */

/** Spec §9: minimum spacing between AI calls. */
export const AI_CALL_SPACING_MS = 1000;

let nextSlot = 0;
/** The calls waiting for their turn, each with a way to drop it. */
const waiting = new Set<(reason: unknown) => void>();

async function spaced<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  signal?.throwIfAborted();
  const now = Date.now();
  const wait = Math.max(0, nextSlot - now);
  nextSlot = Math.max(now, nextSlot) + AI_CALL_SPACING_MS;
  if (wait > 0) await sleep(wait, signal);
  return call();
}

/** Resolves after `ms`; rejects as soon as the signal is aborted or the wait is dropped. */
function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (reason?: unknown) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      waiting.delete(settle);
      if (reason === undefined) resolve();
      else reject(reason);
    };
    const onAbort = () => settle(signal?.reason);
    const timer = setTimeout(settle, ms);
    waiting.add(settle);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Test hook: forget the spacing so tests do not wait between calls, and drop the calls still
 * waiting for their turn, so that a screen a test has left sends nothing into the next test.
 */
export function resetAiCallSpacing() {
  nextSlot = 0;
  const dropped = new DOMException('The call was dropped before it was sent.', 'AbortError');
  for (const drop of waiting) drop(dropped);
}

const ReplySchema = z.object({
  success: z.boolean(),
  data: z.unknown(),
  error: z.unknown().nullish(),
});

export class FunctionCallError extends Error {
  override readonly name = 'FunctionCallError';
  constructor(
    message: string,
    readonly kind: string | null,
    readonly status: number,
  ) {
    super(message);
  }
}

function errorMessage(error: unknown, fallback: string): { message: string; kind: string | null } {
  const parsed = z.object({ message: z.string(), kind: z.string().optional() }).safeParse(error);
  if (parsed.success) return { message: parsed.data.message, kind: parsed.data.kind ?? null };
  return { message: typeof error === 'string' && error ? error : fallback, kind: null };
}

async function callFunction<T extends z.ZodType>(
  path: string,
  body: unknown,
  schema: T,
  failure: string,
  signal: AbortSignal | undefined,
): Promise<z.output<T>> {
  return spaced(async () => {
    let reply: z.output<typeof ReplySchema>;
    try {
      reply = await apiRequest(path, { method: 'POST', body, schema: ReplySchema, signal });
    } catch (error) {
      if (error instanceof ApiRequestError) {
        // A stored answer the server refuses is named in words, with where to correct it.
        const profileProblem =
          error.code === 'VALIDATION_FAILED' ? describeProfileErrors(error.fieldErrors) : null;
        if (profileProblem) throw new FunctionCallError(profileProblem, 'profile', error.status);
        // Spec §8: a 429 logs a rate-limit notice; the screen then shows its fallback.
        if (error.status === 429) {
          console.warn(
            `Rate limit reached for ${path}${error.retryAfterSeconds ? `: try again in ${error.retryAfterSeconds} s` : ''}. Showing the built-in content.`,
          );
        }
        throw new FunctionCallError(
          error.message || failure,
          error.code === 'DOMAIN_FAILURE' ? 'domain' : null,
          error.status,
        );
      }
      throw error;
    }
    if (!reply.success) {
      const { message, kind } = errorMessage(reply.error, failure);
      throw new FunctionCallError(message, kind, 200);
    }
    // A plan of 14 days takes a slow phone tens of milliseconds to check, and as long again to
    // store and draw: each in a task of its own.
    await yieldToMain();
    const data = schema.safeParse(reply.data, ONE_OFF_PARSE);
    if (!data.success) throw new FunctionCallError(failure, 'invalid-reply', 200);
    await yieldToMain();
    return data.data;
  }, signal);
}

/** Not cancelled when its screen is left: an analysis or a plan is stored and used again. */
export function callAnalyze<T extends z.ZodType>(request: AnalyzeRequest, schema: T) {
  return callFunction('/api/functions/ai-analyze', request, schema, AI_ANALYSIS_FAILED, undefined);
}

export function callChat<T extends z.ZodType>(
  request: Partial<ChatRequest> & { type: ChatRequest['type'] },
  schema: T,
  signal?: AbortSignal,
) {
  return callFunction('/api/functions/ai-chat', request, schema, AI_CHAT_FAILED, signal);
}
