import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { paths } from '../config/paths';
import { loadAuthState } from '../lib/auth';

/**
 * Who may open a route (spec §2). `signed-in` is supported though no route needs it yet:
 * a signed-out visitor goes to login with `?redirect=` holding the full target path and query.
 */
export type RouteAccess = 'all' | 'guests-only' | 'signed-in';

/** What every route carries in its React Router `handle`. */
export interface AppRouteHandle {
  /** Shown as `{title} | Preventive Health & Nutrition`; no title means just the app name. */
  title: string | undefined;
  access: RouteAccess;
}

export function isAppRouteHandle(handle: unknown): handle is AppRouteHandle {
  return typeof handle === 'object' && handle !== null && 'access' in handle && 'title' in handle;
}

/**
 * Runs in a route's loader, before it renders. Throws a redirect response when the visitor may
 * not be here. The auth state is loaded once and then read from the query cache.
 */
export async function enforceRouteAccess(
  queryClient: QueryClient,
  access: RouteAccess,
  request: Request,
): Promise<void> {
  if (access === 'all') return;
  const { session } = await loadAuthState(queryClient);
  if (access === 'guests-only' && session) {
    throw redirect(paths.home.getHref());
  }
  if (access === 'signed-in' && !session) {
    const target = new URL(request.url);
    throw redirect(paths.auth.login.getHref(`${target.pathname}${target.search}`));
  }
}
