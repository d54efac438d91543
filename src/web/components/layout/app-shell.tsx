import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

/**
 * Header, the page in a focusable <main> (the skip link's target), footer. `isLoadingFrame`: the
 * frame shown before the first screen (`AppLoading`), painted from index.html: the footer leaves
 * out what waits on the server (the mailbox link), so the footer pinned to the bottom of the
 * window does not grow under the reader when the config arrives.
 */
export function AppShell({
  children,
  isLoadingFrame = false,
}: {
  children: ReactNode;
  isLoadingFrame?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col">
        {children}
      </main>
      <Footer showsMailbox={!isLoadingFrame} />
    </div>
  );
}
