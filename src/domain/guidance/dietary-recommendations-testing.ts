import { findFoodsByName } from '../foods/food-table';
import type { HealthProfile } from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets';
import { composeDietaryRecommendations } from './dietary-recommendations';
import type { DietaryRecommendations } from './schemas';

/**
 * What the dietary-recommendations tests (`dietary-recommendations*.test.ts`) read of the
 * recommendations: the foods named under each list, their ids, one item to limit.
 */

export function recommendationsFor(profile: HealthProfile): DietaryRecommendations {
  return composeDietaryRecommendations(profile, computeTargetsForProfile(profile));
}

export const emphasized = (recs: DietaryRecommendations) =>
  recs.foodsToEmphasize.flatMap((item) => item.foods);
export const emphasizedFoods = (recs: DietaryRecommendations) =>
  emphasized(recs).flatMap((name) => findFoodsByName(name));
export const limitIds = (recs: DietaryRecommendations) => recs.foodsToLimit.map((item) => item.id);
export const emphasisIds = (recs: DietaryRecommendations) =>
  recs.foodsToEmphasize.map((item) => item.id);
export const limitItem = (recs: DietaryRecommendations, id: string) =>
  recs.foodsToLimit.find((item) => item.id === id);
