import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type DaySummary,
  type FoodLogEntry,
  FoodLogEntryCreateSchema,
  type FoodLogEntryInput,
  FoodLogEntrySchema,
  type FoodLogEntryUpdate,
  FoodLogEntryUpdateSchema,
  LoggedIngredientSchema,
  LogSlotSchema,
  NUTRIENT_KEYS,
  type NutrientKey,
  type NutrientTotals,
  type SearchHit,
  type UserProfile,
} from '../../../domain';
import { apiRequest } from '../../lib/api-client';
import { profileKey } from '../../lib/profile-store';

/**
 * The food log's calls (issue 16): the food search and the day summary, open to anyone, and the
 * signed-in person's entries under `/api/me/food-log`. Bodies are checked with the domain's
 * schemas before they leave; replies are parsed, so a mismatch is an error here, not bad data.
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

const SearchHitSchema: z.ZodType<SearchHit> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('food'),
    foodId: z.string(),
    name: z.string(),
    description: z.string(),
    amounts: z.array(z.object({ label: z.string(), grams: z.number() })),
    kcalPer100g: z.number().nullable(),
  }),
  z.object({
    kind: z.literal('recipe'),
    recipeId: z.string(),
    name: z.string(),
    mealType: z.string(),
    ingredients: z.array(LoggedIngredientSchema),
    kcalPerServing: z.number().nullable(),
  }),
]);

const SearchReplySchema = z.object({ items: z.array(SearchHitSchema) });
const SummaryReplySchema = z.object({ summary: DaySummarySchema });
const EntryReplySchema = z.object({ item: FoodLogEntrySchema });
const EntriesReplySchema = z.object({ items: z.array(FoodLogEntrySchema) });

export async function searchFoodTable(text: string, signal?: AbortSignal) {
  const reply = await apiRequest(`/api/foods/search?q=${encodeURIComponent(text)}`, {
    schema: SearchReplySchema,
    signal,
  });
  return reply.items;
}

/** What the summary reads of an entry. */
export type SummaryEntry = Pick<FoodLogEntry, 'slot' | 'status' | 'portion' | 'ingredients'>;

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

export async function fetchFoodLogDay(date: string) {
  const reply = await apiRequest(`/api/me/food-log?from=${date}&to=${date}`, {
    schema: EntriesReplySchema,
  });
  return reply.items;
}

export async function createFoodLogEntry(input: FoodLogEntryInput) {
  const reply = await apiRequest('/api/me/food-log', {
    method: 'POST',
    body: FoodLogEntryCreateSchema.parse(input),
    schema: EntryReplySchema,
  });
  return reply.item;
}

export async function updateFoodLogEntry(id: string, changes: FoodLogEntryUpdate) {
  const reply = await apiRequest(`/api/me/food-log/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: FoodLogEntryUpdateSchema.parse(changes),
    schema: EntryReplySchema,
  });
  return reply.item;
}

export async function deleteFoodLogEntry(id: string) {
  await apiRequest(`/api/me/food-log/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
  });
}

export const foodLogKeys = {
  all: ['food-log'] as const,
  day: (userId: string, date: string) => ['food-log', userId, 'day', date] as const,
  search: (text: string) => ['food-log', 'search', text] as const,
  summary: (profile: string, entries: string) => ['food-log', 'summary', profile, entries] as const,
};

export function foodSearchQueryOptions(text: string) {
  return queryOptions({
    queryKey: foodLogKeys.search(text),
    queryFn: ({ signal }) => searchFoodTable(text, signal),
    enabled: text.trim().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function foodLogDayQueryOptions(userId: string, date: string) {
  return queryOptions({
    queryKey: foodLogKeys.day(userId, date),
    queryFn: () => fetchFoodLogDay(date),
  });
}

export function daySummaryQueryOptions(userProfile: UserProfile | null, entries: SummaryEntry[]) {
  const wanted = entries.map(({ slot, status, portion, ingredients }) => ({
    slot,
    status,
    portion,
    ingredients,
  }));
  return queryOptions({
    queryKey: foodLogKeys.summary(profileKey(userProfile), JSON.stringify(wanted)),
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
