import { z } from 'zod';
import breakfastsJson from '../../../data/recipes/breakfasts.json';
import dinnersJson from '../../../data/recipes/dinners.json';
import lunchesJson from '../../../data/recipes/lunches.json';
import snacksJson from '../../../data/recipes/snacks.json';
import { dietCompatibility, kosherMealConflict } from '../foods/diet';
import type { Allergen, AnimalOrigin, Food, KosherCategory } from '../foods/food';
import { requireFood } from '../foods/food-table';
import { type NutrientTotals, sumNutrients } from '../foods/nutrients';
import type { DietaryRestriction } from '../profile/health-profile';
import { type MealType, type Recipe, RecipeSchema } from './recipe';

/** What the engine knows about a recipe, all of it computed from the ingredients. */
export interface RecipeFacts {
  recipe: Recipe;
  foods: readonly Food[];
  /** Nutrients of one serving, summed over ingredients in grams, divided by servings. */
  perServing: NutrientTotals;
  allergens: readonly Allergen[];
  animalOrigin: readonly AnimalOrigin[];
  alcohol: boolean;
  /** Restriction -> fits. Kosher also needs no meat with dairy in the recipe. */
  diet: Readonly<Record<DietaryRestriction, boolean>>;
  kosherCategory: KosherCategory;
  highFodmap: boolean;
  gerdTrigger: boolean;
  tyramineRich: boolean;
  grapefruit: boolean;
}

const RecipeListSchema = z.array(RecipeSchema);

/** Facts of a recipe from its ingredients. Exported so tests can check the rules on made-up recipes. */
export function recipeFacts(recipe: Recipe): RecipeFacts {
  const foods = recipe.ingredients.map((ingredient) => requireFood(ingredient.foodId));
  const whole = sumNutrients(
    recipe.ingredients.map((ingredient, index) => ({
      food: foods[index]!,
      grams: ingredient.grams,
    })),
  );
  const values = { ...whole.values };
  for (const key of Object.keys(values) as (keyof typeof values)[]) {
    const value = values[key];
    values[key] = value === null ? null : value / recipe.servings;
  }
  const compat = foods.map(dietCompatibility);
  const diet = Object.fromEntries(
    (Object.keys(compat[0] ?? {}) as DietaryRestriction[]).map((restriction) => [
      restriction,
      compat.every((entry) => entry[restriction]),
    ]),
  ) as Record<DietaryRestriction, boolean>;
  const kosherConflict = kosherMealConflict(foods);
  if (kosherConflict) diet.kosher = false;
  const categories = new Set(foods.map((food) => food.tags.kosherCategory));
  const kosherCategory: KosherCategory =
    categories.has('non-kosher') || kosherConflict
      ? 'non-kosher'
      : categories.has('meat')
        ? 'meat'
        : categories.has('dairy')
          ? 'dairy'
          : 'pareve';
  const union = <T>(pick: (food: Food) => readonly T[]) => [...new Set(foods.flatMap(pick))].sort();
  return {
    recipe,
    foods,
    perServing: { values, incomplete: whole.incomplete },
    allergens: union((food) => food.tags.allergens),
    animalOrigin: union((food) => food.tags.animalOrigin),
    alcohol: foods.some((food) => food.tags.alcohol),
    diet,
    kosherCategory,
    highFodmap: foods.some((food) => food.tags.highFodmap),
    gerdTrigger: foods.some((food) => food.tags.gerdTrigger),
    tyramineRich: foods.some((food) => food.tags.tyramineRich),
    grapefruit: foods.some((food) => food.tags.grapefruit),
  };
}

let library: readonly RecipeFacts[] | undefined;
let byId: ReadonlyMap<string, RecipeFacts> | undefined;

function load(): readonly RecipeFacts[] {
  if (library === undefined) {
    const recipes = [breakfastsJson, lunchesJson, dinnersJson, snacksJson].flatMap((file) =>
      RecipeListSchema.parse(file),
    );
    library = recipes.map(recipeFacts);
    byId = new Map(library.map((facts) => [facts.recipe.id, facts]));
  }
  return library;
}

/** Every recipe of the library with its computed facts: breakfasts, lunches, dinners, snacks. */
export function allRecipes(): readonly RecipeFacts[] {
  return load();
}

export function recipesFor(mealType: MealType): readonly RecipeFacts[] {
  return load().filter((facts) => facts.recipe.mealType === mealType);
}

export function getRecipe(id: string): RecipeFacts | undefined {
  load();
  return byId!.get(id);
}
