export type { KosherMealConflict } from './diet';
export {
  DIETARY_RESTRICTION_LABELS,
  dietCompatibility,
  isFoodAllowed,
  kosherMealConflict,
} from './diet';
export type {
  Allergen,
  AnimalOrigin,
  Food,
  FoodId,
  FoodTable,
  FoodTags,
  KosherCategory,
  NutrientInfo,
  NutrientKey,
  Nutrients,
  NutrientUnit,
  Portion,
  StoreSection,
} from './food';
export {
  ALLERGEN_LABELS,
  ALLERGENS,
  AllergenSchema,
  ANIMAL_ORIGIN_LABELS,
  ANIMAL_ORIGINS,
  AnimalOriginSchema,
  FoodIdSchema,
  FoodSchema,
  FoodTableSchema,
  KOSHER_CATEGORIES,
  KosherCategorySchema,
  NUTRIENT_KEYS,
  NUTRIENTS,
  STORE_SECTION_LABELS,
  STORE_SECTIONS,
  StoreSectionSchema,
} from './food';
export { nameKey, nameTokens } from './food-names';
export {
  allFoods,
  findFoodsByName,
  foodTableSource,
  getFood,
  requireFood,
} from './food-table';
export type { FoodAmount, NutrientTotals, NutrientValues } from './nutrients';
export { addNutrientTotals, nutrientsForGrams, sumNutrients } from './nutrients';
export { REFINED_GRAIN_GRAMS_PER_OZ_EQ, refinedGrainOzEq } from './refined-grains';
