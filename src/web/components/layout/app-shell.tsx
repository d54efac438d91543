import type { ReactNode } from 'react';
import { Footer } from './footer';
import { Header } from './header';

/** Header, the page in a focusable <main> (the skip link's target), footer. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col">
        {children}
      </main>
      <Footer />
    </div>
  );
}
