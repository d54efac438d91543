import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '../../components/layout/app-shell';
import { useAuth } from '../../lib/auth';
import { RouteAnnouncer } from '../route-announcer';

// Loaded only when someone signs in: anonymous visitors never download the account code.
const AccountSync = lazy(() =>
  import('../use-account-sync').then((module) => ({ default: module.AccountSync })),
);

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
      <ScrollRestoration />
    </>
  );
}

/** Shown for the moment the first route's guard needs to learn whether someone is signed in. */
export function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <p role="status" className="text-muted-foreground">
        Loading…
      </p>
    </div>
  );
}
