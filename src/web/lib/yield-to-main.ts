/**
 * Ends the current task: what follows runs in a new one, once the browser has had the chance to
 * handle input and paint. Work that a slow phone takes tens of milliseconds for (checking a
 * 14-day plan against its schema, then drawing it) is split so, rather than one long task that
 * holds every tap (issue 15: total blocking time).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
