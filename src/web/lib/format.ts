/** Numbers as the log shows them: whole above 10, one decimal below, thousands separated. */
export function formatAmount(value: number): string {
  if (Math.abs(value) >= 10) return Math.round(value).toLocaleString('en-US');
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
