/**
 * Numbers as the app writes them, in English: 1234.5 -> '1,235' (`formatWhole`), with one
 * decimal where asked ('1,234.5'). Written out rather than `toLocaleString` or `Intl`: a page's
 * first Intl call loads the locale's data, 60-70 ms of one task at Lighthouse's 4x CPU
 * slow-down, and it came in the middle of the meal plan's first render (issue 15).
 */
export function formatWhole(value: number): string {
  return formatNumber(value, 0);
}

/** At most `decimals` decimals (trailing zeros dropped), thousands separated: 1234.56 -> '1,234.6'. */
export function formatNumber(value: number, decimals: number): string {
  const text = String(Math.abs(value));
  // NaN, Infinity and 1e21 or more as JavaScript writes them; below 1e-6, zero.
  if (!Number.isFinite(value) || text.includes('e+')) return String(value);
  const [whole, fraction] = text.includes('e-') ? ['0', ''] : roundDecimals(text, decimals);
  let grouped = '';
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += ',';
    grouped += whole[i];
  }
  const sign = value < 0 && (whole !== '0' || fraction !== '') ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * '3925.85' to 1 decimal -> ['3925', '9']: the number as written (JavaScript's shortest form,
 * which Intl rounds too) rounded half up at `decimals`, trailing zeros dropped.
 */
function roundDecimals(text: string, decimals: number): [whole: string, fraction: string] {
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5') {
    // Add one at the last kept digit, carrying.
    const carried = [...digits];
    let k = carried.length - 1;
    while (k >= 0 && carried[k] === '9') carried[k--] = '0';
    if (k >= 0) carried[k] = String(Number(carried[k]) + 1);
    else carried.unshift('1');
    digits = carried.join('');
  }
  let kept = digits.slice(digits.length - decimals);
  while (kept.endsWith('0')) kept = kept.slice(0, -1);
  return [digits.slice(0, digits.length - decimals) || '0', kept];
}

/** Numbers as the log shows them: whole above 10, one decimal below, thousands separated. */
export function formatAmount(value: number): string {
  if (Math.abs(value) >= 10) return formatWhole(value);
  return String(Math.round(value * 10) / 10);
}

/** ½, ¾, 1¼ ...: a portion as people say it. */
export function formatPortion(portion: number): string {
  const whole = Math.floor(portion);
  const fraction = portion - whole;
  const symbol = FRACTIONS.find(([value]) => Math.abs(value - fraction) < 0.01)?.[1];
  if (symbol === undefined) return formatAmount(portion);
  return whole === 0 ? symbol || '0' : `${whole}${symbol}`;
}

const FRACTIONS: readonly (readonly [number, string])[] = [
  [0, ''],
  [0.25, '¼'],
  [0.5, '½'],
  [0.75, '¾'],
];

export function servingsText(portion: number): string {
  return `${formatPortion(portion)} ${portion === 1 ? 'serving' : 'servings'}`;
}
