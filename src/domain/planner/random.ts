/**
 * A small seeded random source (mulberry32): the planner's only randomness, so a plan is
 * reproducible from (profile, options, seed). Not for anything security-related.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
  };
}

/** Picks an index with probability proportional to its weight; -1 when every weight is 0. */
export function weightedIndex(random: Random, weights: readonly number[]): number {
  let total = 0;
  for (const weight of weights) total += weight;
  if (total <= 0) return -1;
  let point = random.next() * total;
  for (let index = 0; index < weights.length; index++) {
    point -= weights[index]!;
    if (point < 0) return index;
  }
  return weights.length - 1;
}
