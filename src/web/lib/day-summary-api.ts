import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type DaySummary,
  type FoodLogEntry,
  type LogSlot,
  LogSlotSchema,
  type Meal,
  type MealPlanDay,
  NUTRIENT_KEYS,
  type NutrientKey,
  type NutrientTotals,
  type UserProfile,
} from '#domain';
import { apiRequest } from './api-client';
import { profileKey } from './profile-store';

/**
 * Entries set against the person's targets by `POST /api/log/summary` (open to anyone): the food
 * log's day, and the full nutrient panel of a planned meal or day. Every number comes from the
 * engine on the server, summed over the ingredients in grams.
 */

const NutrientKeySchema = z.enum(NUTRIENT_KEYS);

/** The domain gives the summary and the search as types only; these read them from the wire. */
const NutrientTotalsSchema: z.ZodType<NutrientTotals> = z.object({
  values: z.object(
    Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, z.number().nullable()])) as Record<
      NutrientKey,
      z.ZodNullable<z.ZodNumber>
    >,
  ),
  incomplete: z.array(NutrientKeySchema),
});

const TargetRowSchema = z.object({
  id: z.string(),
  label: z.string(),
  nutrient: NutrientKeySchema,
  unit: z.enum(['kcal', 'g', 'mg', 'µg']),
  value: z.number().nullable(),
  incomplete: z.boolean(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  status: z.enum(['below', 'within', 'above', 'unknown']),
  sentence: z.string().nullable(),
  personal: z.boolean(),
  sourceIds: z.array(z.string()),
});

const DaySummarySchema: z.ZodType<DaySummary> = z.object({
  totals: NutrientTotalsSchema,
  entries: z.array(NutrientTotalsSchema),
  slots: z.partialRecord(LogSlotSchema, NutrientTotalsSchema),
  eaten: z.number(),
  skipped: z.number(),
  rows: z.array(TargetRowSchema),
});

const SummaryReplySchema = z.object({ summary: DaySummarySchema });

/** What the summary reads of an entry. */
export type SummaryEntry = Pick<FoodLogEntry, 'slot' | 'status' | 'portion' | 'ingredients'>;

/** A planned meal's ingredients in grams, as the log and the summary take them. */
export function plannedIngredients(meal: Meal): FoodLogEntry['ingredients'] {
  return (meal.ingredients ?? []).map(({ foodId, grams }) => ({ foodId, grams }));
}

/** A planned meal as the summary reads it: eaten, one portion of its ingredients in grams. */
export function mealEntries(meal: Meal, slot: LogSlot): SummaryEntry[] {
  const ingredients = plannedIngredients(meal);
  return ingredients.length > 0 ? [{ slot, status: 'eaten', portion: 1, ingredients }] : [];
}

/** Every meal of a planned day, as eaten. */
export function dayEntries(day: MealPlanDay): SummaryEntry[] {
  return [
    ...mealEntries(day.meals.breakfast, 'breakfast'),
    ...mealEntries(day.meals.lunch, 'lunch'),
    ...mealEntries(day.meals.dinner, 'dinner'),
    ...day.meals.snacks.flatMap((snack) => mealEntries(snack, 'snack')),
  ];
}

export async function fetchDaySummary(userProfile: UserProfile, entries: SummaryEntry[]) {
  const reply = await apiRequest('/api/log/summary', {
    method: 'POST',
    body: {
      userProfile,
      entries: entries.map(({ slot, status, portion, ingredients }) => ({
        slot,
        status,
        portion,
        ingredients,
      })),
    },
    schema: SummaryReplySchema,
  });
  return reply.summary;
}

export const daySummaryKeys = {
  all: ['day-summary'] as const,
  of: (profile: string, entries: string) => ['day-summary', profile, entries] as const,
};

export function daySummaryQueryOptions(userProfile: UserProfile | null, entries: SummaryEntry[]) {
  const wanted = entries.map(({ slot, status, portion, ingredients }) => ({
    slot,
    status,
    portion,
    ingredients,
  }));
  return queryOptions({
    queryKey: daySummaryKeys.of(profileKey(userProfile), JSON.stringify(wanted)),
    queryFn: () => {
      if (!userProfile)
        throw new Error('The day is set against targets once the profile is filled in.');
      return fetchDaySummary(userProfile, wanted);
    },
    enabled: userProfile !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // The bars stay while a change is summed, instead of blinking away.
    placeholderData: keepPreviousData,
  });
}
