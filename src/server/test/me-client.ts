import type { TestContext } from './test-app';
import { TEST_ORIGIN } from './test-app';

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * When the last write through any client finished. PGlite's clock counts whole milliseconds, so
 * two rows written within one share `created_at`, and "newest first" between them falls to the
 * random id. So a write starts only once the clock has moved past the last one (a millisecond
 * at most). PostgreSQL counts microseconds and would not need it.
 */
let lastWriteEnded = 0;
async function afterLastWrite(): Promise<void> {
  while (Date.now() <= lastWriteEnded) await new Promise((resolve) => setTimeout(resolve, 1));
}

/**
 * Requests to /api/me/... as one signed-in person (or nobody, with a null cookie). A body that
 * is a string is sent as it is (for bodies that are not JSON); anything else as JSON.
 */
export function meClient(ctx: TestContext, cookie: string | null) {
  async function call<T = unknown>(
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<Reply<T>> {
    const writes = method !== 'GET';
    if (writes) await afterLastWrite();
    const headers: Record<string, string> = { origin: TEST_ORIGIN };
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await ctx.app.request(`/api/me${path}`, {
      method,
      headers,
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await res.text();
    if (writes) lastWriteEnded = Date.now();
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, headers: res.headers, body: parsed as T };
  }
  return {
    call,
    get: <T = unknown>(path: string) => call<T>('GET', path),
    post: <T = unknown>(path: string, body: unknown) => call<T>('POST', path, body),
    put: <T = unknown>(path: string, body: unknown) => call<T>('PUT', path, body),
    patch: <T = unknown>(path: string, body: unknown) => call<T>('PATCH', path, body),
    del: <T = unknown>(path: string, body?: unknown) => call<T>('DELETE', path, body),
  };
}

export type MeClient = ReturnType<typeof meClient>;

/** The `error` of a JSON error reply. */
export interface ErrorReply {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
}
