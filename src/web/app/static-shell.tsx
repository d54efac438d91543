import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AppShell } from '../components/layout/app-shell';
import { paths } from '../config/paths';
import { AnalysisLoading } from '../features/analysis/analysis-frame';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { AppLoading, PageFrame } from './routes/root';

/** A path no header link matches: the frame marks no page as the current one. */
const NO_PAGE = '/loading';

/**
 * Pages with a frame of their own: the top of their screen, the same for every visitor. The
 * build writes each into frames/<name>.html, the server answers the page's address with it, and
 * the app's first render keeps it (`page-frame.ts`).
 */
const PAGE_FRAMES = {
  [paths.analysis.path]: () => <AnalysisLoading status="Loading…" />,
} as const;
export const FRAMED_PATHS = Object.keys(PAGE_FRAMES) as (keyof typeof PAGE_FRAMES)[];

/**
 * The frame a page opens in (header, a loading status, footer; on a page of `FRAMED_PATHS`, the
 * top of its screen) as HTML, for the build to write into index.html and frames/*.html
 * (scripts/prerender-shell.mjs): the browser paints it before any script has loaded, and the
 * app's first render (`AppLoading`, the same components) replaces it. Nothing in it depends on the
 * visitor: no sign-in state; no current page in index.html, which serves every other address.
 */
export function renderStaticShell(path: keyof typeof PAGE_FRAMES | null = null): string {
  return renderToString(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path ?? NO_PAGE]}>
        {path === null ? (
          <AppLoading />
        ) : (
          <AppShell isLoadingFrame>
            <PageFrame>{PAGE_FRAMES[path]()}</PageFrame>
          </AppShell>
        )}
      </MemoryRouter>
    </AppProvider>,
  );
}
