/**
 * The error every failed call to the server becomes: `apiRequest` (`/api/*`) and the auth
 * operations throw it, and the query client reads it to decide whether to retry. It lives apart
 * from `api-client.ts` so the app shell can use it without loading zod (the reply schemas).
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  /** HTTP status; 0 when the server could not be reached at all. */
  readonly status: number;
  /** The server's `SCREAMING_SNAKE` code, or one of ours: NETWORK_ERROR, HTTP_ERROR, INVALID_RESPONSE. */
  readonly code: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  /** The reply's JSON body as it came (`undefined` when there was none), for screens that show it. */
  readonly body: unknown;
  /** Seconds the server's `Retry-After` asks to wait (a 429 or 503), or null. */
  readonly retryAfterSeconds: number | null;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: Record<string, string[]> | undefined;
    body?: unknown;
    retryAfterSeconds?: number | null;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.status = options.status;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors;
    this.body = options.body;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }

  /** 4xx: the request was wrong; repeating it unchanged will fail again. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** `Retry-After` as seconds from now: a number of seconds or an HTTP date; null when unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}
