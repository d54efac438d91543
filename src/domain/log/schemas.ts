import { z } from 'zod';
import { FoodIdSchema } from '../foods/food';

/**
 * The food log and the body measurements (issue 16): what a person ate, day by day, and their
 * weight, blood pressure and blood glucose over weeks. The nutrients of an entry are never
 * stored or sent: they are computed from its foods in grams (day-summary.ts).
 */

/** PostgreSQL stores years 1 to 294276 only; no log of this app falls outside 1900–2199. */
const isPlausibleYear = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= 1900 && year <= 2199;
};
export const LogDateSchema = z.iso
  .date({ message: 'must be a date written YYYY-MM-DD' })
  .refine(isPlausibleYear, 'must be a date between 1900 and 2199');

/** Longest food search text read: longer text is cut before it is normalised. */
export const SEARCH_TEXT_MAX = 60;

export const LOG_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export const LogSlotSchema = z.enum(LOG_SLOTS, {
  message: `must be one of ${LOG_SLOTS.join(', ')}`,
});
export type LogSlot = z.infer<typeof LogSlotSchema>;

export const LOG_SLOT_LABELS: Readonly<Record<LogSlot, string>> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

/** Where an entry came from: a meal of the plan, a food searched for, or a recipe picked. */
export const LOG_SOURCES = ['plan', 'food', 'recipe'] as const;
export const LogSourceSchema = z.enum(LOG_SOURCES, {
  message: `must be one of ${LOG_SOURCES.join(', ')}`,
});

/** `skipped`: a planned meal not eaten; it stays in the log and counts nothing. */
export const LOG_STATUSES = ['eaten', 'skipped'] as const;
export const LogStatusSchema = z.enum(LOG_STATUSES, {
  message: `must be one of ${LOG_STATUSES.join(', ')}`,
});

export const LOG_LIMITS = {
  name: 120,
  measure: 80,
  ingredients: 60,
  /** Grams of one food in one entry: a large plate is well under this. */
  grams: 5000,
  /** The planned or recipe amount eaten, as a multiple: 0.25 to 10 servings. */
  portionMin: 0.25,
  portionMax: 10,
} as const;

export const LoggedIngredientSchema = z.strictObject({
  foodId: FoodIdSchema,
  grams: z
    .number({ message: 'must be a number of grams' })
    .positive('must be more than 0 g')
    .max(LOG_LIMITS.grams, `must be at most ${LOG_LIMITS.grams} g`),
});
export type LoggedIngredient = z.infer<typeof LoggedIngredientSchema>;

const entryFields = {
  date: LogDateSchema,
  slot: LogSlotSchema,
  name: z.string().trim().min(1, 'must not be empty').max(LOG_LIMITS.name),
  source: LogSourceSchema,
  status: LogStatusSchema,
  /** The foods of the amount planned or picked, in grams; `portion` scales them. */
  ingredients: z
    .array(LoggedIngredientSchema)
    .min(1, 'must list at least one food')
    .max(LOG_LIMITS.ingredients, `must list at most ${LOG_LIMITS.ingredients} foods`),
  /** How much of it was eaten: 1 as planned, 0.5 half, 2 double. */
  portion: z
    .number({ message: 'must be a number' })
    .min(LOG_LIMITS.portionMin, `must be at least ${LOG_LIMITS.portionMin}`)
    .max(LOG_LIMITS.portionMax, `must be at most ${LOG_LIMITS.portionMax}`),
  /** The household measure the person chose ('1 cup', '2 slices'), shown beside the grams. */
  measure: z.string().trim().max(LOG_LIMITS.measure).nullable(),
  /** The recipe of a planned or picked meal. */
  recipeId: z.string().trim().max(80).nullable(),
  /** The plan day (1–14) a planned meal came from. */
  planDay: z.number().int().min(1).max(14).nullable(),
};

export const FoodLogEntryCreateSchema = z.strictObject({
  ...entryFields,
  status: entryFields.status.default('eaten'),
  portion: entryFields.portion.default(1),
  measure: entryFields.measure.default(null),
  recipeId: entryFields.recipeId.default(null),
  planDay: entryFields.planDay.default(null),
});
export type FoodLogEntryCreate = z.infer<typeof FoodLogEntryCreateSchema>;
export type FoodLogEntryInput = z.input<typeof FoodLogEntryCreateSchema>;

/** A quick edit: the slot, the status, the amount or the name. */
export const FoodLogEntryUpdateSchema = z
  .strictObject({
    slot: entryFields.slot,
    status: entryFields.status,
    portion: entryFields.portion,
    name: entryFields.name,
    measure: entryFields.measure,
    ingredients: entryFields.ingredients,
  })
  .partial();
export type FoodLogEntryUpdate = z.infer<typeof FoodLogEntryUpdateSchema>;

export const FoodLogEntrySchema = z.object({
  id: z.string(),
  ...entryFields,
  createdAt: z.string(),
});
export type FoodLogEntry = z.infer<typeof FoodLogEntrySchema>;

/** The days a log read covers: at most 92 (a quarter), `from` not after `to`. */
export const LOG_RANGE_MAX_DAYS = 92;

const DAY_MS = 86_400_000;
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export const LogRangeSchema = z
  .object({ from: LogDateSchema, to: LogDateSchema })
  .refine((range) => daysBetween(range.from, range.to) >= 0, {
    message: 'must not be before from',
    path: ['to'],
  })
  .refine((range) => daysBetween(range.from, range.to) < LOG_RANGE_MAX_DAYS, {
    message: `must be within ${LOG_RANGE_MAX_DAYS} days of from`,
    path: ['to'],
  });

// ----- body measurements ------------------------------------------------------------------

export const MEASUREMENT_KINDS = ['weight', 'blood-pressure', 'blood-glucose'] as const;
export const MeasurementKindSchema = z.enum(MEASUREMENT_KINDS, {
  message: `must be one of ${MEASUREMENT_KINDS.join(', ')}`,
});
export type MeasurementKind = z.infer<typeof MeasurementKindSchema>;

export const GLUCOSE_TIMINGS = [
  'fasting',
  'before-meal',
  'after-meal',
  'bedtime',
  'other',
] as const;

/** Plausible ranges: a typo (a weight of 7,000 kg) is refused, not charted. */
export const MEASUREMENT_RANGES = {
  weightKg: { min: 20, max: 400 },
  systolic: { min: 60, max: 260 },
  diastolic: { min: 30, max: 160 },
  glucoseMgDl: { min: 20, max: 600 },
} as const;

const ranged = (key: keyof typeof MEASUREMENT_RANGES, unit: string, whole: boolean) => {
  const { min, max } = MEASUREMENT_RANGES[key];
  const number = z.number({ message: 'must be a number' });
  return (whole ? number.int('must be a whole number') : number)
    .min(min, `must be at least ${min} ${unit}`)
    .max(max, `must be at most ${max} ${unit}`);
};

const note = z.string().trim().max(200).nullable().default(null);

export const MeasurementCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('weight'),
      date: LogDateSchema,
      weightKg: ranged('weightKg', 'kg', false),
      note,
    }),
    z
      .strictObject({
        kind: z.literal('blood-pressure'),
        date: LogDateSchema,
        systolic: ranged('systolic', 'mmHg', true),
        diastolic: ranged('diastolic', 'mmHg', true),
        note,
      })
      .refine((reading) => reading.systolic > reading.diastolic, {
        message: 'must be lower than the systolic (upper) number',
        path: ['diastolic'],
      }),
    z.strictObject({
      kind: z.literal('blood-glucose'),
      date: LogDateSchema,
      glucoseMgDl: ranged('glucoseMgDl', 'mg/dL', false),
      timing: z.enum(GLUCOSE_TIMINGS).default('other'),
      note,
    }),
  ],
  { message: `kind must be one of ${MEASUREMENT_KINDS.join(', ')}` },
);
export type MeasurementCreate = z.infer<typeof MeasurementCreateSchema>;

export interface Measurement {
  id: string;
  kind: MeasurementKind;
  date: string;
  weightKg: number | null;
  systolic: number | null;
  diastolic: number | null;
  glucoseMgDl: number | null;
  timing: (typeof GLUCOSE_TIMINGS)[number] | null;
  note: string | null;
  createdAt: string;
}
