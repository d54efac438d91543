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
  INTERNAL: 500,
};

/** An expected failure with a status and a message safe to show. Thrown by handlers. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
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

/** The one `onError`: AppErrors as they are, anything else logged and answered generically. */
export function handleError(err: Error, c: Context, log: (...args: unknown[]) => void) {
  if (err instanceof AppError) {
    return c.json(errorBody(err.code, err.message, err.fieldErrors), err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 413 ? 'VALIDATION_FAILED' : status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
    return c.json(errorBody(code, err.message || 'Bad request'), status);
  }
  log('Unhandled error on', c.req.method, c.req.path, err);
  return c.json(errorBody('INTERNAL', 'Something went wrong on our side. Please try again.'), 500);
}
