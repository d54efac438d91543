import { describe, expect, it } from 'vitest';
import { FOOTER_DISCLAIMER } from '../components/layout/footer';
import { renderStaticShell } from './static-shell';

/** The built index.html's frame, parsed as the browser parses it before any script runs. */
function shellDocument(): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><body><div id="root">${renderStaticShell()}</div></body>`,
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
});
