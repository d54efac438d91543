import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A user-event session for the web tests. No pause between keystrokes and clicks (`delay: null`):
 * a pause is a timer per key, a quarter of the tests' time spent idle. No `pointer-events` check:
 * the test DOM loads none of the app's CSS, so every element computes `auto`, and the check
 * walked the ancestors' computed styles on every click for nothing (a tenth of the CPU of the
 * page tests).
 */
export function setupUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
}
