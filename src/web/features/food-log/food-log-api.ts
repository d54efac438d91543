import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  FoodLogEntryCreateSchema,
  type FoodLogEntryInput,
  FoodLogEntrySchema,
  type FoodLogEntryUpdate,
  FoodLogEntryUpdateSchema,
  LoggedIngredientSchema,
  type SearchHit,
} from '#domain';
import { apiRequest } from '../../lib/api-client';

/**
 * The food log's calls (issue 16): the food search, open to anyone, and the signed-in person's
 * entries under `/api/me/food-log` (the day against the targets is `lib/day-summary-api.ts`). Bodies are checked with the domain's
 * schemas before they leave; replies are parsed, so a mismatch is an error here, not bad data.
 */

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
const EntryReplySchema = z.object({ item: FoodLogEntrySchema });
const EntriesReplySchema = z.object({ items: z.array(FoodLogEntrySchema) });

export async function searchFoodTable(text: string, signal?: AbortSignal) {
  const reply = await apiRequest(`/api/foods/search?q=${encodeURIComponent(text)}`, {
    schema: SearchReplySchema,
    signal,
  });
  return reply.items;
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
