import type { Food, NutrientKey } from '../foods/food';
import { getFood, requireFood } from '../foods/food-table';
import { sumNutrients } from '../foods/nutrients';
import { formatList } from '../profile/format';
import type { RecipeFacts } from '../recipes/recipe-library';
import {
  type DayTotals,
  type Meal,
  type MealIngredient,
  type MealPlanDay,
  TRACKED_NUTRIENTS,
} from './meal-plan';
import type { SideDish } from './sides';

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Grams as a cook would weigh them: whole grams, and tenths below 10 g (salt, spices, oil),
 * rounded down there so a pinch of salt never tips a day over its sodium limit.
 */
export function roundGrams(grams: number): number {
  return grams >= 10 ? Math.round(grams) : Math.max(0.1, Math.floor(grams * 10 + 1e-9) / 10);
}

/** 'about 1 ½ cups' style text from the food's household portion, or undefined. */
export function householdMeasure(food: Food, grams: number): string | undefined {
  if (!food.portion) return undefined;
  const count = grams / food.portion.grams;
  if (count < 0.2 || count > 20) return undefined;
  const quarters = Math.max(1, Math.round(count * 4));
  const whole = Math.floor(quarters / 4);
  const fraction = ['', '¼', '½', '¾'][quarters % 4];
  const amount = whole === 0 ? fraction : `${whole}${fraction ? ` ${fraction}` : ''}`;
  return `about ${amount} × ${food.portion.measure}`;
}

/** Nutrients of a list of ingredients, recomputed from the food table (shared with the verifier). */
export function mealNutrients(ingredients: readonly { foodId: string; grams: number }[]) {
  return sumNutrients(
    ingredients.map((item) => ({ food: requireFood(item.foodId), grams: item.grams })),
  );
}

const TRACKED_FROM: Record<(typeof TRACKED_NUTRIENTS)[number], NutrientKey> = {
  fiberG: 'fiberG',
  sugarsG: 'sugarsG',
  satFatG: 'satFatG',
  sodiumMg: 'sodiumMg',
  potassiumMg: 'potassiumMg',
  phosphorusMg: 'phosphorusMg',
  cholesterolMg: 'cholesterolMg',
  vitaminKUg: 'vitaminKUg',
};

/** The spec's numbers of a meal (and its tracked nutrients) from its ingredients. */
export function mealFigures(ingredients: readonly { foodId: string; grams: number }[]) {
  const totals = mealNutrients(ingredients);
  const v = (key: NutrientKey) => totals.values[key] ?? 0;
  const nutrients = Object.fromEntries(
    TRACKED_NUTRIENTS.map((key) => [key, round1(v(TRACKED_FROM[key]))]),
  ) as Record<(typeof TRACKED_NUTRIENTS)[number], number>;
  return {
    calories: Math.round(v('energyKcal')),
    protein: round1(v('proteinG')),
    carbs: round1(v('carbG')),
    fat: round1(v('fatG')),
    nutrients,
    incompleteNutrients: totals.incomplete,
    exact: totals.values,
  };
}

function ingredient(food: Food, grams: number): MealIngredient {
  const rounded = roundGrams(grams);
  const measure = householdMeasure(food, rounded);
  return {
    foodId: food.id,
    name: food.name,
    grams: rounded,
    ...(measure ? { measure } : {}),
    storeSection: food.storeSection,
  };
}

/**
 * A plan meal: `servings` of the recipe (and any sides), ingredients in rounded grams, every
 * number recomputed from them.
 */
export function buildMeal(
  facts: RecipeFacts,
  servings: number,
  sides: readonly { dish: SideDish; servings: number }[] = [],
): Meal {
  const { recipe } = facts;
  const grams = [
    ...recipe.ingredients.map((item) => (item.grams * servings) / recipe.servings),
    ...sides.map((side) => side.dish.gramsPerServing * side.servings),
  ];
  return mealOf(
    facts,
    servings,
    sides.map((side) => side.dish),
    grams,
  );
}

/**
 * The meal of `facts` with `sides`, its ingredients (the recipe's, then each side's food) in
 * `grams`: what `buildMeal` makes, and what a compact meal (compact-plan.ts) is expanded to.
 */
export function mealOf(
  facts: RecipeFacts,
  servings: number,
  sides: readonly SideDish[],
  grams: readonly number[],
): Meal {
  const { recipe } = facts;
  const foods = [...facts.foods, ...sides.map((dish) => requireFood(dish.foodId))];
  const ingredients: MealIngredient[] = foods.map((food, index) => ingredient(food, grams[index]!));
  const sidePhrase = formatList(sides.map((dish) => dish.phrase));
  const figures = mealFigures(ingredients);
  const incomplete = figures.incompleteNutrients.filter((key) =>
    (
      ['energyKcal', 'proteinG', 'carbG', 'fatG', ...Object.values(TRACKED_FROM)] as NutrientKey[]
    ).includes(key),
  );
  return {
    name: sidePhrase ? `${recipe.name} with ${sidePhrase}` : recipe.name,
    description: sidePhrase
      ? `${recipe.description} Served with ${sidePhrase}.`
      : recipe.description,
    calories: figures.calories,
    protein: figures.protein,
    carbs: figures.carbs,
    fat: figures.fat,
    ingredients,
    nutrients: figures.nutrients,
    ...(incomplete.length > 0 ? { incompleteNutrients: incomplete } : {}),
    recipeId: recipe.id,
    sideIds: sides.map((dish) => dish.id),
    cuisine: recipe.cuisine,
    mealType: recipe.mealType,
    servings: Math.round(servings * 100) / 100,
    prepMinutes: recipe.prepMinutes,
    cookMinutes: recipe.cookMinutes,
    steps: [...recipe.steps],
  };
}

/** A day's meals in order: breakfast, lunch, dinner, then the snacks. */
export function mealsOfDay(day: MealPlanDay): Meal[] {
  return [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks];
}

/** Day totals from the meals' own figures (spec: missing calories count as 0). */
export function dayTotals(meals: readonly Meal[]): DayTotals {
  const sum = (pick: (meal: Meal) => number | undefined) =>
    round1(meals.reduce((total, meal) => total + (pick(meal) ?? 0), 0));
  const totals: DayTotals = {
    calories: Math.round(meals.reduce((total, meal) => total + (meal.calories ?? 0), 0)),
    protein: sum((meal) => meal.protein),
    carbs: sum((meal) => meal.carbs),
    fat: sum((meal) => meal.fat),
    fiberG: 0,
    sugarsG: 0,
    satFatG: 0,
    sodiumMg: 0,
    potassiumMg: 0,
    phosphorusMg: 0,
    cholesterolMg: 0,
    vitaminKUg: 0,
  };
  for (const key of TRACKED_NUTRIENTS) totals[key] = sum((meal) => meal.nutrients?.[key]);
  return totals;
}

/** Portions stay between half and two and a half servings of a recipe. */
export const RECIPE_SERVING_BOUNDS = { min: 0.5, max: 2.5 } as const;

/**
 * The same meal with every ingredient scaled by `factor`, its numbers recomputed from the grams;
 * undefined when the portion would leave the recipe's serving bounds or the meal lists no
 * ingredients. Each ingredient keeps what it knows (store section), with grams and measure new.
 */
export function scaleMeal(meal: Meal, factor: number): Meal | undefined {
  if (!meal.ingredients || meal.ingredients.length === 0) return undefined;
  const servings = meal.servings !== undefined ? meal.servings * factor : undefined;
  if (
    servings !== undefined &&
    (servings < RECIPE_SERVING_BOUNDS.min - 1e-9 || servings > RECIPE_SERVING_BOUNDS.max + 1e-9)
  ) {
    return undefined;
  }
  const ingredients = meal.ingredients.map(({ measure: _old, ...item }) => {
    const grams = roundGrams(item.grams * factor);
    const food = getFood(item.foodId);
    const measure = food ? householdMeasure(food, grams) : undefined;
    return { ...item, grams, ...(measure ? { measure } : {}) };
  });
  const figures = mealFigures(ingredients);
  return {
    ...meal,
    calories: figures.calories,
    protein: figures.protein,
    carbs: figures.carbs,
    fat: figures.fat,
    ingredients,
    nutrients: figures.nutrients,
    ...(servings !== undefined ? { servings: Math.round(servings * 100) / 100 } : {}),
  };
}
