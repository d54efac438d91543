import { getFood, type LoggedIngredient } from '#domain';
import { AppError } from './errors';

/**
 * A 400 naming each food id that is not in the food table (its nutrients could not be known):
 * `prefix` is where the list sits in the body ('ingredients', 'entries.2.ingredients').
 */
export function requireKnownFoods(
  ingredients: readonly LoggedIngredient[] | undefined,
  prefix = 'ingredients',
): void {
  const fields: Record<string, string[]> = Object.create(null);
  ingredients?.forEach((ingredient, index) => {
    if (!getFood(ingredient.foodId)) {
      fields[`${prefix}.${index}.foodId`] = ['is not a food of the food table'];
    }
  });
  const names = Object.keys(fields);
  if (names.length > 0) {
    throw new AppError('VALIDATION_FAILED', `${names[0]}: is not a food of the food table`, fields);
  }
}
