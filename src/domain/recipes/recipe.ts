import { z } from 'zod';
import { FoodIdSchema } from '../foods/food';
import { CuisineSchema } from '../profile/health-profile';

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const MealTypeSchema = z.enum(MEAL_TYPES);
export type MealType = z.infer<typeof MealTypeSchema>;

const ID_PREFIX: Record<MealType, string> = {
  breakfast: 'bf-',
  lunch: 'ln-',
  dinner: 'dn-',
  snack: 'sn-',
};

export const RecipeIngredientSchema = z.strictObject({
  foodId: FoodIdSchema,
  /** Grams for the whole recipe (all servings), edible portion as weighed for cooking. */
  grams: z.number().positive().max(5000),
  /** The household measure a cook would use for that amount: '1 1/2 cups', '2 large'. */
  measure: z.string().min(1).max(80),
});
export type RecipeIngredient = z.infer<typeof RecipeIngredientSchema>;

/**
 * A recipe as written in `data/recipes/*.json`. Nutrients, allergens and diet labels are never
 * typed here: `recipe-library.ts` computes them from the ingredients and the food table.
 */
export const RecipeSchema = z
  .strictObject({
    id: z.string().regex(/^(bf|ln|dn|sn)-[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case with a meal prefix'),
    name: z.string().min(3).max(80),
    description: z.string().min(10).max(240),
    mealType: MealTypeSchema,
    cuisine: CuisineSchema,
    servings: z.number().int().min(1).max(12),
    prepMinutes: z.number().int().min(0).max(240),
    cookMinutes: z.number().int().min(0).max(480),
    ingredients: z.array(RecipeIngredientSchema).min(1).max(30),
    steps: z.array(z.string().min(3)).min(1).max(20),
  })
  .refine((recipe) => recipe.id.startsWith(ID_PREFIX[recipe.mealType]), {
    message: 'the id prefix must match the meal type (bf-, ln-, dn-, sn-)',
    path: ['id'],
  });
export type Recipe = z.infer<typeof RecipeSchema>;
