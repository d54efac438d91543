import { z } from 'zod';
import { FoodIdSchema, StoreSectionSchema } from '../foods/food';
import { CuisineSchema } from '../profile/health-profile';
import { MealTypeSchema } from '../recipes/recipe';
import { LIMIT_NUTRIENTS } from '../targets/schemas';

/** The extra nutrients every meal and day carries beside calories and macros (ARCHITECTURE.md). */
export const TRACKED_NUTRIENTS = [
  'fiberG',
  'sugarsG',
  'satFatG',
  'sodiumMg',
  'potassiumMg',
  'phosphorusMg',
  'cholesterolMg',
  'vitaminKUg',
] as const;
export type TrackedNutrient = (typeof TRACKED_NUTRIENTS)[number];

const TrackedNutrientsSchema = z.object(
  Object.fromEntries(TRACKED_NUTRIENTS.map((key) => [key, z.number()])) as Record<
    TrackedNutrient,
    z.ZodNumber
  >,
);

export const MealIngredientSchema = z.object({
  foodId: FoodIdSchema,
  name: z.string(),
  grams: z.number().positive(),
  /** Household measure of this amount, approximate ('about 1 cup'). */
  measure: z.string().optional(),
  /** Where a shopper finds it; the grocery list groups by it. */
  storeSection: StoreSectionSchema.optional(),
});
export type MealIngredient = z.infer<typeof MealIngredientSchema>;

/** A meal as the spec shows it (name, description, calories, macros), extended so anyone can recompute it. */
export const MealSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** kcal, rounded. Spec §3: missing calories count as 0. */
  calories: z.number(),
  protein: z.number().optional(),
  carbs: z.number().optional(),
  fat: z.number().optional(),
  ingredients: z.array(MealIngredientSchema).optional(),
  nutrients: TrackedNutrientsSchema.partial().optional(),
  /** Nutrients some ingredient has no USDA value for: the figure is a lower bound. */
  incompleteNutrients: z.array(z.string()).optional(),
  recipeId: z.string().optional(),
  /**
   * The side dishes served with the recipe (sides.ts), in the order their foods follow the
   * recipe's in `ingredients`. With `recipeId` and `servings`, what makes the meal compact.
   */
  sideIds: z.array(z.string()).optional(),
  cuisine: CuisineSchema.optional(),
  mealType: MealTypeSchema.optional(),
  /** Servings of the recipe this meal is (the planner scales portions to the day's energy). */
  servings: z.number().positive().optional(),
  prepMinutes: z.number().optional(),
  cookMinutes: z.number().optional(),
  steps: z.array(z.string()).optional(),
  /**
   * The person locked this meal: regenerating and the chat's edits keep it, recipe and portions
   * (meal-choices.ts), and it may keep a food their restrictions or dislikes leave out.
   */
  isLocked: z.boolean().optional(),
  /** The person chose this meal (a swap, a chat edit): a change of length keeps it. */
  isChosen: z.boolean().optional(),
});
export type Meal = z.infer<typeof MealSchema>;

export const DayTotalsSchema = z
  .object({ calories: z.number(), protein: z.number(), carbs: z.number(), fat: z.number() })
  .extend(TrackedNutrientsSchema.shape);
export type DayTotals = z.infer<typeof DayTotalsSchema>;

export const MealPlanDaySchema = z.object({
  day: z.number().int().positive(),
  meals: z.object({
    breakfast: MealSchema,
    lunch: MealSchema,
    dinner: MealSchema,
    snacks: z.array(MealSchema).default([]),
  }),
  totals: DayTotalsSchema.optional(),
  /**
   * No recipes fit all of the person's limits within ±5 % of the energy target on this day, so
   * it keeps to the range the analysis states (±10 %, never under the floor) instead, shown
   * with the day; the verifier checks it against the range it computes for the person.
   */
  statedEnergyRange: z.object({ minKcal: z.number(), maxKcal: z.number() }).optional(),
});
export type MealPlanDay = z.infer<typeof MealPlanDaySchema>;

export const PlanLimitSchema = z.object({
  id: z.string(),
  nutrient: z.enum(LIMIT_NUTRIENTS),
  label: z.string(),
  scope: z.enum(['day', 'meal']),
  min: z.number().optional(),
  max: z.number().optional(),
  unit: z.string(),
  sourceIds: z.array(z.string()),
});
export type PlanLimit = z.infer<typeof PlanLimitSchema>;

const RangeSchema = z.object({
  minG: z.number(),
  maxG: z.number(),
  sourceIds: z.array(z.string()),
});

/** What the plan was built to meet; every number names its clinical-targets source row. */
export const PlanTargetsSchema = z.object({
  energyKcal: z.number(),
  /** A day passes when its energy is within ± this share of the target. */
  energyTolerance: z.number(),
  energySourceIds: z.array(z.string()),
  macros: z.object({ carbs: RangeSchema, protein: RangeSchema, fat: RangeSchema }),
  fiberMinG: z.number(),
  fiberSourceIds: z.array(z.string()),
  limits: z.array(PlanLimitSchema),
});
export type PlanTargets = z.infer<typeof PlanTargetsSchema>;

/** What a plan says of itself besides its days: the same in the full and the compact form. */
export const PLAN_FACT_FIELDS = {
  /** The daily energy target the plan was built for. */
  dailyCalories: z.number().optional(),
  targets: PlanTargetsSchema.optional(),
  seed: z.number().int().optional(),
  /** Plain notes on how the plan meets the rules (kidney-appropriate energy sources). */
  notes: z.array(z.string().max(500)).max(5).optional(),
};

export const MealPlanSchema = z.object({
  days: z.array(MealPlanDaySchema).min(1).max(14),
  ...PLAN_FACT_FIELDS,
});
export type MealPlan = z.infer<typeof MealPlanSchema>;

export const PLAN_DURATIONS = [3, 5, 7, 14] as const;
export const PlanDurationSchema = z.union([
  z.literal(3),
  z.literal(5),
  z.literal(7),
  z.literal(14),
]);
export type PlanDuration = z.infer<typeof PlanDurationSchema>;

/** An energy target is met when the day is within ±5 % (issue 4). */
export const ENERGY_TOLERANCE = 0.05;
