import { STORE_SECTION_LABELS } from '../foods/food';
import type { GroceryLine } from './grocery-list';
import { roundedGrams } from './shopping-amounts';

export const GROCERY_CSV_HEADER = ['Section', 'Item', 'Amount', 'Grams'] as const;

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The grocery list as CSV (RFC 4180: CRLF line ends, a header row): section, item, amount to buy,
 * grams needed. Lines keep the order given (`groceryLines` gives store order).
 */
export function groceryCsv(lines: readonly GroceryLine[]): string {
  const rows = [
    GROCERY_CSV_HEADER,
    ...lines.map((line) => [
      STORE_SECTION_LABELS[line.section],
      line.name,
      line.amount,
      roundedGrams(line.grams),
    ]),
  ];
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
