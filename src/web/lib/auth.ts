import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { paths } from '../config/paths';
import { ApiRequestError } from './api-error';
import { configQueryOptions } from './app-config';
import type { AuthClient } from './auth-client';
import { loadOnce } from './load-once';

export type AuthSession = AuthClient['$Infer']['Session'];
export type AuthUser = AuthSession['user'];

/** What better-auth's client asks for the session, on this origin. */
const SESSION_URL = '/api/auth/get-session';

const sessionChangeListeners = new Set<() => void>();

/**
 * better-auth's client, loaded on first use: every page shows whether someone is signed in, but
 * only signing in, up or out needs the client (and the zod it brings), so the first page a
 * visitor opens does not wait for it. The session itself is read with a plain `fetch`
 * (`sessionQueryOptions`). A failed load is forgotten, so the next call tries again.
 */
export const loadAuthClient: () => Promise<AuthClient> = loadOnce(() =>
  import('./auth-client').then(({ authClient }) => {
    authClient.$store.atoms.$sessionSignal.listen(() => {
      for (const listener of sessionChangeListeners) listener();
    });
    return authClient;
  }),
);

export const sessionQueryKey = ['auth', 'session'] as const;

/** How often a signed-in session is checked again while the page stays open. */
export const SESSION_REFETCH_INTERVAL_MS = 5 * 60_000;

/**
 * The signed-in session, or `null` when signed out. It lives in TanStack Query (not in
 * better-auth's `useSession` store) so route guards can await it in loaders and tests can preset
 * it; `syncAuthWithQueryClient` keeps it current after sign-in, sign-out and the like.
 *
 * While someone is signed in it is fetched again on window focus and every 5 minutes: better-auth
 * extends a session each time it is read, so a person who keeps using the app is never signed
 * out mid-use, and one whose session ended elsewhere sees it here soon.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
  refetchInterval: (query) => (query.state.data ? SESSION_REFETCH_INTERVAL_MS : false),
});

/**
 * `GET /api/auth/get-session`, as better-auth's client sends it and read as it reads it (ISO
 * timestamps become `Date`s), without loading the client. Like the client, it trusts the reply's
 * shape: it comes from our own better-auth server.
 */
async function fetchSession(signal: AbortSignal): Promise<AuthSession | null> {
  let response: Response;
  try {
    response = await fetch(SESSION_URL, {
      headers: { Accept: 'application/json' },
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal.aborted) throw cause;
    throw new ApiRequestError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
      cause,
    });
  }
  const body = parseJsonWithDates(await response.text());
  if (!response.ok) {
    const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as {
      code?: unknown;
      message?: unknown;
    };
    throw new ApiRequestError({
      status: response.status,
      code: typeof code === 'string' ? code : 'AUTH_ERROR',
      message:
        typeof message === 'string' && message !== ''
          ? message
          : 'Could not check whether you are signed in.',
    });
  }
  return (body as AuthSession | null) ?? null;
}

/** better-auth's timestamp format (`Date.prototype.toJSON`), which its client turns into `Date`s. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;

/** An empty or unreadable body (a proxy's error page) reads as `null`. */
function parseJsonWithDates(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text, (_key, value: unknown) =>
      typeof value === 'string' && ISO_TIMESTAMP.test(value) ? new Date(value) : value,
    );
  } catch {
    return null;
  }
}

export interface AuthState {
  /** Whether the server has authentication on (`GET /api/config`); off when unreachable. */
  isEnabled: boolean;
  session: AuthSession | null;
}

/**
 * Initialises the auth state once (later calls reuse the cached queries). Never throws: a server
 * that cannot be reached counts as "auth off", a session that cannot be read as "signed out".
 */
export async function loadAuthState(queryClient: QueryClient): Promise<AuthState> {
  const config = await queryClient.ensureQueryData(configQueryOptions).catch(() => undefined);
  if (!config?.auth.enabled) return { isEnabled: false, session: null };
  const session = await queryClient.ensureQueryData(sessionQueryOptions).catch(() => null);
  return { isEnabled: true, session };
}

export interface UseAuthResult extends AuthState {
  /** True until we know whether auth is on and, if it is, whether someone is signed in. */
  isPending: boolean;
  user: AuthUser | null;
}

export function useAuth(): UseAuthResult {
  const configQuery = useQuery(configQueryOptions);
  const isEnabled = configQuery.data?.auth.enabled === true;
  const sessionQuery = useQuery({ ...sessionQueryOptions, enabled: isEnabled });
  const session = isEnabled ? (sessionQuery.data ?? null) : null;
  return {
    isEnabled,
    isPending: configQuery.isPending || (isEnabled && sessionQuery.isPending),
    session,
    user: session?.user ?? null,
  };
}

/**
 * Signs out on the server and always clears the local session (spec §4: sign-out clears it) and
 * the health profile held in this tab, so a shared computer keeps no health data after sign-out.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Spec §7 tolerates a failed server sign-out (401/403/404): the local state is cleared anyway.
      await loadAuthClient()
        .then((authClient) => authClient.signOut())
        .catch(() => undefined);
    },
    onSettled: async () => {
      queryClient.setQueryData(sessionQueryKey, null);
      // Loaded here rather than imported: the store (and the domain schemas it uses) is not
      // needed to show the header, which is where Sign Out lives.
      const { profileStore } = await import('./profile-store');
      profileStore.reset();
    },
  });
}

/**
 * better-auth raises a signal after every call that changes the session (sign-in, sign-up,
 * sign-out, email verification, ...). Refetch our session query then, so callers of the
 * operations below need not remember to. The client may load later (`loadAuthClient`); the
 * listener applies from then on. Returns the unsubscribe function.
 */
export function syncAuthWithQueryClient(queryClient: QueryClient): () => void {
  const listener = () => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
  sessionChangeListeners.add(listener);
  return () => {
    sessionChangeListeners.delete(listener);
  };
}

// ----- product-level operations (spec §7) -------------------------------------------------------

/** Spec §8 success messages, word for word. */
export const AUTH_MESSAGES = {
  signUp: 'Please check your email to verify your account',
  signIn: 'Signed in successfully',
  resetRequested: 'Password reset email sent. Please check your inbox.',
  passwordUpdated: 'Password updated successfully',
  verificationSent: 'Verification email sent. Please check your inbox.',
} as const;

interface BetterAuthCallError {
  status: number;
  statusText?: string;
  code?: string | undefined;
  message?: string | undefined;
}

type BetterAuthResult<T> = { data: T; error: null } | { data: null; error: BetterAuthCallError };

/**
 * Runs a better-auth client call and turns its `{ data, error }` reply into data or a thrown
 * `ApiRequestError` carrying the server's status, code and message, the same error the rest of
 * the app handles. A reply without a message (a proxy's 502 page) gets code HTTP_ERROR and no
 * server message is claimed; an unreachable server gets NETWORK_ERROR.
 */
async function callAuth<T>(
  call: (authClient: AuthClient) => Promise<BetterAuthResult<T>>,
): Promise<T> {
  let result: BetterAuthResult<T>;
  try {
    result = await call(await loadAuthClient());
  } catch (cause) {
    throw new ApiRequestError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection and try again.',
      cause,
    });
  }
  if (result.error) {
    const { status, code, message } = result.error;
    const hasServerMessage = typeof message === 'string' && message.trim() !== '';
    throw new ApiRequestError({
      status,
      code:
        code ?? (status === 429 ? 'RATE_LIMITED' : hasServerMessage ? 'AUTH_ERROR' : 'HTTP_ERROR'),
      message: hasServerMessage
        ? message
        : `The server could not complete the request (status ${status}). Please try again.`,
    });
  }
  return result.data;
}

/** Signs in with email and password; the session query refreshes itself afterwards. */
export async function signIn(email: string, password: string): Promise<string> {
  await callAuth((authClient) => authClient.signIn.email({ email, password }));
  return AUTH_MESSAGES.signIn;
}

/**
 * Creates an account (better-auth's `name` holds the full name) and has the confirmation email
 * sent; its link signs the person in and lands on `/auth/callback`.
 */
export async function signUp(
  email: string,
  password: string,
  { full_name }: { full_name: string },
): Promise<string> {
  await callAuth((authClient) =>
    authClient.signUp.email({
      name: full_name,
      email,
      password,
      callbackURL: paths.auth.callback.getHref(),
    }),
  );
  return AUTH_MESSAGES.signUp;
}

/** Requests the password-reset email; its link lands on `/auth/reset-password?token=...`. */
export async function resetPassword(email: string): Promise<string> {
  await callAuth((authClient) =>
    authClient.requestPasswordReset({ email, redirectTo: paths.auth.resetPassword.getHref() }),
  );
  return AUTH_MESSAGES.resetRequested;
}

/** Sets a new password with the token from the reset link. */
export async function updatePassword(token: string, newPassword: string): Promise<string> {
  await callAuth((authClient) => authClient.resetPassword({ token, newPassword }));
  return AUTH_MESSAGES.passwordUpdated;
}

/** Sends the confirmation email again (for an address that is not confirmed yet). */
export async function resendVerification(email: string): Promise<string> {
  await callAuth((authClient) =>
    authClient.sendVerificationEmail({ email, callbackURL: paths.auth.callback.getHref() }),
  );
  return AUTH_MESSAGES.verificationSent;
}
