import { type Food, NUTRIENT_KEYS, type NutrientKey } from './food';

/**
 * Nutrient arithmetic over the food table. Values stay unrounded here; round only for display.
 * A USDA value that was not analysed is `null` and is never treated as zero: sums report it.
 */

export type NutrientValues = Record<NutrientKey, number | null>;

export interface FoodAmount {
  food: Food;
  grams: number;
}

export interface NutrientTotals {
  /**
   * Per nutrient, the sum of the known values. When the nutrient is listed in `incomplete`, the
   * value is a lower bound (some item has no USDA value for it); it is `null` when no item has one.
   */
  values: NutrientValues;
  /** Nutrients that at least one item lacks, in NUTRIENT_KEYS order. */
  incomplete: NutrientKey[];
}

function checkGrams(grams: number): void {
  if (!Number.isFinite(grams) || grams < 0) {
    throw new Error(`grams must be a finite number >= 0, got ${grams}`);
  }
}

/** The nutrients in `grams` of a food (USDA values are per 100 g). Null stays null. */
export function nutrientsForGrams(food: Food, grams: number): NutrientValues {
  checkGrams(grams);
  const values = {} as NutrientValues;
  for (const key of NUTRIENT_KEYS) {
    const per100g = food.nutrients[key];
    values[key] = per100g === null ? null : (per100g * grams) / 100;
  }
  return values;
}

function totalsOf(
  parts: readonly NutrientValues[],
  alreadyIncomplete: ReadonlySet<NutrientKey>,
): NutrientTotals {
  const values = {} as NutrientValues;
  const incomplete: NutrientKey[] = [];
  for (const key of NUTRIENT_KEYS) {
    let sum = 0;
    let known = 0;
    let missing = alreadyIncomplete.has(key);
    for (const part of parts) {
      const value = part[key];
      if (value === null) missing = true;
      else {
        sum += value;
        known += 1;
      }
    }
    values[key] = known === 0 && missing ? null : sum;
    if (missing) incomplete.push(key);
  }
  return { values, incomplete };
}

/**
 * A food's values per 100 g in NUTRIENT_KEYS order, NaN where USDA has none: made once per food
 * (the table's foods never change), so a sum reads numbers by position instead of by key.
 */
const vectors = new WeakMap<Food['nutrients'], Float64Array>();
function vectorOf(nutrients: Food['nutrients']): Float64Array {
  let vector = vectors.get(nutrients);
  if (!vector) {
    vector = Float64Array.from(NUTRIENT_KEYS, (key) => nutrients[key] ?? Number.NaN);
    vectors.set(nutrients, vector);
  }
  return vector;
}

/** Totals of a list of food amounts (a meal). An empty list totals zero, complete. */
export function sumNutrients(items: readonly FoodAmount[]): NutrientTotals {
  // The same sums as `totalsOf` over `nutrientsForGrams`, without a record per item: the
  // planner sums every meal it builds and checks.
  for (const item of items) checkGrams(item.grams);
  const rows = items.map((item) => vectorOf(item.food.nutrients));
  const values = {} as NutrientValues;
  const incomplete: NutrientKey[] = [];
  for (let j = 0; j < NUTRIENT_KEYS.length; j++) {
    const key = NUTRIENT_KEYS[j]!;
    let sum = 0;
    let known = 0;
    let missing = false;
    for (let i = 0; i < rows.length; i++) {
      const per100g = rows[i]![j]!;
      if (Number.isNaN(per100g)) missing = true;
      else {
        sum += (per100g * items[i]!.grams) / 100;
        known += 1;
      }
    }
    values[key] = known === 0 && missing ? null : sum;
    if (missing) incomplete.push(key);
  }
  return { values, incomplete };
}

/** Totals of totals (meals into a day, days into a plan); incompleteness carries over. */
export function addNutrientTotals(totals: readonly NutrientTotals[]): NutrientTotals {
  return totalsOf(
    totals.map((total) => total.values),
    new Set(totals.flatMap((total) => total.incomplete)),
  );
}
