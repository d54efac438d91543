import { z } from 'zod';
import { SourceIdSchema, SourceRowSchema } from '../sources';

/**
 * Spec §3 "AI results": the health analysis and the dietary recommendations, extended, never
 * reduced. The spec's fields are plain text and lists of text, exactly as the AI path returns
 * them (its answers are parsed with these same schemas). The computed guidance adds, as optional
 * fields: the clinical-targets rows behind every item, the rows themselves, the catalogue id of
 * each food category, and whether the content is the spec §8 static fallback.
 */

const SourceIdListSchema = z.array(SourceIdSchema);

/** For a list of text items: the rows behind item i are at index i. */
function checkAligned(
  lists: Record<string, readonly unknown[]>,
  sourceIds: Record<string, readonly unknown[]> | undefined,
  ctx: z.RefinementCtx,
) {
  if (sourceIds === undefined) return;
  for (const [key, list] of Object.entries(lists)) {
    const ids = sourceIds[key];
    if (ids !== undefined && ids.length !== list.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['sourceIds', key],
        message: `sourceIds.${key} has ${ids.length} entries for ${list.length} items`,
      });
    }
  }
}

/**
 * The extensions every composed reply carries besides its rows per item: every row cited, in
 * clinical-targets order, and true for the spec §8 static fallback (not composed for the person).
 */
const CITED_REPLY_FIELDS = {
  sources: z.array(SourceRowSchema).optional(),
  isFallback: z.boolean().optional(),
};

/** The refinement that the text lists named by `keys` line up with their `sourceIds`. */
function listsAlignedWithSources<Key extends string>(keys: readonly Key[]) {
  return (
    value: Record<Key, readonly unknown[]> & {
      sourceIds?: Partial<Record<Key, readonly unknown[]>> | undefined;
    },
    ctx: z.RefinementCtx,
  ) => {
    const lists = Object.fromEntries(keys.map((key) => [key, value[key]]));
    checkAligned(lists, value.sourceIds as Record<string, readonly unknown[]> | undefined, ctx);
  };
}

export const HealthAnalysisSchema = z
  .object({
    overview: z.string(),
    healthRisks: z.array(z.string()),
    dietaryImpact: z.array(z.string()),
    importantConsiderations: z.array(z.string()),
    /** Extension: the rows behind the overview and behind each item, index-aligned. */
    sourceIds: z
      .object({
        overview: SourceIdListSchema,
        healthRisks: z.array(SourceIdListSchema),
        dietaryImpact: z.array(SourceIdListSchema),
        importantConsiderations: z.array(SourceIdListSchema),
      })
      .optional(),
    ...CITED_REPLY_FIELDS,
  })
  .superRefine(
    listsAlignedWithSources(['healthRisks', 'dietaryImpact', 'importantConsiderations']),
  );
export type HealthAnalysis = z.infer<typeof HealthAnalysisSchema>;

export const FoodCategoryItemSchema = z.object({
  category: z.string(),
  foods: z.array(z.string()),
  reason: z.string(),
  /** Extension: the permanent id of the catalogue entry ('oily-fish', 'avoid-allergen-milk'). */
  id: z.string().optional(),
  sourceIds: SourceIdListSchema.optional(),
});
export type FoodCategoryItem = z.infer<typeof FoodCategoryItemSchema>;

/**
 * avoid: leave out completely; limit: eat less; keep-steady: about the same amount every day,
 * not less; separate: keep away from a medicine dose.
 */
export const LIMIT_KINDS = ['avoid', 'limit', 'keep-steady', 'separate'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

export const FoodLimitItemSchema = FoodCategoryItemSchema.extend({
  /** Extension: how strict the limit is, so the screen can show warnings apart from tips. */
  kind: z.enum(LIMIT_KINDS).optional(),
});
export type FoodLimitItem = z.infer<typeof FoodLimitItemSchema>;

export const DietaryRecommendationsSchema = z
  .object({
    foodsToEmphasize: z.array(FoodCategoryItemSchema),
    foodsToLimit: z.array(FoodLimitItemSchema),
    portionGuidelines: z.array(z.string()),
    mealTiming: z.array(z.string()),
    hydration: z.array(z.string()),
    supplements: z.array(z.string()),
    /** Extension: the rows behind each text item, index-aligned with its list. */
    sourceIds: z
      .object({
        portionGuidelines: z.array(SourceIdListSchema),
        mealTiming: z.array(SourceIdListSchema),
        hydration: z.array(SourceIdListSchema),
        supplements: z.array(SourceIdListSchema),
      })
      .optional(),
    ...CITED_REPLY_FIELDS,
  })
  .superRefine(
    listsAlignedWithSources(['portionGuidelines', 'mealTiming', 'hydration', 'supplements']),
  );
export type DietaryRecommendations = z.infer<typeof DietaryRecommendationsSchema>;
