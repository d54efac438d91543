import { z } from 'zod';
import { CuisineSchema, DietaryRestrictionSchema, LIMITS, splitList } from '#domain';
import type { PreferenceAnswers } from '../../lib/profile-store';

const count = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/** Spec §3 and §5: everything optional; meals 2–5 and snacks 0–3 a day. */
export const PreferencesFormSchema = z.object({
  selectedRestrictions: z.array(DietaryRestrictionSchema),
  likedFoods: z.string(),
  dislikedFoods: z.string(),
  selectedCuisines: z.array(CuisineSchema),
  mealsPerDay: count('Meals per day', LIMITS.mealsPerDay),
  snacksPerDay: count('Snacks per day', LIMITS.snacksPerDay),
  cookingWillingness: z.boolean(),
}) satisfies z.ZodType<PreferenceAnswers, PreferenceAnswers>;

/** Spec §3 quick-select foods (one list, in the domain). */
export { QUICK_SELECT_FOODS } from '#domain';

const sameFood = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the comma-separated list already names the food (ignoring case and spaces). */
export function listHasFood(text: string, food: string): boolean {
  return splitList(text).some((item) => sameFood(item, food));
}

/** The list with the food appended, unless it is already there (then unchanged). */
export function addFoodToList(text: string, food: string): string {
  if (listHasFood(text, food)) return text;
  return [...splitList(text), food].join(', ');
}

/** The list without the food. */
export function removeFoodFromList(text: string, food: string): string {
  return splitList(text)
    .filter((item) => !sameFood(item, food))
    .join(', ');
}
