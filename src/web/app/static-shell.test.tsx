import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FOOTER_DISCLAIMER } from '../components/layout/footer';
import { createQueryClient } from '../lib/query-client';
import { capturePageFrame } from './page-frame';
import { AppProvider } from './provider';
import { AppLoading } from './routes/root';
import { FRAMED_PATHS, renderStaticShell } from './static-shell';

/** The built index.html's frame (or a page's own), parsed as the browser parses it. */
function shellDocument(path: (typeof FRAMED_PATHS)[number] | null = null): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><body><div id="root">${renderStaticShell(path)}</div></body>`,
    'text/html',
  );
}

describe('renderStaticShell', () => {
  it('gives the header with every page link, a loading status and the footer disclaimer', () => {
    const document = shellDocument();
    // The header's own test checks every link; here, that the frame carries them.
    const links = document.querySelectorAll('nav[aria-label="Main"] a');
    expect(links).toHaveLength(7);
    expect(links[1]?.textContent).toBe('Assessment');
    expect(links[1]?.getAttribute('href')).toBe('/assessment');
    expect(document.querySelector('main#main-content [role="status"]')?.textContent).toBe(
      'Loading…',
    );
    expect(document.querySelector('footer')?.textContent).toContain(FOOTER_DISCLAIMER);
  });

  it('depends on no visitor: no page marked current, no sign-in state, no mailbox link', () => {
    const document = shellDocument();
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/Sign In|Sign Out|Local mailbox/);
  });

  it("gives /analysis the top of its screen: heading, lead, disclaimer, a status in the results' place", () => {
    expect(FRAMED_PATHS).toEqual(['/analysis']);
    const document = shellDocument('/analysis');
    const main = document.querySelector('main#main-content');
    expect(main?.querySelector('h1')?.textContent).toBe('Your Health Analysis');
    expect(main?.querySelector('[role="note"]')?.textContent).toMatch(
      /^General guidance, not medical advice.*no substitute for professional medical advice/,
    );
    expect(main?.querySelector('[role="status"]')?.textContent).toBe('Loading…');
    // The header marks the page, as the app's first render at /analysis does.
    expect(document.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/analysis');
    expect(document.body.textContent).not.toMatch(/Sign In|Sign Out|Local mailbox/);
  });

  it("has the app's first render at /analysis draw the page's frame again, the same markup", () => {
    const built = shellDocument('/analysis');
    const root = built.getElementById('root');
    if (!root) throw new Error('no root');
    capturePageFrame(root);
    const { container } = render(
      <AppProvider queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/analysis']}>
          <AppLoading />
        </MemoryRouter>
      </AppProvider>,
    );
    const drawn = container.querySelector('main')?.innerHTML;
    expect(drawn).toContain('no substitute for professional medical advice');
    expect(drawn).toBe(root.querySelector('main')?.innerHTML);
    // A page without a frame of its own (index.html) keeps the plain status.
    const plain = shellDocument().getElementById('root');
    if (!plain) throw new Error('no root');
    capturePageFrame(plain);
    const again = render(
      <AppProvider queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={['/meal-plan']}>
          <AppLoading />
        </MemoryRouter>
      </AppProvider>,
    );
    expect(again.container.querySelector('main [role="status"]')?.textContent).toBe('Loading…');
  });
});
