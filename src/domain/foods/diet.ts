import { DIETARY_RESTRICTION_IDS, type DietaryRestriction } from '../profile/health-profile';
import type { AnimalOrigin, Food } from './food';

/**
 * Dietary restrictions (spec §3 preference form), decided per food from its tags.
 * Religious rules are applied to the food itself: whether meat was slaughtered the halal or
 * kosher way, and whether a product is certified, is not something the table can know.
 */

export const DIETARY_RESTRICTION_LABELS: Readonly<Record<DietaryRestriction, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  halal: 'Halal',
  kosher: 'Kosher',
  gluten_free: 'Gluten-Free',
  dairy_free: 'Dairy-Free',
  nut_free: 'Nut-Free',
  soy_free: 'Soy-Free',
  egg_free: 'Egg-Free',
};

const LAND_MEAT: readonly AnimalOrigin[] = ['pork', 'beef', 'lamb', 'game', 'poultry'];

function hasOrigin(food: Food, origins: readonly AnimalOrigin[]): boolean {
  return food.tags.animalOrigin.some((origin) => origins.includes(origin));
}

const RULES: Readonly<Record<DietaryRestriction, (food: Food) => boolean>> = {
  /** No meat, poultry, fish, shellfish or gelatin; dairy, eggs and honey are fine. */
  vegetarian: (food) => !hasOrigin(food, [...LAND_MEAT, 'fish', 'shellfish', 'gelatin']),
  /** Nothing of animal origin, honey included. */
  vegan: (food) => food.tags.animalOrigin.length === 0,
  /** Vegetarian plus fish and shellfish. */
  pescatarian: (food) => !hasOrigin(food, [...LAND_MEAT, 'gelatin']),
  /**
   * No pork, alcohol or gelatin (usually porcine), and no game the rules mark non-kosher
   * (frog, turtle, alligator, horse, boar...; rabbit is excluded too, conservatively).
   * Seafood is allowed, following the majority of schools.
   */
  halal: (food) =>
    !hasOrigin(food, ['pork', 'gelatin']) &&
    !food.tags.alcohol &&
    !(hasOrigin(food, ['game']) && food.tags.kosherCategory === 'non-kosher'),
  /** The food is meat, dairy or pareve; mixing meat and dairy in a meal is `kosherMealConflict`. */
  kosher: (food) => food.tags.kosherCategory !== 'non-kosher',
  gluten_free: (food) => !food.tags.allergens.includes('wheat-gluten'),
  dairy_free: (food) => !food.tags.allergens.includes('milk'),
  nut_free: (food) =>
    !food.tags.allergens.includes('tree-nuts') && !food.tags.allergens.includes('peanuts'),
  soy_free: (food) => !food.tags.allergens.includes('soy'),
  egg_free: (food) => !food.tags.allergens.includes('egg'),
};

export function isFoodAllowed(food: Food, restriction: DietaryRestriction): boolean {
  return RULES[restriction](food);
}

/** For each restriction, whether the food fits it. */
export function dietCompatibility(food: Food): Record<DietaryRestriction, boolean> {
  return Object.fromEntries(
    DIETARY_RESTRICTION_IDS.map((restriction) => [restriction, RULES[restriction](food)]),
  ) as Record<DietaryRestriction, boolean>;
}

export interface KosherMealConflict {
  meatFoodIds: string[];
  dairyFoodIds: string[];
}

/**
 * Kosher law does not mix meat and dairy in one meal. Returns the foods that clash, or null.
 * (Foods that are non-kosher on their own are caught by `isFoodAllowed(food, 'kosher')`.)
 */
export function kosherMealConflict(foods: readonly Food[]): KosherMealConflict | null {
  const meatFoodIds = foods.filter((f) => f.tags.kosherCategory === 'meat').map((f) => f.id);
  const dairyFoodIds = foods.filter((f) => f.tags.kosherCategory === 'dairy').map((f) => f.id);
  if (meatFoodIds.length === 0 || dairyFoodIds.length === 0) return null;
  return { meatFoodIds: [...new Set(meatFoodIds)], dairyFoodIds: [...new Set(dairyFoodIds)] };
}
