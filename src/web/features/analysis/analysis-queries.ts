import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  DietaryRecommendationsSchema,
  HealthAnalysisSchema,
  NutritionalGuidelinesSchema,
  NutritionTargetsSchema,
  type UserProfile,
} from '#domain';
import { logSaveError, saveAnalysis } from '../../lib/account-sync';
import { callAnalyze, FunctionCallError } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';

/**
 * The three ai-analyze calls behind the analysis screen (spec §4 Analysis, §7 ai-analyze), as
 * TanStack queries keyed by the profile they were made for. A result is also kept in the profile
 * store (`analysis`, with its `profileKey`), so an analysis already held is shown without a new
 * call (spec §4), even after a reload of the tab. Signed in, each result fetched is also saved to
 * the account with the profile it was made for (a failure is only logged, spec §8).
 */

/** The guidelines reply also carries the full targets (every rule, note, conflict and source). */
export const AnalysisGuidelinesSchema = NutritionalGuidelinesSchema.extend({
  targets: NutritionTargetsSchema.optional(),
});
export type AnalysisGuidelines = z.infer<typeof AnalysisGuidelinesSchema>;

export const ANALYSIS_PARTS = {
  healthAnalysis: HealthAnalysisSchema,
  dietaryRecommendations: DietaryRecommendationsSchema,
  nutritionalGuidelines: AnalysisGuidelinesSchema,
} as const;
export type AnalysisPart = keyof typeof ANALYSIS_PARTS;
type PartData<P extends AnalysisPart> = z.output<(typeof ANALYSIS_PARTS)[P]>;

export const analysisKeys = {
  all: ['analysis'] as const,
  part: (part: AnalysisPart, key: string) => ['analysis', part, key] as const,
};

/** What the store holds for this part and profile, if it still reads as a valid reply. */
function storedResult<P extends AnalysisPart>(part: P, key: string): PartData<P> | undefined {
  const held = profileStore.get().analysis;
  if (!held || held.profileKey !== key) return undefined;
  const parsed = ANALYSIS_PARTS[part].safeParse(held.results[part]);
  return parsed.success ? (parsed.data as PartData<P>) : undefined;
}

function remember(part: AnalysisPart, key: string, data: unknown) {
  profileStore.update((current) => ({
    analysis: {
      profileKey: key,
      results: {
        ...(current.analysis?.profileKey === key ? current.analysis.results : {}),
        [part]: data,
      },
    },
  }));
}

/**
 * Once more for a lost connection or a server fault; a reply the server refused will not change,
 * and the screen shows the spec §8 fallback with a 'Try again' button either way.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  const isTransient =
    error instanceof FunctionCallError && (error.status === 0 || error.status >= 500);
  return isTransient && failureCount < 1;
}

export function analysisPartQueryOptions<P extends AnalysisPart>(
  part: P,
  profile: UserProfile,
  key: string,
  { saveToAccount = false }: { saveToAccount?: boolean } = {},
) {
  return queryOptions<PartData<P>>({
    queryKey: analysisKeys.part(part, key),
    queryFn: async () => {
      const data = (await callAnalyze(
        { type: part, userProfile: profile, daysCount: 7 },
        ANALYSIS_PARTS[part],
      )) as PartData<P>;
      remember(part, key, data);
      if (saveToAccount) {
        void saveAnalysis(part, data, profile).catch(logSaveError('an analysis'));
      }
      return data;
    },
    initialData: () => storedResult(part, key),
    // An analysis is made for one profile; a changed profile has a new key.
    staleTime: Number.POSITIVE_INFINITY,
    retry: shouldRetry,
  });
}
