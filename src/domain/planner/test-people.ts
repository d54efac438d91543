import {
  type HealthProfile,
  type HealthProfileInput,
  HealthProfileSchema,
} from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets/compute-targets';
import type { NutritionTargets } from '../targets/schemas';

// The people and look-ups the planner's hard-day tests share.

export function profile(input: HealthProfileInput): HealthProfile {
  return HealthProfileSchema.parse(input);
}

export function targetsOf(person: HealthProfile): NutritionTargets {
  const result = computeTargetsForProfile(person);
  if (!result.ok) throw new Error(`targets: ${result.error.kind}`);
  return result.value;
}

/** Ann (54, light activity, no condition: a day any recipe set can fit), with `overrides`. */
export function annWith(overrides: Partial<HealthProfileInput> = {}): HealthProfile {
  return profile({
    profile: {
      name: 'Ann',
      age: 54,
      gender: 'female',
      weight: 82,
      height: 165,
      activityLevel: 'light',
    },
    ...overrides,
  });
}

export const ANN = annWith();
