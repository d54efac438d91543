import { z } from 'zod';
import {
  LOG_LIMITS,
  LoggedIngredientSchema,
  LogSlotSchema,
  LogStatusSchema,
  SEARCH_TEXT_MAX,
} from '../log/schemas';
import { UserProfileSchema } from './functions';

/** Most entries one summary reads: a day logged food by food is well under it. */
export const SUMMARY_ENTRIES_MAX = 60;

/** `POST /api/log/summary`: a day's entries (stored or kept in the tab) against the person's targets. */
export const LogSummaryRequestSchema = z.strictObject({
  userProfile: UserProfileSchema,
  entries: z
    .array(
      z.object({
        slot: LogSlotSchema,
        status: LogStatusSchema,
        portion: z.number().min(LOG_LIMITS.portionMin).max(LOG_LIMITS.portionMax),
        ingredients: z.array(LoggedIngredientSchema).min(1).max(LOG_LIMITS.ingredients),
      }),
    )
    .max(SUMMARY_ENTRIES_MAX, `must hold at most ${SUMMARY_ENTRIES_MAX} entries`),
});
export type LogSummaryRequest = z.infer<typeof LogSummaryRequestSchema>;

/** `GET /api/foods/search?q=`: the text as typed, cut to 60 characters before it is read. */
export const FoodSearchQuerySchema = z.object({
  q: z
    .string({ message: 'is required: the food or recipe to look for' })
    .transform((text) => text.slice(0, SEARCH_TEXT_MAX))
    .refine((text) => text.trim().length > 0, 'must not be empty'),
});
