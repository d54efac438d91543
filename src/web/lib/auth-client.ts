import { createAuthClient } from 'better-auth/client';

/**
 * better-auth's client, pointed at the server's `/api/auth/*` on this origin. A full URL with a
 * path is used as is (better-auth only appends its default `/api/auth` to a bare origin).
 *
 * Only `auth.ts` imports this module, and only with `import()`: the client (and the zod it
 * brings) loads the first time someone signs in, up or out, never for a page that only shows
 * whether they are signed in (see `loadAuthClient`).
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  // Look `fetch` up at call time (better-auth would keep the one present at start-up), so a
  // stubbed or instrumented `fetch` applies to auth calls too.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});

export type AuthClient = typeof authClient;
