/** Small text helpers for the chat's replies (no locale APIs: the output must not vary by runtime). */

/** 1500 -> '1,500'. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value);
  return String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatKcal(value: number): string {
  return `${formatNumber(value)} kcal`;
}

/** '1 meal', '3 meals'. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : pluralForm}`;
}

/** 'a', 'a and b', 'a, b and c'. */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
