import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { createAuthClient } from 'better-auth/react';
import { ApiRequestError } from './api-client';
import { configQueryOptions } from './app-config';

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

/**
 * The signed-in session, or `null` when signed out. It lives in TanStack Query (not in
 * better-auth's `useSession` store) so route guards can await it in loaders and tests can preset
 * it; `syncAuthWithQueryClient` keeps it current after sign-in, sign-out and the like.
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
  staleTime: 5 * 60_000,
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

/** Signs out on the server and always clears the local session (spec §4: sign-out clears it). */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Spec §7 tolerates a failed server sign-out (401/403/404): the local state is cleared anyway.
      await authClient.signOut().catch(() => undefined);
    },
    onSettled: () => {
      queryClient.setQueryData(sessionQueryKey, null);
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
