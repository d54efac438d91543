import { describe, expect, it } from 'vitest';
import { buildFoodTable, serializeFoodTable } from './food-table-builder';
import { usdaCsv, usdaRow } from './test-fixtures';

const banana = usdaRow({});
const tempeh = usdaRow({
  ndb_no: '16114',
  fdc_id: '174272',
  description: 'Tempeh',
  food_group_code: '1600',
  food_group: 'Legumes and Legume Products',
  fiber_g: '',
  sugars_g: '',
  portion1_g: '',
  portion1_desc: '',
});
const recipeRice = usdaRow({
  ndb_no: '20037',
  fdc_id: '',
  description: 'Rice, brown, long-grain, cooked',
  food_group_code: '2000',
  food_group: 'Cereal Grains and Pasta',
  portion1_g: '202',
  portion1_desc: '1 cup',
});
const csv = usdaCsv([recipeRice, tempeh, banana]);

const curation = [
  {
    id: '09040',
    name: 'Banana',
    aliases: ['bananas', 'banana'],
    portion: { grams: 118, measure: '1 medium' },
  },
  {
    id: '16114',
    name: 'Tempeh',
    aliases: ['tempeh'],
    tags: { allergens: ['wheat-gluten'], highFodmap: true },
    note: 'test override',
  },
];

describe('buildFoodTable', () => {
  const table = buildFoodTable(csv, curation);
  const byId = new Map(table.foods.map((food) => [food.id, food]));

  it('makes a food of every subset row, sorted by id', () => {
    expect(table.foods.map((food) => food.id)).toEqual(['09040', '16114', '20037']);
  });

  it('keeps USDA numbers per 100 g and turns empty cells into null, never 0', () => {
    const food = byId.get('16114')!;
    expect(food.nutrients.fiberG).toBeNull();
    expect(food.nutrients.sugarsG).toBeNull();
    expect(byId.get('09040')!.nutrients).toMatchObject({
      energyKcal: 89,
      potassiumMg: 358,
      satFatG: 0.112,
      vitaminDUg: 0,
    });
  });

  it('uses curated names, aliases and portions, and the USDA portion otherwise', () => {
    const food = byId.get('09040')!;
    expect(food).toMatchObject({ name: 'Banana', aliases: ['bananas', 'banana'], fdcId: 173944 });
    expect(food.portion).toEqual({ grams: 118, measure: '1 medium' });
    expect(byId.get('20037')!.portion).toEqual({ grams: 202, measure: '1 cup' });
    expect(byId.get('16114')!.portion).toBeNull();
  });

  it('derives a name, aliases and tags for recipe foods that are not curated', () => {
    const food = byId.get('20037')!;
    expect(food).toMatchObject({
      name: 'Brown rice, cooked',
      aliases: ['brown rice', 'rice'],
      fdcId: null,
    });
    expect(food.foodGroup).toEqual({ code: '2000', name: 'Cereal Grains and Pasta' });
    expect(food.storeSection).toBe('grains-pasta');
  });

  it('adds curated allergens to the rules and replaces curated flags', () => {
    const tags = byId.get('16114')!.tags;
    expect(tags.allergens).toEqual(['wheat-gluten', 'soy']);
    expect(tags.highFodmap).toBe(true);
    expect(tags.tyramineRich).toBe(true);
  });

  it('writes the same bytes every time: 2-space JSON with a trailing newline', () => {
    const text = serializeFoodTable(table);
    expect(serializeFoodTable(buildFoodTable(csv, curation))).toBe(text);
    expect(text.endsWith('}\n')).toBe(true);
    expect(text.startsWith('{\n  "source": ')).toBe(true);
    const first = JSON.parse(text).foods[0];
    expect(Object.keys(first)).toEqual([
      'id',
      'fdcId',
      'description',
      'name',
      'aliases',
      'foodGroup',
      'storeSection',
      'portion',
      'nutrients',
      'tags',
    ]);
  });

  it('fails when a curated food is missing from the subset', () => {
    expect(() =>
      buildFoodTable(csv, [...curation, { id: '01123', name: 'Egg', aliases: ['egg'] }]),
    ).toThrow(/01123.*extract-usda-subset/);
  });

  it('rejects a tag override without a note, and duplicate curated names', () => {
    expect(() =>
      buildFoodTable(csv, [
        { id: '09040', name: 'Banana', aliases: [], tags: { highFodmap: false } },
      ]),
    ).toThrow(/note/);
    expect(() =>
      buildFoodTable(csv, [
        { id: '09040', name: 'Banana', aliases: [] },
        { id: '16114', name: 'banana', aliases: [] },
      ]),
    ).toThrow(/duplicate name/);
  });

  it('rejects upper-case aliases and a number that is not a USDA decimal', () => {
    expect(() =>
      buildFoodTable(csv, [{ id: '09040', name: 'Banana', aliases: ['Banana'] }]),
    ).toThrow(/lower-case/);
    expect(() => buildFoodTable(usdaCsv([usdaRow({ energy_kcal: '-1' })]), [])).toThrow(
      /energy_kcal/,
    );
  });
});
