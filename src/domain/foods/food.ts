import { z } from 'zod';

/**
 * The food table's record shape. `data/foods/foods.json` is generated from the USDA SR28 subset
 * in `data/usda/` by `scripts/foods/build-food-table.ts`; this schema validates it on load.
 */

/** A USDA SR NDB number: 5 digits, leading zero kept (`01123`). */
export const FoodIdSchema = z.string().regex(/^\d{5}$/, 'a 5-digit USDA NDB number');
export type FoodId = z.infer<typeof FoodIdSchema>;

/**
 * Nutrients per 100 g of edible portion, exactly as USDA SR28 publishes them. The unit is in the
 * key. `null` means USDA reports no value (not analysed): it is never zero.
 */
export const NUTRIENT_KEYS = [
  'energyKcal',
  'proteinG',
  'fatG',
  'carbG',
  'fiberG',
  'sugarsG',
  'satFatG',
  'monoFatG',
  'polyFatG',
  'sodiumMg',
  'potassiumMg',
  'phosphorusMg',
  'calciumMg',
  'ironMg',
  'magnesiumMg',
  'zincMg',
  'vitaminDUg',
  'vitaminB12Ug',
  'cholesterolMg',
  'vitaminKUg',
  'vitaminCMg',
  'folateDfeUg',
  'vitaminARaeUg',
  'waterG',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

export type NutrientUnit = 'kcal' | 'g' | 'mg' | 'µg';

export interface NutrientInfo {
  label: string;
  unit: NutrientUnit;
  /** The column of `data/usda/sr28-subset.csv` the value comes from. */
  usdaColumn: string;
}

export const NUTRIENTS: Readonly<Record<NutrientKey, NutrientInfo>> = {
  energyKcal: { label: 'Energy', unit: 'kcal', usdaColumn: 'energy_kcal' },
  proteinG: { label: 'Protein', unit: 'g', usdaColumn: 'protein_g' },
  fatG: { label: 'Total fat', unit: 'g', usdaColumn: 'fat_g' },
  carbG: { label: 'Carbohydrate (incl. fibre)', unit: 'g', usdaColumn: 'carb_g' },
  fiberG: { label: 'Fibre', unit: 'g', usdaColumn: 'fiber_g' },
  sugarsG: { label: 'Total sugars', unit: 'g', usdaColumn: 'sugars_g' },
  satFatG: { label: 'Saturated fat', unit: 'g', usdaColumn: 'sat_fat_g' },
  monoFatG: { label: 'Monounsaturated fat', unit: 'g', usdaColumn: 'mono_fat_g' },
  polyFatG: { label: 'Polyunsaturated fat', unit: 'g', usdaColumn: 'poly_fat_g' },
  sodiumMg: { label: 'Sodium', unit: 'mg', usdaColumn: 'sodium_mg' },
  potassiumMg: { label: 'Potassium', unit: 'mg', usdaColumn: 'potassium_mg' },
  phosphorusMg: { label: 'Phosphorus', unit: 'mg', usdaColumn: 'phosphorus_mg' },
  calciumMg: { label: 'Calcium', unit: 'mg', usdaColumn: 'calcium_mg' },
  ironMg: { label: 'Iron', unit: 'mg', usdaColumn: 'iron_mg' },
  magnesiumMg: { label: 'Magnesium', unit: 'mg', usdaColumn: 'magnesium_mg' },
  zincMg: { label: 'Zinc', unit: 'mg', usdaColumn: 'zinc_mg' },
  vitaminDUg: { label: 'Vitamin D', unit: 'µg', usdaColumn: 'vitamin_d_ug' },
  vitaminB12Ug: { label: 'Vitamin B12', unit: 'µg', usdaColumn: 'vitamin_b12_ug' },
  cholesterolMg: { label: 'Cholesterol', unit: 'mg', usdaColumn: 'cholesterol_mg' },
  vitaminKUg: { label: 'Vitamin K', unit: 'µg', usdaColumn: 'vitamin_k_ug' },
  vitaminCMg: { label: 'Vitamin C', unit: 'mg', usdaColumn: 'vitamin_c_mg' },
  folateDfeUg: { label: 'Folate (DFE)', unit: 'µg', usdaColumn: 'folate_dfe_ug' },
  vitaminARaeUg: { label: 'Vitamin A (RAE)', unit: 'µg', usdaColumn: 'vitamin_a_rae_ug' },
  waterG: { label: 'Water', unit: 'g', usdaColumn: 'water_g' },
};

/**
 * The nine major US food allergens (FALCPA 2004 + FASTER Act 2021, clinical-targets B12.2).
 * `wheat-gluten` covers wheat and the other gluten grains (barley, rye, and oats unless certified
 * gluten-free), because celiac disease and wheat allergy are excluded the same way.
 * `shellfish` covers crustaceans and, conservatively, molluscs.
 */
export const ALLERGENS = [
  'milk',
  'egg',
  'fish',
  'shellfish',
  'tree-nuts',
  'peanuts',
  'wheat-gluten',
  'soy',
  'sesame',
] as const;
export const AllergenSchema = z.enum(ALLERGENS);
export type Allergen = z.infer<typeof AllergenSchema>;

export const ALLERGEN_LABELS: Readonly<Record<Allergen, string>> = {
  milk: 'Milk',
  egg: 'Egg',
  fish: 'Fish',
  shellfish: 'Shellfish',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  'wheat-gluten': 'Wheat / gluten (wheat, barley, rye, oats)',
  soy: 'Soy',
  sesame: 'Sesame',
};

/**
 * What animal a food comes from, for vegetarian, vegan, pescatarian, halal and kosher rules.
 * `beef` includes veal; `lamb` includes mutton; `game` covers venison, bison, elk, rabbit, goat
 * and other meats that are neither beef, pork, lamb nor poultry; `shellfish` includes molluscs.
 */
export const ANIMAL_ORIGINS = [
  'pork',
  'beef',
  'lamb',
  'game',
  'poultry',
  'fish',
  'shellfish',
  'gelatin',
  'dairy',
  'egg',
  'honey',
] as const;
export const AnimalOriginSchema = z.enum(ANIMAL_ORIGINS);
export type AnimalOrigin = z.infer<typeof AnimalOriginSchema>;

export const ANIMAL_ORIGIN_LABELS: Readonly<Record<AnimalOrigin, string>> = {
  pork: 'Pork',
  beef: 'Beef or veal',
  lamb: 'Lamb or mutton',
  game: 'Game or other meat',
  poultry: 'Poultry',
  fish: 'Fish',
  shellfish: 'Shellfish',
  gelatin: 'Gelatin',
  dairy: 'Dairy',
  egg: 'Egg',
  honey: 'Honey',
};

/**
 * Kosher category of the food itself (certification is not modelled). `non-kosher`: pork,
 * shellfish, fish without fins and scales (and fish we cannot confirm), non-kosher game, gelatin,
 * blood, beef hindquarter cuts (not sold kosher outside Israel), and meat mixed with dairy.
 */
export const KOSHER_CATEGORIES = ['meat', 'dairy', 'pareve', 'non-kosher'] as const;
export const KosherCategorySchema = z.enum(KOSHER_CATEGORIES);
export type KosherCategory = z.infer<typeof KosherCategorySchema>;

/** Where a shopper finds the food; the grocery list groups by it. */
export const STORE_SECTIONS = [
  'produce',
  'meat-seafood',
  'dairy-eggs',
  'bakery',
  'grains-pasta',
  'canned-jarred',
  'frozen',
  'spices-condiments',
  'nuts-seeds',
  'beverages',
  'other',
] as const;
export const StoreSectionSchema = z.enum(STORE_SECTIONS);
export type StoreSection = z.infer<typeof StoreSectionSchema>;

export const STORE_SECTION_LABELS: Readonly<Record<StoreSection, string>> = {
  produce: 'Produce',
  'meat-seafood': 'Meat & seafood',
  'dairy-eggs': 'Dairy & eggs',
  bakery: 'Bakery',
  'grains-pasta': 'Grains & pasta',
  'canned-jarred': 'Canned & jarred',
  frozen: 'Frozen',
  'spices-condiments': 'Spices, oils & condiments',
  'nuts-seeds': 'Nuts, seeds & dried fruit',
  beverages: 'Beverages',
  other: 'Other',
};

/**
 * Our own tags, derived by rules from the USDA description and food group
 * (`scripts/foods/tagging.ts`), with hand-curated additions. When unsure, the rules tag.
 */
export const FoodTagsSchema = z.strictObject({
  allergens: z.array(AllergenSchema),
  animalOrigin: z.array(AnimalOriginSchema),
  /** Contains alcohol (drinks, cooking wine, vanilla extract, non-alcoholic beer/wine with traces). */
  alcohol: z.boolean(),
  kosherCategory: KosherCategorySchema,
  /** On a Monash-style list of common high-FODMAP foods at a usual portion. */
  highFodmap: z.boolean(),
  /** A common GERD trigger: tomato, citrus, chocolate, mint, coffee, fizzy drinks, alcohol, onion, garlic, hot spice, fried fatty food. */
  gerdTrigger: z.boolean(),
  /** Tyramine-rich: to exclude with MAOIs (clinical-targets C2). */
  tyramineRich: z.boolean(),
  /** Grapefruit, pomelo, Seville orange and their juices: to exclude with CYP3A4 statins (C3). */
  grapefruit: z.boolean(),
  /**
   * Rich in vitamin K2 (natto): the table's vitamin K column counts only K1 (phylloquinone), so
   * these foods' vitamin K is far above what the plan sees; excluded with warfarin (C1).
   */
  vitaminK2Rich: z.boolean(),
  /** A salt substitute made with potassium chloride: excluded with potassium-retaining drugs (C6). */
  potassiumSaltSubstitute: z.boolean(),
});
export type FoodTags = z.infer<typeof FoodTagsSchema>;

const nutrientShape = Object.fromEntries(
  NUTRIENT_KEYS.map((key) => [key, z.number().nonnegative().nullable()]),
) as Record<NutrientKey, z.ZodNullable<z.ZodNumber>>;

export const NutrientsSchema = z.strictObject(nutrientShape);
export type Nutrients = z.infer<typeof NutrientsSchema>;

export const PortionSchema = z.strictObject({
  grams: z.number().positive(),
  /** Household measure, e.g. `1 cup, chopped` or `1 large`. */
  measure: z.string().min(1),
});
export type Portion = z.infer<typeof PortionSchema>;

export const FoodSchema = z.strictObject({
  id: FoodIdSchema,
  /** FoodData Central id of the SR Legacy record, when USDA's record could be matched. */
  fdcId: z.number().int().positive().nullable(),
  /** The USDA long description, as published. */
  description: z.string().min(1),
  /** Short display name. */
  name: z.string().min(1),
  /** Lower-case words people type for this food ('chicken', 'greek yogurt'); shared across foods. */
  aliases: z.array(z.string().min(1)),
  foodGroup: z.strictObject({ code: z.string().regex(/^\d{4}$/), name: z.string().min(1) }),
  storeSection: StoreSectionSchema,
  /** A household portion; null when USDA lists none and we did not add one. */
  portion: PortionSchema.nullable(),
  nutrients: NutrientsSchema,
  tags: FoodTagsSchema,
});
export type Food = z.infer<typeof FoodSchema>;

export const FoodTableSchema = z.strictObject({
  /** Citation of the data source. */
  source: z.string().min(1),
  foods: z.array(FoodSchema),
});
export type FoodTable = z.infer<typeof FoodTableSchema>;
