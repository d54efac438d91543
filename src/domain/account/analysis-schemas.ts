import { z } from 'zod';
import { JsonObjectSchema } from './schema-fields';

/** The `/api/me` schemas of stored analyses and insights. */

// ----- user_ai_analyses ---------------------------------------------------------------------

export const ANALYSIS_TYPES = [
  'health_assessment',
  'dietary_recommendations',
  'nutritional_guidelines',
] as const;
export const AnalysisTypeSchema = z.enum(ANALYSIS_TYPES);

export const AnalysisCreateSchema = z
  .object({
    analysisType: AnalysisTypeSchema,
    analysisData: JsonObjectSchema,
    userProfileSnapshot: JsonObjectSchema.nullish(),
  })
  .strict();

export const StoredAnalysisSchema = z.object({
  id: z.string(),
  analysisType: AnalysisTypeSchema,
  analysisData: JsonObjectSchema,
  userProfileSnapshot: JsonObjectSchema.nullable(),
  createdAt: z.string(),
});
export type StoredAnalysis = z.infer<typeof StoredAnalysisSchema>;

// ----- user_ai_insights ---------------------------------------------------------------------

export const InsightTypeSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,39}$/, 'must be 1–40 lowercase letters, digits, - or _');
export const InsightUpdateSchema = z.object({ data: JsonObjectSchema }).strict();

export const InsightsSchema = z.object({
  /** The latest insight of each type, with when it was made. */
  insights: z.record(z.string(), JsonObjectSchema.and(z.object({ generatedAt: z.string() }))),
  /** Earlier values, oldest first; at most 100 are kept. */
  history: z.array(z.object({ timestamp: z.string(), type: z.string(), data: JsonObjectSchema })),
});
export type Insights = z.infer<typeof InsightsSchema>;
