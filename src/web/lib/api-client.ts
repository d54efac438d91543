import type { z } from 'zod';
import { ApiErrorSchema } from '#domain';
import { ApiRequestError, retryAfterSeconds } from './api-error';

/**
 * How the browser checks a reply: without zod's compiled fast path. zod compiles one for each
 * object schema on its first parse, which pays off over many parses (the server) but not for the
 * few replies a page checks: a week's plan, first parse, 9 ms with it and 4 ms without (Node;
 * about four times that on the phone Lighthouse simulates, issue 15).
 */
export const ONE_OFF_PARSE = { jitless: true } as const;

/**
 * The one way the web app calls `/api/*`. Replies are parsed with a zod schema (no casts of
 * unvalidated JSON); failures become an `ApiRequestError` carrying the server's error shape.
 */
export interface ApiRequestOptions<TSchema extends z.ZodType> {
  /** Validates the reply body; its output is what `apiRequest` resolves to. */
  schema: TSchema;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  { schema, method = 'GET', body, signal }: ApiRequestOptions<TSchema>,
): Promise<z.output<TSchema>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
      cause,
    });
  }

  const payload = await readJson(response);

  if (!response.ok) {
    const parsedError = ApiErrorSchema.safeParse(payload.value);
    const retryAfter = retryAfterSeconds(response.headers.get('Retry-After'));
    if (parsedError.success) {
      throw new ApiRequestError({
        status: response.status,
        ...parsedError.data.error,
        body: payload.value,
        retryAfterSeconds: retryAfter,
      });
    }
    throw new ApiRequestError({
      status: response.status,
      code: 'HTTP_ERROR',
      body: payload.value,
      retryAfterSeconds: retryAfter,
      message: `The server could not complete the request (status ${response.status}). Please try again.`,
    });
  }

  const parsed = schema.safeParse(payload.value, ONE_OFF_PARSE);
  if (!parsed.success) {
    throw new ApiRequestError({
      status: response.status,
      code: 'INVALID_RESPONSE',
      body: payload.value,
      message:
        'The server sent a reply this page does not understand. Please reload and try again.',
      cause: payload.isJson ? parsed.error : payload.error,
    });
  }
  return parsed.data;
}

type JsonRead =
  | { isJson: true; value: unknown }
  | { isJson: false; value: undefined; error?: unknown };

/** An empty body reads as `undefined`; a body that is not JSON is reported, not thrown. */
async function readJson(response: Response): Promise<JsonRead> {
  const text = await response.text();
  if (text.trim() === '') return { isJson: true, value: undefined };
  try {
    return { isJson: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { isJson: false, value: undefined, error };
  }
}
