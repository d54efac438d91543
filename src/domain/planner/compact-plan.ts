import { z } from 'zod';
import { type Meal, type MealPlan, MealSchema, PLAN_FACT_FIELDS } from './meal-plan';

/**
 * A plan as the web app sends it back with a chat edit: each meal the planner made as its
 * recipe, servings, sides and ingredient grams, about a twentieth of the meal in full. The
 * server makes the full meal again from the recipe library and the food table (expand-plan.ts),
 * exactly as the planner made it. A meal the planner did not make (none today; a plan saved
 * before meals named their sides) is sent in full.
 */
export const CompactMealSchema = z.strictObject({
  recipeId: z.string().min(1).max(100),
  servings: z.number().positive().max(10),
  sideIds: z.array(z.string().min(1).max(100)).max(6),
  /** Grams of each ingredient: the recipe's in its order, then each side's food. */
  grams: z.array(z.number().positive().max(5000)).min(1).max(80),
  isLocked: z.boolean().optional(),
  isChosen: z.boolean().optional(),
});
export type CompactMeal = z.infer<typeof CompactMealSchema>;

const PlanMealSchema = z.union([CompactMealSchema, MealSchema]);

export const CompactMealPlanSchema = z.strictObject({
  format: z.literal('compact'),
  days: z
    .array(
      z.strictObject({
        day: z.number().int().positive().max(14),
        meals: z.strictObject({
          breakfast: PlanMealSchema,
          lunch: PlanMealSchema,
          dinner: PlanMealSchema,
          snacks: z.array(PlanMealSchema).max(6).default([]),
        }),
        statedEnergyRange: z.object({ minKcal: z.number(), maxKcal: z.number() }).optional(),
      }),
    )
    .min(1)
    .max(14),
  ...PLAN_FACT_FIELDS,
});
export type CompactMealPlan = z.infer<typeof CompactMealPlanSchema>;

export function isCompactMeal(meal: CompactMeal | Meal): meal is CompactMeal {
  return 'grams' in meal;
}

/** The meal as its recipe, servings, sides and grams, when it carries them; else as it is. */
export function compactMeal(meal: Meal): CompactMeal | Meal {
  const { recipeId, servings, sideIds, ingredients, isLocked, isChosen } = meal;
  if (!recipeId || servings === undefined || !sideIds || !ingredients?.length) return meal;
  return {
    recipeId,
    servings,
    sideIds,
    grams: ingredients.map((item) => item.grams),
    ...(isLocked ? { isLocked } : {}),
    ...(isChosen ? { isChosen } : {}),
  };
}

/** The plan in the form a chat edit sends (see `CompactMealSchema`). */
export function compactMealPlan(plan: MealPlan): CompactMealPlan {
  const { days, ...rest } = plan;
  return {
    format: 'compact',
    ...rest,
    days: days.map((day) => ({
      day: day.day,
      meals: {
        breakfast: compactMeal(day.meals.breakfast),
        lunch: compactMeal(day.meals.lunch),
        dinner: compactMeal(day.meals.dinner),
        snacks: day.meals.snacks.map(compactMeal),
      },
      ...(day.statedEnergyRange ? { statedEnergyRange: day.statedEnergyRange } : {}),
    })),
  };
}
