import { lazy, Suspense } from 'react';
import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '../../components/layout/app-shell';
import { useAuth } from '../../lib/auth';
import { RouteAnnouncer } from '../route-announcer';

// Loaded only when someone signs in: anonymous visitors never download the account code.
const AccountSync = lazy(() =>
  import('../use-account-sync').then((module) => ({ default: module.AccountSync })),
);

/**
 * Where a page was scrolled is kept per history entry. A tab's first entry (an address typed or
 * opened from a link elsewhere) has the key 'default' whatever its path: keyed by path too, so a
 * reload keeps its place but another address does not open at the last page's position.
 */
const scrollKey = (location: Location) =>
  location.key === 'default' ? `default:${location.pathname}` : location.key;

export function RootLayout() {
  const { user } = useAuth();
  return (
    <>
      {user ? (
        <Suspense fallback={null}>
          <AccountSync key={user.id} userId={user.id} />
        </Suspense>
      ) : null}
      <RouteAnnouncer />
      <AppShell>
        <Outlet />
      </AppShell>
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}

/**
 * The header and footer with a status between them, while the first screen loads (and its guard
 * learns whether someone is signed in). The build writes the same markup into index.html
 * (`app/static-shell.tsx`), so a slow connection shows the frame at once, and this first render
 * replaces it without a visible change.
 */
export function AppLoading() {
  return (
    <AppShell isLoadingFrame>
      <div className="flex flex-1 items-center justify-center px-4 py-10">
        <p role="status" className="text-muted-foreground">
          Loading…
        </p>
      </div>
    </AppShell>
  );
}
