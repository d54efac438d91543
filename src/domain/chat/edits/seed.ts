/** A 32-bit seed derived from a seed and a few numbers: the same inputs give the same seed. */
export function deriveSeed(seed: number, ...parts: number[]): number {
  // murmur3's 32-bit finaliser after each input, so (a, b) and (b, a) give different seeds.
  const mix = (value: number) => {
    let h = value >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    return (h ^ (h >>> 16)) >>> 0;
  };
  let h = mix(seed ^ 0x9e3779b9);
  for (const part of [...parts, parts.length]) h = mix(h ^ mix(part + 0x7f4a7c15));
  return h % 2_147_483_647;
}
