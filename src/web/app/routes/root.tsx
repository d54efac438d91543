import { lazy, type ReactNode, Suspense } from 'react';
import { type Location, Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '../../components/layout/app-shell';
import { useAuth } from '../../lib/auth';
import { PAGE_FRAME_ATTRIBUTE, pageFrame } from '../page-frame';
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
 * learns whether someone is signed in); on a page with a frame of its own (/analysis), the top of
 * its screen as the page's HTML drew it (`page-frame.ts`). The build writes the same markup into
 * the page's HTML (`app/static-shell.tsx`), so a slow connection shows the frame at once, and
 * this first render replaces it without a visible change.
 */
export function AppLoading() {
  const frame = pageFrame();
  return (
    <AppShell isLoadingFrame>
      {frame !== null ? (
        <PageFrame html={frame} />
      ) : (
        <div className="flex flex-1 items-center justify-center px-4 py-10">
          <p role="status" className="text-muted-foreground">
            Loading…
          </p>
        </div>
      )}
    </AppShell>
  );
}

/**
 * Where a page's own frame sits in the app frame: a box that lays out as if its content were
 * `<main>`'s own (`display: contents`). With `html`, that content is markup the build wrote
 * (never a visitor's text).
 */
export function PageFrame({ html, children }: { html?: string; children?: ReactNode }) {
  const marker = { [PAGE_FRAME_ATTRIBUTE]: '' };
  return html !== undefined ? (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own markup, see above
    <div className="contents" {...marker} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div className="contents" {...marker}>
      {children}
    </div>
  );
}
