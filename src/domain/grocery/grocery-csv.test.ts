import { describe, expect, it } from 'vitest';
import { csvField, groceryCsv } from './grocery-csv';
import type { GroceryLine } from './grocery-list';

const line = (overrides: Partial<GroceryLine>): GroceryLine => ({
  foodId: '09003',
  name: 'Apple',
  section: 'produce',
  grams: 420,
  amount: '3 apples',
  gramsNote: 'about 420 g',
  planFoodIds: ['09003'],
  ...overrides,
});

/** A minimal RFC 4180 reader, to check that what we write reads back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  return rows;
}

describe('grocery CSV', () => {
  it('writes a header and one row per line: section, item, amount, grams', () => {
    const csv = groceryCsv([
      line({}),
      line({
        foodId: '16069',
        name: 'Lentils',
        section: 'canned-jarred',
        grams: 489.7,
        amount: '2 bags, 1 lb each',
      }),
    ]);
    expect(csv).toBe(
      'Section,Item,Amount,Grams\r\n' +
        'Produce,Apple,3 apples,420\r\n' +
        'Canned & jarred,Lentils,"2 bags, 1 lb each",490\r\n',
    );
  });

  it('quotes commas, quotes and line breaks in names, doubling the quotes', () => {
    const awkward = 'Tomatoes, "heirloom"\nmixed';
    const csv = groceryCsv([line({ name: awkward, amount: '1,000 g', grams: 1000 })]);
    expect(csv).toContain('"Tomatoes, ""heirloom""\nmixed","1,000 g",1000\r\n');
    expect(parseCsv(csv)).toEqual([
      ['Section', 'Item', 'Amount', 'Grams'],
      ['Produce', awkward, '1,000 g', '1000'],
    ]);
  });

  it('leaves plain fields unquoted', () => {
    expect(csvField('Olive oil')).toBe('Olive oil');
    expect(csvField(3.5)).toBe('3.5');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });
});
