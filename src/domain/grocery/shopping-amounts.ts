import type { Food, FoodId } from '../foods/food';
import { formatNumber } from '../profile/format';

/**
 * How much of a food to pick up in the shop: whole packages, household units or, when nothing
 * fits, grams. Everything rounds up, so the shopper never comes home short.
 */

export interface ShoppingAmount {
  /** '3 apples', '1 bag, 5 oz', '6 tbsp', '1.5 L', or grams ('450 g') when nothing better fits. */
  text: string;
  /** True when `text` is a package or household unit, so the grams belong beside it. */
  isHousehold: boolean;
}

export interface Package {
  foodIds: readonly FoodId[];
  singular: string;
  plural: string;
  /** The net size as printed on the pack, shown with the count so the assumption is visible. */
  size: string;
  /** Grams of the food in one package (the size converted; fluid ounces by the food's density). */
  grams: number;
}

/**
 * Common US retail package sizes, for foods usually bought that way. Only sizes that are the
 * ordinary pack of that food are listed; the size is always printed beside the count.
 */
export const PACKAGES: readonly Package[] = [
  // Baby spinach and arugula: 5 oz bags and clamshells.
  { foodIds: ['11457', '11959'], singular: 'bag', plural: 'bags', size: '5 oz', grams: 142 },
  // Dry lentils, beans and rice: 1 lb bags.
  {
    foodIds: [
      '16069',
      '16080',
      '16056',
      '16014',
      '16042',
      '16049',
      '16032',
      '16027',
      '16052',
      '20044',
      '20036',
    ],
    singular: 'bag',
    plural: 'bags',
    size: '1 lb',
    grams: 454,
  },
  // Dry pasta: 1 lb boxes.
  { foodIds: ['20120'], singular: 'box', plural: 'boxes', size: '1 lb', grams: 454 },
  // Canned tomatoes: 14.5 oz cans.
  { foodIds: ['11885'], singular: 'can', plural: 'cans', size: '14.5 oz', grams: 411 },
  // Canned beans and chickpeas (solids and liquid): 15 oz cans.
  {
    foodIds: ['16360', '16316', '16034'],
    singular: 'can',
    plural: 'cans',
    size: '15 oz',
    grams: 425,
  },
  // Tomato paste: 6 oz cans.
  { foodIds: ['11546'], singular: 'can', plural: 'cans', size: '6 oz', grams: 170 },
  // Canned coconut milk: 13.5 fl oz (400 mL) cans; 226 g a cup (SR28) makes 382 g.
  { foodIds: ['12118'], singular: 'can', plural: 'cans', size: '13.5 fl oz', grams: 382 },
  // Cheddar and mozzarella: 8 oz blocks and bags.
  {
    foodIds: ['01009', '01028', '43597'],
    singular: 'pack',
    plural: 'packs',
    size: '8 oz',
    grams: 227,
  },
  // Tofu: 14 oz blocks.
  { foodIds: ['16126', '16427'], singular: 'block', plural: 'blocks', size: '14 oz', grams: 397 },
  // Butter: 4 oz sticks.
  { foodIds: ['01145'], singular: 'stick', plural: 'sticks', size: '4 oz', grams: 113 },
];

const PACKAGE_BY_FOOD: ReadonlyMap<string, Package> = new Map(
  PACKAGES.flatMap((pack) => pack.foodIds.map((id) => [id, pack] as const)),
);

/** Whole raw eggs: bought by the half dozen or dozen. */
const EGG_ID = '01123';

/** Drinks and pourable foods, bought by volume. Their density comes from the food's cup portion. */
export const LIQUID_FOOD_IDS: ReadonlySet<FoodId> = new Set([
  '01079', // 2% milk
  '16139', // soy milk
  '14091', // almond milk
  '14639', // rice milk
  '14171', // coconut milk beverage
  '12117', // coconut milk
  '06700', // vegetable broth
  '06970', // chicken broth
  '09442', // pomegranate juice
  '09152', // lemon juice
  '09160', // lime juice
]);

const ML_PER_CUP = 236.59;
const ML_PER_TBSP = 14.79;
/** Up to this volume a liquid is measured in tablespoons (half a cup). */
const MAX_TBSP_LIQUID = 8;
/** Beyond this many spoons or items, grams say more than a count. */
const MAX_SPOONS = 16;
const MAX_ITEMS = 24;

const NOT_A_COUNT = new Set([
  'cup',
  'cups',
  'tbsp',
  'tablespoon',
  'tsp',
  'teaspoon',
  'oz',
  'fl',
  'lb',
  'g',
  'serving',
  'packet',
  'pat',
  'nlea',
  'sprig',
  'sprigs',
  'leaves',
]);
const SIZE_WORD = /^(?:small|medium|large|extra large|jumbo)\b\s*/;

/** Rounds up, ignoring floating-point dust (3.0000000001 stays 3). */
const ceil = (value: number) => Math.ceil(value - 1e-9);

/** Grams rounded for display: finer when small, to 5 g and 10 g when large. */
export function roundedGrams(grams: number): number {
  if (grams < 10) return Math.max(0.1, Math.round(grams * 10) / 10);
  if (grams < 100) return Math.round(grams);
  if (grams < 1000) return Math.round(grams / 5) * 5;
  return Math.round(grams / 10) * 10;
}

export function gramsText(grams: number): string {
  return `${formatNumber(roundedGrams(grams))} g`;
}

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  potato: 'potatoes',
  tomato: 'tomatoes',
  shrimp: 'shrimp',
};

/** '3 apples', '2 sweet potatoes', '4 peaches', '2 berries'. */
function plural(noun: string, count: number): string {
  if (count === 1) return noun;
  const words = noun.split(' ');
  const last = words.pop()!;
  const many =
    IRREGULAR_PLURALS[last] ??
    (/(?:s|sh|ch|x)$/.test(last)
      ? `${last}es`
      : /[^aeiou]y$/.test(last)
        ? `${last.slice(0, -1)}ies`
        : `${last}s`);
  return [...words, many].join(' ');
}

/**
 * A whole item from the food's household portion: '1 medium apple' (182 g an apple),
 * '1/3 avocado' (a whole one is 3 × 50 g), '1 fillet'. Undefined for cups, spoons and weights.
 */
export function countUnit(food: Food): { noun: string; grams: number } | undefined {
  if (!food.portion) return undefined;
  const match = /^(1\/2|1\/3|1\/4|\.5|1)\s+(\S.*)$/.exec(food.portion.measure.toLowerCase().trim());
  if (!match) return undefined;
  const share = { '1': 1, '1/2': 0.5, '.5': 0.5, '1/3': 1 / 3, '1/4': 0.25 }[match[1]!] ?? 1;
  // 'medium sweet potato', 'thigh, without skin', 'tortilla (6 in)', or just 'medium'.
  const phrase = match[2]!.split(/[,(]/)[0]!.replace(SIZE_WORD, '').trim();
  const noun = phrase || (food.name.toLowerCase().split(/[ ,]/)[0] ?? '');
  const words = noun.split(' ');
  if (!/^[a-z]+(?: [a-z]+)?$/.test(noun) || NOT_A_COUNT.has(words[0]!)) return undefined;
  return { noun, grams: food.portion.grams / share };
}

function spoons(food: Food, grams: number): ShoppingAmount | undefined {
  // Fresh produce is weighed in the shop: '4 tbsp' of ginger root helps nobody there.
  if (food.storeSection === 'produce') return undefined;
  const match = /^1 (tbsp|tablespoon|tsp|teaspoon)\b/i.exec(food.portion?.measure ?? '');
  if (!match || !food.portion) return undefined;
  const isTeaspoon = /^(tsp|teaspoon)$/i.test(match[1]!);
  const tbspGrams = isTeaspoon ? food.portion.grams * 3 : food.portion.grams;
  if (isTeaspoon) {
    const teaspoons = ceil(grams / food.portion.grams);
    if (teaspoons < 3) return { text: `${teaspoons} tsp`, isHousehold: true };
  }
  const tablespoons = ceil(grams / tbspGrams);
  if (tablespoons > MAX_SPOONS) return undefined;
  return { text: `${tablespoons} tbsp`, isHousehold: true };
}

function liquid(food: Food, grams: number): ShoppingAmount | undefined {
  if (!LIQUID_FOOD_IDS.has(food.id) || !food.portion) return undefined;
  const measure = food.portion.measure.toLowerCase();
  const cupMl = measure.startsWith('1 cup') || measure.startsWith('8 fl oz') ? ML_PER_CUP : 0;
  if (cupMl === 0) return undefined;
  const ml = (grams * cupMl) / food.portion.grams;
  const tablespoons = ceil(ml / ML_PER_TBSP);
  if (tablespoons <= MAX_TBSP_LIQUID) return { text: `${tablespoons} tbsp`, isHousehold: true };
  const halfLiters = ceil(ml / 500);
  const text = halfLiters === 1 ? '500 mL' : `${formatNumber(halfLiters / 2)} L`;
  return { text, isHousehold: true };
}

export interface AmountRequest {
  /** The form bought; its package may be known even when it is not in our food table. */
  foodId: string;
  food: Food | undefined;
  grams: number;
  /** A cooked food we have no bought form for: plain grams then say they are cooked weight. */
  isCookedWeight?: boolean;
}

/** What to pick up: a package, a household unit, or grams, always rounded up. */
export function shoppingAmount({
  foodId,
  food,
  grams,
  isCookedWeight = false,
}: AmountRequest): ShoppingAmount {
  const pack = PACKAGE_BY_FOOD.get(foodId);
  if (pack) {
    const count = ceil(grams / pack.grams);
    return {
      text:
        count === 1
          ? `1 ${pack.singular}, ${pack.size}`
          : `${count} ${pack.plural}, ${pack.size} each`,
      isHousehold: true,
    };
  }
  const plain = {
    text: `${gramsText(grams)}${isCookedWeight ? ' cooked' : ''}`,
    isHousehold: false,
  };
  if (!food) return plain;
  if (food.id === EGG_ID && food.portion) {
    const eggs = ceil(grams / food.portion.grams);
    const text = eggs <= 6 ? 'half a dozen eggs' : `${ceil(eggs / 12)} dozen eggs`;
    return { text, isHousehold: true };
  }
  const byVolume = liquid(food, grams);
  if (byVolume) return byVolume;

  const unit = countUnit(food);
  if (unit) {
    const count = ceil(grams / unit.grams);
    if (count > MAX_ITEMS) return plain;
    return { text: `${count} ${plural(unit.noun, count)}`, isHousehold: true };
  }
  return spoons(food, grams) ?? plain;
}
