import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Helpers for the auth and account screens' tests (not used by the app).
 * `stubFetchByPath` answers `fetch` by URL path (optionally `METHOD /path`), as the server would.
 */
export type RouteReply = (body: unknown, url: URL) => Response | Promise<Response>;

export function stubFetchByPath(routes: Record<string, RouteReply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      window.location.origin,
    );
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const reply =
      routes[`${init?.method ?? 'GET'} ${url.pathname}`] ??
      routes[url.pathname] ??
      // After a sign-in better-auth refreshes the session; by default nobody is signed in.
      (url.pathname === '/api/auth/get-session' ? () => Response.json(null) : undefined);
    if (!reply) return Response.json({ message: `No stub for ${url.pathname}` }, { status: 404 });
    return reply(body, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON bodies sent to `pathname`, oldest first. */
export function sentBodies(fetchMock: ReturnType<typeof stubFetchByPath>, pathname: string) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), window.location.origin).pathname === pathname)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

export const authErrorReply = (status: number, body: { code?: string; message?: string }) =>
  Response.json(body, { status });

/** A promise and the function that settles it, to hold a request open while checking a state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Finds `text` and checks it sits in a polite live region (role=status), so it is announced. */
export async function findStatusMessage(text: string | RegExp) {
  const element = await screen.findByText(text);
  expect(element.closest('[role="status"]')).not.toBeNull();
  return element;
}
