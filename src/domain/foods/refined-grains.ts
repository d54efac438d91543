/**
 * Refined grains in ounce-equivalents, the unit of the USDA Dietary Guidelines and MyPlate: one
 * ounce-equivalent is a slice (1 oz) of bread, half a cup of cooked rice, pasta or cereal, or
 * 1 oz of dry grain. Per food of our table that is a refined grain (white flour, white rice,
 * degermed corn), the grams that make one ounce-equivalent: from the table's cup and slice
 * portions where it has them. Cornstarch, a thickener, is not counted. Whole grains are not
 * listed.
 */

const OUNCE_G = 28.35;
/** Half a cup of a cooked grain, from the food's one-cup portion in the table. */
const halfCup = (cupG: number) => cupG / 2;

export const REFINED_GRAIN_GRAMS_PER_OZ_EQ: Readonly<Record<string, number>> = {
  '20045': halfCup(158), // white rice, cooked
  '20055': halfCup(174), // glutinous (sticky) rice, cooked
  '20044': OUNCE_G, // white rice, raw
  '20134': halfCup(176), // rice noodles, cooked
  '20029': halfCup(157), // couscous, cooked
  '20110': halfCup(160), // egg noodles, cooked
  '20121': halfCup(124), // pasta, cooked
  '20120': OUNCE_G, // pasta, dry
  '20657': halfCup(141), // gluten-free pasta (corn and rice flour), cooked
  '20061': OUNCE_G, // white rice flour
  '08091': halfCup(257), // corn grits, cooked
  '08104': OUNCE_G, // farina (cream of wheat), dry
  '18069': OUNCE_G, // white bread
  '18029': OUNCE_G, // French, Vienna or sourdough bread
  '18001': OUNCE_G, // bagel
  '18258': OUNCE_G, // English muffin
  '18342': OUNCE_G, // dinner roll
  '18041': OUNCE_G, // white pita
  '18364': OUNCE_G, // flour tortilla
  '18228': (14.9 / 5) * 7, // saltines: seven crackers
};

/** Ounce-equivalents of refined grains in these ingredients. */
export function refinedGrainOzEq(items: readonly { foodId: string; grams: number }[]): number {
  let total = 0;
  for (const item of items) {
    const grams = REFINED_GRAIN_GRAMS_PER_OZ_EQ[item.foodId];
    if (grams !== undefined) total += item.grams / grams;
  }
  return total;
}
