import type { HealthProfile } from '../profile/health-profile';
import { sourcesFor } from '../sources';
import { type GuidanceContext, guidanceContext, splitLines, type TargetsArgument } from './context';
import { dietaryImpact } from './dietary-impact';
import { healthRisks } from './health-risks';
import { importantConsiderations } from './important-considerations';
import { overview } from './overview';
import type { HealthAnalysis } from './schemas';

/**
 * Spec §3 healthAnalysis for one person: an overview with their numbers, the health risks of each
 * condition, their combinations, weight and medicines, how diet helps each condition (with the
 * person's limits), and what to keep in mind. `targets` is `computeTargetsForProfile(profile)`
 * or its ok value; without targets (for example under 18) the text says so.
 */
export function composeHealthAnalysis(
  profile: HealthProfile,
  targets: TargetsArgument,
): HealthAnalysis {
  return healthAnalysisFor(guidanceContext(profile, targets));
}

export function healthAnalysisFor(ctx: GuidanceContext): HealthAnalysis {
  const intro = overview(ctx);
  const risks = splitLines(healthRisks(ctx));
  const impact = splitLines(dietaryImpact(ctx));
  const considerations = splitLines(importantConsiderations(ctx));
  return {
    overview: intro.text,
    healthRisks: risks.texts,
    dietaryImpact: impact.texts,
    importantConsiderations: considerations.texts,
    sourceIds: {
      overview: [...new Set(intro.sourceIds)],
      healthRisks: risks.sourceIds,
      dietaryImpact: impact.sourceIds,
      importantConsiderations: considerations.sourceIds,
    },
    sources: sourcesFor([
      ...intro.sourceIds,
      ...risks.sourceIds.flat(),
      ...impact.sourceIds.flat(),
      ...considerations.sourceIds.flat(),
    ]),
  };
}
