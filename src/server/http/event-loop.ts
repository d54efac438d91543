import { monitorEventLoopDelay } from 'node:perf_hooks';

/** Event-loop delay in milliseconds over the last `WINDOW_MS` or so. */
export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/** Each figure covers between one and two of these. */
const WINDOW_MS = 10_000;
/** How often the loop is sampled; a sample counts the wait itself, which is taken off. */
const RESOLUTION_MS = 10;

/**
 * How late the event loop has been running timers recently: two histograms, each cleared every
 * two windows, half a cycle apart; the older of the two is read, so a reading covers the last
 * 10 to 20 seconds. `/api/health/live` reports it (the load benchmark reads it under load).
 */
export function watchEventLoop(): { read(): EventLoopDelay; stop(): void } {
  const histograms = [
    monitorEventLoopDelay({ resolution: 10 }),
    monitorEventLoopDelay({ resolution: 10 }),
  ];
  const clearedAt = [Date.now(), Date.now() - WINDOW_MS];
  for (const histogram of histograms) histogram.enable();
  const timer = setInterval(() => {
    const older = clearedAt[0]! <= clearedAt[1]! ? 0 : 1;
    histograms[older]!.reset();
    clearedAt[older] = Date.now();
  }, WINDOW_MS);
  timer.unref();
  const ms = (nanoseconds: number) =>
    Math.max(0, Math.round(nanoseconds / 1e4) / 100 - RESOLUTION_MS);
  return {
    read() {
      const histogram = histograms[clearedAt[0]! <= clearedAt[1]! ? 0 : 1]!;
      if (histogram.count === 0) return { p50: 0, p99: 0, max: 0 };
      return {
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      };
    },
    stop() {
      clearInterval(timer);
      for (const histogram of histograms) histogram.disable();
    },
  };
}
