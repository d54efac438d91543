import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'DOMAIN_FAILURE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'TIMED_OUT'
  | 'INTERNAL';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  DOMAIN_FAILURE: 422,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  TIMED_OUT: 503,
  INTERNAL: 500,
};

/** An expected failure with a status and a message safe to show. Thrown by handlers. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Sent as Retry-After (429, 503): when asking again may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export function errorBody(code: string, message: string, fieldErrors?: Record<string, string[]>) {
  return { error: fieldErrors ? { code, message, fieldErrors } : { code, message } };
}

/**
 * The one `onError`: AppErrors as they are, anything else logged and answered generically. The
 * server functions (spec §7) answer in their own envelope, `{ success: false, data: null, error }`.
 */
export function handleError(err: Error, c: Context, log: (...args: unknown[]) => void) {
  const body = (code: string, message: string, fieldErrors?: Record<string, string[]>) => {
    const { error } = errorBody(code, message, fieldErrors);
    return c.req.path.startsWith('/api/functions/')
      ? { success: false, data: null, error }
      : { error };
  };
  if (err instanceof AppError) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(err.retryAfterSeconds));
    return c.json(body(err.code, err.message, err.fieldErrors), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 413 ? 'VALIDATION_FAILED' : status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
    return c.json(body(code, err.message || 'Bad request'), status);
  }
  log('Unhandled error on', c.req.method, c.req.path, err);
  return c.json(body('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
}
