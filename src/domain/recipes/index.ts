export { CONDITION_SCREENS, recipeFitsCondition } from './condition-fit';
export type { MealType, Recipe, RecipeIngredient } from './recipe';
export { MEAL_TYPES, MealTypeSchema, RecipeIngredientSchema, RecipeSchema } from './recipe';
export type { RecipeFacts } from './recipe-library';
export { allRecipes, getRecipe, recipeFacts, recipesFor } from './recipe-library';
