import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

/** The request being answered, for every log line written while answering it. */
const current = new AsyncLocalStorage<{ id: string }>();

/**
 * The server's logger: one JSON object per line on stdout (pino), each carrying `reqId` when it
 * was written while a request was answered. LOG_LEVEL sets the level (default `info`).
 */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    base: { service: 'preventive-health-nutrition' },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const request = current.getStore();
      return request ? { reqId: request.id } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * `deps.log`'s shape, `(...args)`, written to the logger as an error: the strings become the
 * message, an Error its `err` (with the stack), anything else `detail`.
 */
export function logFunction(logger: Logger) {
  return (...args: unknown[]) => {
    const message = args.filter((a) => typeof a === 'string').join(' ');
    const err = args.find((a) => a instanceof Error);
    const detail = args.filter((a) => typeof a !== 'string' && !(a instanceof Error));
    logger.error({ ...(err ? { err } : {}), ...(detail.length ? { detail } : {}) }, message);
  };
}

/** A request id a proxy sent and we may keep: short, and only characters safe in a log line. */
const KEEPABLE_ID = /^[\w.-]{1,64}$/;

/**
 * Gives each request an id (the `X-Request-Id` a proxy sent, when it is short and plain, or a
 * new one), answers with it in `X-Request-Id`, and logs one line per request: method, path with
 * its secrets hidden, status and milliseconds.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const sent = c.req.header('X-Request-Id');
    const id = sent && KEEPABLE_ID.test(sent) ? sent : randomUUID();
    const started = performance.now();
    await current.run({ id }, async () => {
      await next();
      // Set on the reply's own headers as secureHeaders does: `c.header` after the handler copies
      // the reply, which turns @hono/node-server's light response (its string written at once)
      // into a stream read chunk by chunk, a cost on every request.
      c.res.headers.set('X-Request-Id', id);
      logger.info(
        {
          method: c.req.method,
          path: loggablePath(c.req.path),
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
  };
}

/** A UUID (a row's id) is kept; a long segment with digits in it may be a token and is hidden. */
const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
const OPAQUE = /^[\w-]{16,}$/;
const DIGIT = /\d/;

/**
 * The path as it may be logged: a reset token (`/api/auth/reset-password/<token>`) or any other
 * opaque token in a path never reaches the logs; the query string is not logged at all.
 */
export function loggablePath(path: string): string {
  const segments = path.slice(0, 512).split('/');
  return segments
    .map((segment, i) => {
      if (i > 0 && segments[i - 1] === 'reset-password' && segment) return ':hidden';
      const opaque = OPAQUE.test(segment) && DIGIT.test(segment) && !UUID.test(segment);
      return opaque ? ':hidden' : segment;
    })
    .join('/');
}
