import type { FoodId } from '../foods/food';

/**
 * The form a shopper buys of a food the recipes weigh cooked: dry lentils for cooked lentils, raw
 * chicken for roasted chicken. `yieldFactor` is weight cooked ÷ weight bought, so the amount to
 * buy is the cooked grams ÷ `yieldFactor`.
 *
 * Source: USDA National Nutrient Database for Standard Reference, Release 28 (2016). Each factor
 * is the dry-matter balance of the two SR28 records, (100 − water of the bought record) ÷
 * (100 − water of the cooked record), rounded to 2 decimals: cooking adds or drives off water and
 * keeps the solids. `boughtWaterG` is the bought record's SR28 water (g per 100 g), so each
 * factor can be recomputed; when the bought record is in our food table the test checks it
 * against the table. Boiling leaches a little solid matter into the water, so for legumes and
 * grains the real yield is a few per cent lower and the amount to buy a little higher; the
 * shopping amounts round up to whole packages, which covers it.
 */
export interface CookedForm {
  /** The cooked record the recipes use. */
  cookedId: FoodId;
  /** The SR28 record of the dry or raw form a shopper buys. */
  boughtId: FoodId;
  /** The bought form's name, for a record not in our food table (otherwise the table's name). */
  boughtName?: string;
  /** Water of the bought record, g per 100 g (SR28). */
  boughtWaterG: number;
  /** Weight cooked ÷ weight bought. */
  yieldFactor: number;
}

export const COOKED_FORMS: readonly CookedForm[] = [
  // Legumes, grains, pasta and rice: bought dry.
  { cookedId: '16070', boughtId: '16069', boughtWaterG: 8.26, yieldFactor: 3.02 }, // lentils
  { cookedId: '16081', boughtId: '16080', boughtWaterG: 9.05, yieldFactor: 3.33 }, // mung beans
  { cookedId: '20045', boughtId: '20044', boughtWaterG: 11.62, yieldFactor: 2.8 }, // white rice
  { cookedId: '20037', boughtId: '20036', boughtWaterG: 11.8, yieldFactor: 2.97 }, // brown rice
  { cookedId: '20137', boughtId: '20035', boughtWaterG: 13.28, yieldFactor: 3.05 }, // quinoa
  { cookedId: '20121', boughtId: '20120', boughtWaterG: 9.9, yieldFactor: 2.38 }, // pasta
  { cookedId: '08121', boughtId: '08120', boughtWaterG: 10.84, yieldFactor: 5.44 }, // oatmeal
  {
    cookedId: '16057',
    boughtId: '16056',
    boughtName: 'Chickpeas, dry',
    boughtWaterG: 7.68,
    yieldFactor: 2.32,
  },
  {
    cookedId: '16015',
    boughtId: '16014',
    boughtName: 'Black beans, dry',
    boughtWaterG: 11.02,
    yieldFactor: 2.6,
  },
  {
    cookedId: '16043',
    boughtId: '16042',
    boughtName: 'Pinto beans, dry',
    boughtWaterG: 11.33,
    yieldFactor: 2.39,
  },
  {
    cookedId: '16050',
    boughtId: '16049',
    boughtName: 'White beans, dry',
    boughtWaterG: 11.32,
    yieldFactor: 2.4,
  },
  {
    cookedId: '16033',
    boughtId: '16032',
    boughtName: 'Red kidney beans, dry',
    boughtWaterG: 11.75,
    yieldFactor: 2.67,
  },
  {
    cookedId: '16028',
    boughtId: '16027',
    boughtName: 'Kidney beans, dry',
    boughtWaterG: 11.75,
    yieldFactor: 2.67,
  },
  {
    cookedId: '16053',
    boughtId: '16052',
    boughtName: 'Fava beans, dry',
    boughtWaterG: 10.98,
    yieldFactor: 3.13,
  },
  {
    cookedId: '20125',
    boughtId: '20124',
    boughtName: 'Whole-wheat pasta, dry',
    boughtWaterG: 8.21,
    yieldFactor: 2.4,
  },
  {
    cookedId: '20032',
    boughtId: '20031',
    boughtName: 'Millet, dry',
    boughtWaterG: 8.67,
    yieldFactor: 3.19,
  },
  {
    cookedId: '20013',
    boughtId: '20012',
    boughtName: 'Bulgur, dry',
    boughtWaterG: 9,
    yieldFactor: 4.09,
  },
  {
    cookedId: '20029',
    boughtId: '20028',
    boughtName: 'Couscous, dry',
    boughtWaterG: 8.56,
    yieldFactor: 3.33,
  },
  {
    cookedId: '20002',
    boughtId: '20001',
    boughtName: 'Amaranth, dry',
    boughtWaterG: 11.29,
    yieldFactor: 3.57,
  },
  {
    cookedId: '20010',
    boughtId: '20009',
    boughtName: 'Buckwheat groats, dry',
    boughtWaterG: 8.41,
    yieldFactor: 3.76,
  },
  {
    cookedId: '20089',
    boughtId: '20088',
    boughtName: 'Wild rice, dry',
    boughtWaterG: 7.76,
    yieldFactor: 3.54,
  },
  {
    cookedId: '20055',
    boughtId: '20054',
    boughtName: 'Sticky rice, uncooked',
    boughtWaterG: 10.46,
    yieldFactor: 3.83,
  },
  {
    cookedId: '20134',
    boughtId: '20133',
    boughtName: 'Rice noodles, dry',
    boughtWaterG: 11.91,
    yieldFactor: 3.36,
  },
  {
    cookedId: '20006',
    boughtId: '20005',
    boughtName: 'Barley, pearled, dry',
    boughtWaterG: 10.09,
    yieldFactor: 2.88,
  },
  // Meat and fish: bought raw.
  { cookedId: '05064', boughtId: '05062', boughtWaterG: 73.9, yieldFactor: 0.75 }, // chicken breast
  { cookedId: '05013', boughtId: '05011', boughtWaterG: 75.46, yieldFactor: 0.68 }, // chicken
  { cookedId: '05098', boughtId: '05096', boughtWaterG: 76.22, yieldFactor: 0.72 }, // chicken thigh
  { cookedId: '05220', boughtId: '05219', boughtWaterG: 74.89, yieldFactor: 0.78 }, // turkey breast
  { cookedId: '05711', boughtId: '05710', boughtWaterG: 74.66, yieldFactor: 0.78 }, // turkey breast
  { cookedId: '15016', boughtId: '15015', boughtWaterG: 81.22, yieldFactor: 0.78 }, // cod
  { cookedId: '15237', boughtId: '15236', boughtWaterG: 64.89, yieldFactor: 1 }, // salmon
  // Vegetables and eggs: bought raw (or frozen, unprepared).
  { cookedId: '11305', boughtId: '11304', boughtWaterG: 78.86, yieldFactor: 0.96 }, // peas
  { cookedId: '11313', boughtId: '11312', boughtWaterG: 79.98, yieldFactor: 0.98 }, // frozen peas
  { cookedId: '11179', boughtId: '11178', boughtWaterG: 75, yieldFactor: 1.09 }, // frozen corn
  { cookedId: '11168', boughtId: '11167', boughtWaterG: 76.05, yieldFactor: 0.9 }, // sweet corn
  { cookedId: '11478', boughtId: '11477', boughtWaterG: 94.79, yieldFactor: 1.09 }, // zucchini
  { cookedId: '11508', boughtId: '11507', boughtWaterG: 77.28, yieldFactor: 0.94 }, // sweet potato
  { cookedId: '11081', boughtId: '11080', boughtWaterG: 87.58, yieldFactor: 0.96 }, // beets
  { cookedId: '11365', boughtId: '11352', boughtWaterG: 79.25, yieldFactor: 0.9 }, // boiled potato
  { cookedId: '11674', boughtId: '11352', boughtWaterG: 79.25, yieldFactor: 0.83 }, // baked potato
  { cookedId: '01129', boughtId: '01123', boughtWaterG: 76.15, yieldFactor: 0.94 }, // boiled egg
  { cookedId: '01131', boughtId: '01123', boughtWaterG: 76.15, yieldFactor: 0.99 }, // poached egg
  { cookedId: '01132', boughtId: '01123', boughtWaterG: 76.15, yieldFactor: 1.01 }, // scrambled
  { cookedId: '01128', boughtId: '01123', boughtWaterG: 76.15, yieldFactor: 0.78 }, // fried egg
];

const BY_COOKED_ID: ReadonlyMap<string, CookedForm> = new Map(
  COOKED_FORMS.map((form) => [form.cookedId, form]),
);

/** The bought form of a food the recipes weigh cooked, or undefined when it is bought as used. */
export function cookedFormOf(foodId: string): CookedForm | undefined {
  return BY_COOKED_ID.get(foodId);
}
