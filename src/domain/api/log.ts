import { z } from 'zod';
import {
  LOG_LIMITS,
  LogDateSchema,
  LoggedIngredientSchema,
  LogSlotSchema,
  LogStatusSchema,
  SEARCH_TEXT_MAX,
} from '../log/schemas';
import { UserProfileSchema } from './function-requests';

/** Most entries one summary reads: a day logged food by food is well under it. */
export const SUMMARY_ENTRIES_MAX = 60;

const SummaryEntrySchema = z.object({
  slot: LogSlotSchema,
  status: LogStatusSchema,
  portion: z.number().min(LOG_LIMITS.portionMin).max(LOG_LIMITS.portionMax),
  ingredients: z.array(LoggedIngredientSchema).min(1).max(LOG_LIMITS.ingredients),
});

/** Most days one `POST /api/log/days` reads: a quarter, as the log's range reads. */
export const SUMMARY_DAYS_MAX = 92;

/** `POST /api/log/summary`: a day's entries (stored or kept in the tab) against the person's targets. */
export const LogSummaryRequestSchema = z.strictObject({
  userProfile: UserProfileSchema,
  entries: z
    .array(SummaryEntrySchema)
    .max(SUMMARY_ENTRIES_MAX, `must hold at most ${SUMMARY_ENTRIES_MAX} entries`),
});
export type LogSummaryRequest = z.infer<typeof LogSummaryRequestSchema>;

/**
 * `POST /api/log/days`: several days at once (the progress charts), each summarised as
 * `/api/log/summary` would; at most 92 days of at most 60 entries.
 */
export const LogDaysRequestSchema = z.strictObject({
  userProfile: UserProfileSchema,
  days: z
    .array(
      z.object({
        date: LogDateSchema,
        entries: z
          .array(SummaryEntrySchema)
          .max(SUMMARY_ENTRIES_MAX, `must hold at most ${SUMMARY_ENTRIES_MAX} entries`),
      }),
    )
    .max(SUMMARY_DAYS_MAX, `must hold at most ${SUMMARY_DAYS_MAX} days`),
});
export type LogDaysRequest = z.infer<typeof LogDaysRequestSchema>;

/** `GET /api/foods/search?q=`: the text as typed, cut to 60 characters before it is read. */
export const FoodSearchQuerySchema = z.object({
  q: z
    .string({ message: 'is required: the food or recipe to look for' })
    .transform((text) => text.slice(0, SEARCH_TEXT_MAX))
    .refine((text) => text.trim().length > 0, 'must not be empty'),
});
