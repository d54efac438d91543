import type { HealthProfile } from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets';
import { guidanceContext, type TargetsArgument } from './context';
import { dietaryRecommendationsFor } from './dietary-recommendations';
import { healthAnalysisFor } from './health-analysis';
import type { DietaryRecommendations, HealthAnalysis } from './schemas';

/**
 * Both written parts of the analysis for one person, reading the profile once. `targets`
 * defaults to `computeTargetsForProfile(profile)`; pass them when you already have them.
 */
export function composeWrittenGuidance(
  profile: HealthProfile,
  targets: TargetsArgument = computeTargetsForProfile(profile),
): { healthAnalysis: HealthAnalysis; dietaryRecommendations: DietaryRecommendations } {
  const ctx = guidanceContext(profile, targets);
  return {
    healthAnalysis: healthAnalysisFor(ctx),
    dietaryRecommendations: dietaryRecommendationsFor(ctx),
  };
}
