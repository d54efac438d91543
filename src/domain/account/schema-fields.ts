import { z } from 'zod';

/**
 * What every `/api/me/...` schema shares (ARCHITECTURE.md "User data", spec §3 stored tables):
 * text with length limits, dates, list limits and row ids. The schemas of each resource sit
 * beside it: `profile-schemas.ts` (profile, health-data snapshots, the account as a whole),
 * `list-schemas.ts` (conditions, medications, allergies, restrictions, food preferences),
 * `plan-and-chat-schemas.ts` (stored meal plans, chat history) and `analysis-schemas.ts`
 * (analyses, insights). The server validates with them and the web builds its requests with the
 * same types. Every text has a length limit; inputs are strict, so an unknown field is a 400
 * naming it rather than something silently dropped.
 */

/** Length limits of stored text (characters). */
export const TEXT_LIMITS = {
  name: 100,
  shortText: 120,
  notes: 2000,
  foodName: 80,
  reason: 200,
} as const;

export const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
export const optionalText = (max: number) => z.string().trim().max(max).nullish();
/** PostgreSQL stores years 1 to 294276 only; no date of this app falls outside 1900–2199. */
const isPlausibleYear = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= 1900 && year <= 2199;
};
export const isoDate = z.iso
  .date({ message: 'must be a date written YYYY-MM-DD' })
  .refine(isPlausibleYear, 'must be a date between 1900 and 2199');
export const isoDateTime = z.iso
  .datetime({ offset: true })
  .refine(isPlausibleYear, 'must be a time between 1900 and 2199');

/** `?limit=` on list routes: 1–50, default 10 (spec §7 default limits). */
export const ListLimitSchema = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(50, 'must be at most 50')
  .default(10);

export const RowIdSchema = z.uuid({ message: 'must be an id returned by this API' });

export const JsonObjectSchema = z.record(z.string(), z.unknown());

export const FoodNamesSchema = z.array(text(TEXT_LIMITS.foodName)).max(100);

/** A food is liked or disliked, not both (one row per food): the dislike naming a liked food is the error. */
export function refuseFoodInBothLists(
  lists: { likes?: string[] | undefined; dislikes?: string[] | undefined },
  ctx: z.RefinementCtx,
) {
  const liked = new Set((lists.likes ?? []).map((name) => name.toLowerCase()));
  (lists.dislikes ?? []).forEach((name, index) => {
    if (liked.has(name.toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        path: ['dislikes', index],
        message: `${name} is also in likes: a food is either liked or disliked`,
      });
    }
  });
}
