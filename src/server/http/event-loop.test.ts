import { describe, expect, it } from 'vitest';
import { watchEventLoop } from './event-loop';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('watchEventLoop', () => {
  it('reports a loop held by synchronous work, and little delay otherwise', async () => {
    const watch = watchEventLoop();
    try {
      await tick(100);
      expect(watch.read().p50).toBeLessThan(5);
      const until = performance.now() + 150;
      while (performance.now() < until) {
        // The loop is held here, as a plan made on it would hold it.
      }
      await tick(30);
      const delay = watch.read();
      expect(delay.max).toBeGreaterThanOrEqual(120);
      expect(delay.p50).toBeLessThan(delay.max);
    } finally {
      watch.stop();
    }
  });
});
