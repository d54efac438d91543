import { describe, expect, it } from 'vitest';
import { usdaCsv, usdaLine } from './test-fixtures';
import { USDA_COLUMNS } from './usda';
import { collectRecipeFoodIds, selectUsdaSubset } from './usda-subset';

describe('collectRecipeFoodIds', () => {
  it('collects every ingredient foodId of every recipe, once, sorted', () => {
    const ids = collectRecipeFoodIds([
      {
        name: 'data/recipes/a.json',
        json: [
          {
            id: 'oatmeal',
            title: 'x',
            ingredients: [
              { foodId: '08120', grams: 40, measure: '1/2 cup' },
              { foodId: '09040', grams: 118 },
            ],
          },
          { id: 'banana', ingredients: [{ foodId: '09040', grams: 118 }] },
        ],
      },
      {
        name: 'data/recipes/b.json',
        json: [{ id: 'egg', ingredients: [{ foodId: '01123', grams: 50 }] }],
      },
    ]);
    expect(ids).toEqual(['01123', '08120', '09040']);
  });

  it('handles no recipe files', () => {
    expect(collectRecipeFoodIds([])).toEqual([]);
  });

  it.each([
    ['not an array', { ingredients: [] }],
    ['a foodId without its leading zero', [{ ingredients: [{ foodId: '1123', grams: 50 }] }]],
    ['a numeric foodId', [{ ingredients: [{ foodId: 1123, grams: 50 }] }]],
    ['a recipe without ingredients', [{ id: 'x' }]],
  ])('fails loudly, naming the file, on %s', (_label, json) => {
    expect(() => collectRecipeFoodIds([{ name: 'data/recipes/bad.json', json }])).toThrow(
      /data\/recipes\/bad\.json/,
    );
  });
});

describe('selectUsdaSubset', () => {
  const rows = [
    {
      ndb_no: '09040',
      description: 'Bananas, raw',
      energy_kcal: '89',
      fiber_g: '2.6',
      portion1_desc: '1 cup, mashed',
    },
    {
      ndb_no: '01001',
      description: 'Butter, salted',
      energy_kcal: '717',
      sat_fat_g: '51.368',
      portion1_desc: '1 pat,  (1" sq, 1/3" high)',
    },
    {
      ndb_no: '01123',
      description: 'Egg, whole, raw, fresh',
      energy_kcal: '143',
      vitamin_d_ug: '2.0',
    },
  ];
  const source = usdaCsv(rows);

  it('keeps the header and the chosen rows as published, sorted by ndb_no', () => {
    const subset = selectUsdaSubset(source, ['09040', '01001']);
    const lines = subset.split('\n');
    expect(lines[0]).toBe(USDA_COLUMNS.join(','));
    expect(lines[1]).toBe(usdaLine(rows[1]!));
    expect(lines[2]).toBe(usdaLine(rows[0]!));
    expect(lines).toHaveLength(4);
    expect(subset.endsWith('\n')).toBe(true);
    // Values are copied byte for byte: no re-rounding, quotes as published.
    expect(subset).toContain('51.368');
    expect(subset).toContain('"1 pat,  (1"" sq, 1/3"" high)"');
  });

  it('takes each id once', () => {
    expect(selectUsdaSubset(source, ['01123', '01123']).split('\n')).toHaveLength(3);
  });

  it('fails loudly on an id that is not in the file', () => {
    expect(() => selectUsdaSubset(source, ['09040', '99999', '00000'])).toThrow(/00000, 99999/);
  });

  it('rejects a file whose header is not the 41 SR28 columns', () => {
    expect(() => selectUsdaSubset('ndb_no,description\n01001,Butter\n', ['01001'])).toThrow(
      /header/,
    );
  });

  it('rejects a row with a wrong number of fields', () => {
    const bad = `${USDA_COLUMNS.join(',')}\n01001,Butter\n`;
    expect(() => selectUsdaSubset(bad, ['01001'])).toThrow(/2 fields, expected 41/);
  });
});
