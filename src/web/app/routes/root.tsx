import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '../../components/layout/app-shell';
import { RouteAnnouncer } from '../route-announcer';
import { useAccountSync } from '../use-account-sync';

export function RootLayout() {
  useAccountSync();
  return (
    <>
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
