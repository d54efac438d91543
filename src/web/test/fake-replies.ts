import type { z } from 'zod';
import type { FunctionResult } from '#domain';

/** The fake API's replies (`fake-api.ts`): what a route answers, and the server's shapes. */

export interface RecordedRequest {
  method: string;
  /** Path and query, as requested. */
  url: string;
  /** Path without the query. */
  path: string;
  /** The query's parameters. */
  query: URLSearchParams;
  body: unknown;
  /** The JSON the fake answered with (unset for a `Response` given by a test, or none yet). */
  reply?: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Answer = FakeReply | Response;
/** A reply, or a function of the request giving one (or null: answer as the fake would). */
export type FakeRoute =
  | Answer
  | ((request: RecordedRequest) => Answer | null | Promise<Answer | null>);
/** `'POST /api/me/health-data'` -> the reply (or a function of the request giving it). */
export type FakeRoutes = Record<string, FakeRoute>;

/** A server function's success reply (`/api/functions/*`). */
export const functionReply = (data: unknown): FakeReply => ({
  body: { success: true, data, error: null },
});

/** The server's error shape, as its one `onError` writes it. */
export const errorReply = (
  status: number,
  code = 'INTERNAL',
  message = 'Something went wrong.',
) => ({
  status,
  body: { error: { code, message } },
});

/** A server function's 400 for input that does not validate, naming the fields that failed. */
export const functionFieldErrorReply = (
  message: string,
  fieldErrors: Record<string, string[]>,
): FakeReply => ({
  status: 400,
  body: {
    success: false,
    data: null,
    error: { code: 'VALIDATION_FAILED', message, fieldErrors },
  },
});

/** A request that never reaches a server: fetch rejects with a TypeError, as browsers do. */
export const networkError = (): never => {
  throw new TypeError('Failed to fetch');
};

/** A promise and the function that settles it, to hold a reply while a test checks a state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A reply that never comes (a request left in flight). */
export const never = () => new Promise<never>(() => {});

export const isResponse = (answer: Answer): answer is Response => answer instanceof Response;

export function toResponse(answer: Answer): Response {
  if (isResponse(answer)) return answer;
  const status = answer.status ?? 200;
  const body = status === 204 || answer.body === undefined ? null : JSON.stringify(answer.body);
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'application/json', ...answer.headers },
  });
}

/** The server's 400 for a body its schema refuses (first issue as the message). */
export function invalid(error: z.ZodError, envelope = false): FakeReply {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  const first = error.issues[0];
  const message = first ? `${first.path.join('.') || 'body'}: ${first.message}` : 'Invalid input';
  const problem = { code: 'VALIDATION_FAILED', message, fieldErrors };
  return {
    status: 400,
    body: envelope ? { success: false, data: null, error: problem } : { error: problem },
  };
}

/** A function's result in its envelope, as `functions.routes.ts` replies. */
export function functionAnswer(result: FunctionResult): FakeReply {
  if (result.ok) return functionReply(result.data);
  const { field, message, kind } = result.error;
  if (field) {
    const error = { code: 'VALIDATION_FAILED', message: `${field}: ${message}` };
    return {
      status: 400,
      body: {
        success: false,
        data: null,
        error: { ...error, fieldErrors: { [field]: [message] } },
      },
    };
  }
  return {
    status: 422,
    body: { success: false, data: null, error: { code: 'DOMAIN_FAILURE', kind, message } },
  };
}

/** The server's 404 for a resource it does not have. */
export const notFound = (what: string) => errorReply(404, 'NOT_FOUND', `No such ${what}.`);
