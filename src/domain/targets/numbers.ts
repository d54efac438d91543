/** Rounding, grams ↔ share of energy, and numbers as the texts show them. */

export const round10 = (kcal: number) => Math.round(kcal / 10) * 10;
export const ceil10 = (kcal: number) => Math.ceil(kcal / 10) * 10;
export const floor10 = (kcal: number) => Math.floor(kcal / 10) * 10;
export const round1 = (value: number) => Math.round(value * 10) / 10;
// pct × kcal first: 35 × 2,760 / 400 is exactly 241.5, where 0.35 × 2,760 is not.
export const gramsAt = (pct: number, kcal: number, kcalPerG: number) =>
  Math.round((pct * kcal) / (100 * kcalPerG));
export const pctAt = (grams: number, kcal: number, kcalPerG: number) =>
  round1(((grams * kcalPerG) / kcal) * 100);
export const unique = <T>(items: Iterable<T>): T[] => [...new Set(items)];
/** '0.6–0.8', '1.0–1.2': a per-kg range as the texts show it. */
export const perKgRange = ({ min, max }: { min: number; max: number }) =>
  `${min.toFixed(1)}–${max.toFixed(1)}`;
