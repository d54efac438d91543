import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './errors';

/**
 * How long any API request may run before it is answered with an error: the engine's longest
 * work (a 14-day plan edited for kidney disease) takes about a second, an LLM reading at most
 * its own 8 s timeout (ai/llm-reader.ts).
 */
export const REQUEST_TIMEOUT_MS = 15_000;

const SIGNAL = 'deadlineSignal';

/**
 * Ends any request still running after `ms` with a 503 naming the wait. Work that can stop
 * (the engine's tasks) takes `deadlineOf(c)` and is cancelled when the deadline passes; what
 * cannot (a database query) finishes unseen.
 */
export function requestDeadline(ms: number = REQUEST_TIMEOUT_MS): MiddlewareHandler {
  return async (c, next) => {
    const controller = new AbortController();
    c.set(SIGNAL as never, controller.signal as never);
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(timedOut(ms));
      }, ms);
    });
    try {
      await Promise.race([next(), expired]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The request's deadline, for work that can be cancelled (none outside `requestDeadline`). */
export function deadlineOf(c: Context): AbortSignal | undefined {
  return c.get(SIGNAL as never) as AbortSignal | undefined;
}

export function timedOut(ms: number) {
  const wait = ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} seconds`;
  return new AppError(
    'TIMED_OUT',
    `The server could not finish this request within ${wait}. Please try again.`,
  );
}
