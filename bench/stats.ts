// Figures the benchmarks print, shared so each reads a percentile the same way.

/** The value at share `p` (0..1) of an ascending list: the nearest rank below, 0 when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}
