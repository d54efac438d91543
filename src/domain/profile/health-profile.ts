import { z } from 'zod';
import { ConditionIdSchema } from '../conditions/catalogue';
import { ConditionDetailsSchema } from '../conditions/kidney-details';

export const GENDERS = ['male', 'female', 'other'] as const;
export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very-active'] as const;
export const ActivityLevelSchema = z.enum(ACTIVITY_LEVELS);
export type ActivityLevel = z.infer<typeof ActivityLevelSchema>;

/** Spec §3 preference form: the ten dietary restrictions. */
export const DIETARY_RESTRICTION_IDS = [
  'vegetarian',
  'vegan',
  'pescatarian',
  'halal',
  'kosher',
  'gluten_free',
  'dairy_free',
  'nut_free',
  'soy_free',
  'egg_free',
] as const;
export const DietaryRestrictionSchema = z.enum(DIETARY_RESTRICTION_IDS);
export type DietaryRestriction = z.infer<typeof DietaryRestrictionSchema>;

/** Spec §3: the ten cuisines, spelled as shown. */
export const CUISINES = [
  'American',
  'Mediterranean',
  'Asian',
  'Mexican',
  'Italian',
  'Indian',
  'Middle Eastern',
  'Japanese',
  'Thai',
  'Greek',
] as const;
export const CuisineSchema = z.enum(CUISINES);
export type Cuisine = z.infer<typeof CuisineSchema>;

/** Spec §3 quick-select foods for the favorites, spelled as the spec lists them. */
export const QUICK_SELECT_FOODS = [
  'Chicken',
  'Salmon',
  'Eggs',
  'Greek Yogurt',
  'Quinoa',
  'Brown Rice',
  'Broccoli',
  'Spinach',
  'Sweet Potato',
  'Avocado',
  'Almonds',
  'Berries',
  'Oats',
  'Beans',
  'Tofu',
  'Turkey',
  'Apples',
  'Bananas',
] as const;

/** Spec §5 validation ranges, metric. */
export const LIMITS = {
  ageYears: { min: 1, max: 120 },
  weightKg: { min: 20, max: 300 },
  heightCm: { min: 50, max: 250 },
  weightLbs: { min: 44, max: 660 },
  heightFeet: { min: 3, max: 8 },
  heightInches: { min: 0, max: 11 },
  mealsPerDay: { min: 2, max: 5, default: 3 },
  snacksPerDay: { min: 0, max: 3, default: 2 },
} as const;

/** Splits comma-separated text into trimmed items, dropping empty ones (spec §5). */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** How many items each list of a profile takes, and how long each may be. */
export const LIST_LIMITS = {
  medications: { items: 50, chars: 120 },
  allergies: { items: 50, chars: 80 },
  foods: { items: 100, chars: 80 },
} as const;

const listOf = (limits: { items: number; chars: number }) =>
  z.array(z.string().trim().min(1).max(limits.chars)).max(limits.items);

/** The lists of a profile, item by item and in length: the API takes exactly these. */
export const FoodNameListSchema = listOf(LIST_LIMITS.foods);
export const MedicationListSchema = listOf(LIST_LIMITS.medications);
export const AllergyListSchema = listOf(LIST_LIMITS.allergies);

const range = (limits: { min: number; max: number }) => z.number().min(limits.min).max(limits.max);
const wholeRange = (limits: { min: number; max: number }) =>
  z.number().int().min(limits.min).max(limits.max);

/**
 * Each measure within its range (`LIMITS`), with zod's own messages: the schemas of saved
 * profiles and of what the questionnaire reads. The assessment's schema words its own below.
 */
export const MeasureSchemas = {
  ageYears: wholeRange(LIMITS.ageYears),
  weightKg: range(LIMITS.weightKg),
  heightCm: range(LIMITS.heightCm),
  mealsPerDay: wholeRange(LIMITS.mealsPerDay),
  snacksPerDay: wholeRange(LIMITS.snacksPerDay),
};

/** Spec §3 meal options: meals 2–5 (3), snacks 0–3 (2), willing to cook (yes). */
export const MealOptionsSchema = z
  .object({
    mealsPerDay: MeasureSchemas.mealsPerDay.default(LIMITS.mealsPerDay.default),
    snacksPerDay: MeasureSchemas.snacksPerDay.default(LIMITS.snacksPerDay.default),
    cookingWillingness: z.boolean().default(true),
  })
  .default({ mealsPerDay: 3, snacksPerDay: 2, cookingWillingness: true });

/**
 * The spec's `userProfile` (§7) with weight in kg and height in cm: what the engine needs to
 * analyse a person and plan their meals.
 */
export const HealthProfileSchema = z.object({
  profile: z.object({
    name: z.string().trim().min(1, 'Name is required').max(100),
    age: z
      .number({ message: 'Age must be a number' })
      .int('Age must be a whole number')
      .min(LIMITS.ageYears.min, 'Age must be at least 1')
      .max(LIMITS.ageYears.max, 'Age must be at most 120'),
    gender: GenderSchema,
    weight: z
      .number({ message: 'Weight must be a number' })
      .min(LIMITS.weightKg.min, 'Weight must be at least 20 kg')
      .max(LIMITS.weightKg.max, 'Weight must be at most 300 kg'),
    height: z
      .number({ message: 'Height must be a number' })
      .min(LIMITS.heightCm.min, 'Height must be at least 50 cm')
      .max(LIMITS.heightCm.max, 'Height must be at most 250 cm'),
    bmi: z.number().positive().optional(),
    activityLevel: ActivityLevelSchema.default('moderate'),
  }),
  healthConditions: z.array(ConditionIdSchema).max(13).default([]),
  /** Optional details of a condition (kidney disease stage and dialysis). */
  conditionDetails: ConditionDetailsSchema.optional(),
  medications: MedicationListSchema.default([]),
  allergies: AllergyListSchema.default([]),
  dietaryRestrictions: z.array(DietaryRestrictionSchema).max(10).default([]),
  foodPreferences: z
    .object({
      liked: FoodNameListSchema.default([]),
      disliked: FoodNameListSchema.default([]),
      cuisines: z.array(CuisineSchema).max(10).default([]),
    })
    .default({ liked: [], disliked: [], cuisines: [] }),
  mealOptions: MealOptionsSchema,
});
export type HealthProfile = z.infer<typeof HealthProfileSchema>;
export type HealthProfileInput = z.input<typeof HealthProfileSchema>;
