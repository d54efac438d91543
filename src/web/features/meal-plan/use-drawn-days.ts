import { startTransition, useEffect, useState } from 'react';

/** Days drawn with the rest of the plan screen: the ones a phone or a wide screen shows first. */
export const FIRST_DRAWN_DAYS = 2;

/**
 * How many of the plan's days to draw (issue 15: total blocking time). A week's days are about
 * 1,200 elements, whose style and layout were the page's longest task on a slow phone (90 ms on
 * our 2-core host, about 370 ms at Lighthouse's 4x CPU slow-down). The first two come with the
 * rest of the screen; each further day is drawn after the browser has painted the previous one,
 * so its render, style and layout make a short task of their own. A plan that grows (3 days
 * made 14) draws its new days the same way; days already drawn stay.
 *
 * Printing is not affected: the printed plan is drawn by `PrintablePlan`, whole.
 */
export function useDrawnDays(total: number): number {
  const [drawn, setDrawn] = useState(() => Math.min(total, FIRST_DRAWN_DAYS));
  useEffect(() => {
    if (drawn >= total) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame is painted, in a task of its own.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn((count) => count + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, total]);
  return Math.min(drawn, total);
}
