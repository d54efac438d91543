import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createAuthClient } from 'better-auth/react';
import { paths } from '../config/paths';
import { ApiRequestError } from './api-client';
import { configQueryOptions } from './app-config';
import { profileStore } from './profile-store';

/**
 * better-auth's client, pointed at the server's `/api/auth/*` on this origin. A full URL with a
 * path is used as is (better-auth only appends its default `/api/auth` to a bare origin).
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  // Look `fetch` up at call time (better-auth would keep the one present at start-up), so a
  // stubbed or instrumented `fetch` applies to auth calls too.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession['user'];

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
  queryFn: async (): Promise<AuthSession | null> => {
    const { data, error } = await authClient.getSession();
    if (error) {
      throw new ApiRequestError({
        status: error.status,
        code: error.code ?? 'AUTH_ERROR',
        message: error.message ?? 'Could not check whether you are signed in.',
      });
    }
    return data ?? null;
  },
  staleTime: 60_000,
  refetchOnWindowFocus: true,
  refetchInterval: (query) => (query.state.data ? SESSION_REFETCH_INTERVAL_MS : false),
});

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
      await authClient.signOut().catch(() => undefined);
    },
    onSettled: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      profileStore.reset();
    },
  });
}

/**
 * better-auth raises a signal after every call that changes the session (sign-in, sign-up,
 * sign-out, email verification, ...). Refetch our session query then, so callers of
 * `authClient.signIn.email` and friends need not remember to. Returns the unsubscribe function.
 */
export function syncAuthWithQueryClient(queryClient: QueryClient): () => void {
  return authClient.$store.atoms.$sessionSignal.listen(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  });
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
async function callAuth<T>(call: () => Promise<BetterAuthResult<T>>): Promise<T> {
  let result: BetterAuthResult<T>;
  try {
    result = await call();
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
  await callAuth(() => authClient.signIn.email({ email, password }));
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
  await callAuth(() =>
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
  await callAuth(() =>
    authClient.requestPasswordReset({ email, redirectTo: paths.auth.resetPassword.getHref() }),
  );
  return AUTH_MESSAGES.resetRequested;
}

/** Sets a new password with the token from the reset link. */
export async function updatePassword(token: string, newPassword: string): Promise<string> {
  await callAuth(() => authClient.resetPassword({ token, newPassword }));
  return AUTH_MESSAGES.passwordUpdated;
}

/** Sends the confirmation email again (for an address that is not confirmed yet). */
export async function resendVerification(email: string): Promise<string> {
  await callAuth(() =>
    authClient.sendVerificationEmail({ email, callbackURL: paths.auth.callback.getHref() }),
  );
  return AUTH_MESSAGES.verificationSent;
}
