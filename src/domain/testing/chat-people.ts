// Test support only (never exported from src/domain/index.ts): the person the Meal Plan
// Assistant's tests edit plans for, and a plan for anyone.
import { generateMealPlan } from '../planner/generate-meal-plan';
import type { MealPlan } from '../planner/meal-plan';
import {
  type HealthProfile,
  type HealthProfileInput,
  HealthProfileSchema,
} from '../profile/health-profile';
import { testSolver } from './solver';

/** Ann, 45, moderately active, with high blood pressure; `overrides` change any part. */
export function person(overrides: Partial<HealthProfileInput> = {}): HealthProfile {
  return HealthProfileSchema.parse({
    profile: {
      name: 'Ann',
      age: 45,
      gender: 'female',
      weight: 70,
      height: 165,
      activityLevel: 'moderate',
    },
    healthConditions: ['hypertension'],
    ...overrides,
  });
}

/** A plan the tests start from; throws when the profile cannot be planned. */
export function planFor(profile: HealthProfile, seed = 11, days: 3 | 5 | 7 | 14 = 7): MealPlan {
  const result = generateMealPlan(profile, { solver: testSolver, days, seed });
  if (!result.ok) throw new Error(`setup: ${JSON.stringify(result.error)}`);
  return result.value;
}
