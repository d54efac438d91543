import type { HealthProfile } from '../profile/health-profile';
import { sourcesFor } from '../sources';
import { type GuidanceContext, guidanceContext, splitLines, type TargetsArgument } from './context';
import { hydration, supplements } from './drinks-and-supplements';
import { foodsToEmphasize } from './foods-to-emphasize';
import { foodsToLimit } from './foods-to-limit';
import { mealTiming, portionGuidelines } from './portions-and-timing';
import type { DietaryRecommendations } from './schemas';

/**
 * Spec §3 dietaryRecommendations for one person, composed from their conditions, medications,
 * allergies, restrictions, dislikes and numbers. Every food under foodsToEmphasize names at least
 * one food of the table and none the person must avoid.
 */
export function composeDietaryRecommendations(
  profile: HealthProfile,
  targets: TargetsArgument,
): DietaryRecommendations {
  return dietaryRecommendationsFor(guidanceContext(profile, targets));
}

export function dietaryRecommendationsFor(ctx: GuidanceContext): DietaryRecommendations {
  const emphasize = foodsToEmphasize(ctx);
  const limit = foodsToLimit(ctx);
  const portions = splitLines(portionGuidelines(ctx));
  const timing = splitLines(mealTiming(ctx));
  const drinks = splitLines(hydration(ctx));
  const extras = splitLines(supplements(ctx));
  const allIds = [
    ...emphasize.flatMap((item) => item.sourceIds ?? []),
    ...limit.flatMap((item) => item.sourceIds ?? []),
    ...[portions, timing, drinks, extras].flatMap((part) => part.sourceIds.flat()),
  ];
  return {
    foodsToEmphasize: emphasize,
    foodsToLimit: limit,
    portionGuidelines: portions.texts,
    mealTiming: timing.texts,
    hydration: drinks.texts,
    supplements: extras.texts,
    sourceIds: {
      portionGuidelines: portions.sourceIds,
      mealTiming: timing.sourceIds,
      hydration: drinks.sourceIds,
      supplements: extras.sourceIds,
    },
    sources: sourcesFor(allIds),
  };
}
