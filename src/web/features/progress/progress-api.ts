import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  FoodLogEntrySchema,
  GLUCOSE_TIMINGS,
  type Measurement,
  type MeasurementCreate,
  MeasurementCreateSchema,
  MeasurementKindSchema,
  NUTRIENT_KEYS,
  type NutrientKey,
  type UserProfile,
} from '#domain';
import { apiRequest } from '../../lib/api-client';
import { profileKey } from '../../lib/profile-store';

/**
 * The progress screen's calls (issue 16): the signed-in person's readings under
 * `/api/me/measurements`, their logged entries under `/api/me/food-log`, and the logged days
 * against their targets (`POST /api/log/days`, open to anyone). Bodies are checked with the
 * domain's schemas before they leave; replies are parsed, so a mismatch is an error here.
 */

/** The domain gives a stored reading as a type only; this reads it from the wire. */
export const MeasurementSchema: z.ZodType<Measurement> = z.object({
  id: z.string(),
  kind: MeasurementKindSchema,
  date: z.string(),
  weightKg: z.number().nullable(),
  systolic: z.number().nullable(),
  diastolic: z.number().nullable(),
  glucoseMgDl: z.number().nullable(),
  timing: z.enum(GLUCOSE_TIMINGS).nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

const MeasurementReplySchema = z.object({ item: MeasurementSchema });
const MeasurementsReplySchema = z.object({ items: z.array(MeasurementSchema) });
const EntriesReplySchema = z.object({ items: z.array(FoodLogEntrySchema) });

/** What the charts read of a logged day: its totals and the bands of the rows charted. */
const DayTotalsSchema = z.object({
  date: z.string(),
  summary: z.object({
    totals: z.object({
      values: z.partialRecord(z.enum(NUTRIENT_KEYS), z.number().nullable()),
    }),
    eaten: z.number(),
    rows: z.array(
      z.object({
        id: z.string(),
        nutrient: z.enum(NUTRIENT_KEYS),
        min: z.number().nullable(),
        max: z.number().nullable(),
      }),
    ),
  }),
});
const LogDaysReplySchema = z.object({ days: z.array(DayTotalsSchema) });
export type LoggedDayTotals = z.infer<typeof DayTotalsSchema>;

export async function fetchMeasurements(from: string, to: string) {
  const reply = await apiRequest(`/api/me/measurements?from=${from}&to=${to}`, {
    schema: MeasurementsReplySchema,
  });
  return reply.items;
}

export async function createMeasurement(input: MeasurementCreate) {
  const reply = await apiRequest('/api/me/measurements', {
    method: 'POST',
    body: MeasurementCreateSchema.parse(input),
    schema: MeasurementReplySchema,
  });
  return reply.item;
}

export async function deleteMeasurement(id: string) {
  await apiRequest(`/api/me/measurements/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.undefined(),
  });
}

export async function fetchFoodLogRange(from: string, to: string) {
  const reply = await apiRequest(`/api/me/food-log?from=${from}&to=${to}`, {
    schema: EntriesReplySchema,
  });
  return reply.items;
}

/** What a day's summary reads of a logged entry. */
export interface LoggedEntry {
  date: string;
  slot: 'breakfast' | 'lunch' | 'dinner' | 'snack';
  status: 'eaten' | 'skipped';
  portion: number;
  ingredients: { foodId: string; grams: number }[];
}

/** The days that have entries, each against the person's targets; days without entries are left out. */
export async function fetchLoggedDays(userProfile: UserProfile, entries: readonly LoggedEntry[]) {
  const byDate = new Map<string, LoggedEntry[]>();
  for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  if (byDate.size === 0) return [];
  const days = [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      entries: list.map(({ slot, status, portion, ingredients }) => ({
        slot,
        status,
        portion,
        ingredients,
      })),
    }));
  const reply = await apiRequest('/api/log/days', {
    method: 'POST',
    body: { userProfile, days },
    schema: LogDaysReplySchema,
  });
  return reply.days;
}

export const progressKeys = {
  all: ['progress'] as const,
  measurements: (userId: string, from: string, to: string) =>
    ['progress', userId, 'measurements', from, to] as const,
  foodLog: (userId: string, from: string, to: string) =>
    ['progress', userId, 'food-log', from, to] as const,
  days: (profile: string, entries: string) => ['progress', 'days', profile, entries] as const,
};

export function measurementsQueryOptions(userId: string, from: string, to: string) {
  return queryOptions({
    queryKey: progressKeys.measurements(userId, from, to),
    queryFn: () => fetchMeasurements(from, to),
  });
}

export function foodLogRangeQueryOptions(userId: string, from: string, to: string) {
  return queryOptions({
    queryKey: progressKeys.foodLog(userId, from, to),
    queryFn: () => fetchFoodLogRange(from, to),
  });
}

export function loggedDaysQueryOptions(
  userProfile: UserProfile | null,
  entries: readonly LoggedEntry[],
) {
  const wanted = entries.map(({ date, slot, status, portion, ingredients }) => ({
    date,
    slot,
    status,
    portion,
    ingredients,
  }));
  return queryOptions({
    queryKey: progressKeys.days(profileKey(userProfile), JSON.stringify(wanted)),
    queryFn: () => {
      if (!userProfile)
        throw new Error('Logged days are set against targets once the profile is filled in.');
      return fetchLoggedDays(userProfile, wanted);
    },
    enabled: userProfile !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The value of a nutrient on a logged day, or null when not known. */
export function dayValue(day: LoggedDayTotals, key: NutrientKey): number | null {
  return day.summary.totals.values[key] ?? null;
}
