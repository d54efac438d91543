import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProvider } from './provider';
import { AppLoading } from './routes/root';

/** A path no header link matches: the frame marks no page as the current one. */
const NO_PAGE = '/loading';

/**
 * The frame every page opens in (header, a loading status, footer) as HTML, for the build to
 * write into index.html (scripts/prerender-shell.mjs): the browser paints it before any script
 * has loaded, and the app's first render (`AppLoading`, the same components) replaces it. Nothing
 * in it depends on the visitor: no sign-in state, no current page.
 */
export function renderStaticShell(): string {
  return renderToString(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[NO_PAGE]}>
        <AppLoading />
      </MemoryRouter>
    </AppProvider>,
  );
}
