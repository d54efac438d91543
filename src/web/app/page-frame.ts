/**
 * A page's own frame, as the build wrote it into the page's HTML (`static-shell.tsx`,
 * scripts/prerender-shell.mjs): the top of its screen, marked `data-page-frame`. `main.tsx` takes
 * its markup before React starts, and the app's first render (`AppLoading`) draws that markup
 * again, so the frame stays on screen unchanged until the screen itself is ready. The app's
 * first script thus needs no screen's code to keep a page's frame (issue 15).
 */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';

let frame: string | null = null;

/** Keeps the markup of the page frame inside `container`, if the page has one. */
export function capturePageFrame(container: Element) {
  frame = container.querySelector(`[${PAGE_FRAME_ATTRIBUTE}]`)?.innerHTML ?? null;
}

/** The markup `capturePageFrame` kept, or null on a page without a frame of its own. */
export function pageFrame(): string | null {
  return frame;
}
