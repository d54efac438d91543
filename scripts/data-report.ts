// Counts of the project's food table and recipe library (issue 3). Prints one JSON line.
// Run: npm run data:report
import { CONDITION_IDS, CUISINES, DIETARY_RESTRICTION_IDS } from '#domain';
import { ALLERGENS } from '../src/domain/foods/food';
import { allFoods } from '../src/domain/foods/food-table';
import { recipeFitsCondition } from '../src/domain/recipes/condition-fit';
import { MEAL_TYPES } from '../src/domain/recipes/recipe';
import { allRecipes } from '../src/domain/recipes/recipe-library';

const recipes = allRecipes();
const count = (pick: (facts: (typeof recipes)[number]) => boolean) => recipes.filter(pick).length;
const table = <K extends string>(keys: readonly K[], pick: (key: K) => number) =>
  Object.fromEntries(keys.map((key) => [key, pick(key)]));

console.log(
  JSON.stringify({
    foods: allFoods().length,
    recipes: recipes.length,
    recipesByMealType: table(MEAL_TYPES, (type) => count((f) => f.recipe.mealType === type)),
    recipesByCuisine: table(CUISINES, (cuisine) => count((f) => f.recipe.cuisine === cuisine)),
    recipesByDiet: table(DIETARY_RESTRICTION_IDS, (diet) => count((f) => f.diet[diet])),
    recipesFreeOfAllergen: table(ALLERGENS, (allergen) =>
      count((f) => !f.allergens.includes(allergen)),
    ),
    recipesPerCondition: table(CONDITION_IDS, (id) => count((f) => recipeFitsCondition(f, id))),
  }),
);
