// Test support only (never exported from src/domain/index.ts): how long a call takes, for the
// tests that hold a reader linear on adversarial text (issue 15). The domain's own code reads no
// clock, and its tsconfig has neither DOM nor Node types, hence the narrow view of `performance`.
const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

/** The median of `runs` timings of `run`, in ms: one slow run on a shared machine is not a slow reader. */
export function medianMs(run: () => unknown, runs = 7): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = clock.now();
    run();
    times.push(clock.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}
