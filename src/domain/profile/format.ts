/**
 * Numbers, lists and units as every text of the engine writes them. No locale APIs: the output
 * must not vary by runtime. Layer 1 (profile) because the lowest folder that writes sentences,
 * `targets`, is layer 3 and everything above imports from here.
 */

/** 2300 -> '2,300' (not rounded: 1234.5 -> '1,234.5'). */
export const formatNumber = (value: number): string =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 1499.6 -> '1,500': rounded to a whole number, then thousands separated. */
export const formatWholeNumber = (value: number): string => formatNumber(Math.round(value));

/**
 * An amount as the texts show it: whole (thousands separated) from `wholeFrom` up, one decimal
 * below it. formatAmount(12.34, 10) -> '12', formatAmount(2.34, 10) -> '2.3'.
 */
export const formatAmount = (value: number, wholeFrom: number): string =>
  value >= wholeFrom ? formatWholeNumber(value) : String(Math.round(value * 10) / 10);

/** 1500 -> '1,500 kcal' (rounded). */
export const formatKcal = (value: number): string => `${formatWholeNumber(value)} kcal`;

/** '1 meal', '3 meals'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatWholeNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

/** 'a', 'a and b', 'a, b and c' (or 'a, b or c' with `conjunction` 'or'). */
export function formatList(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** Capital first letter: 'oats' -> 'Oats'. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
