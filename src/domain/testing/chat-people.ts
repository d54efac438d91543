// Test support only (never exported from src/domain/index.ts): the person the Meal Plan
// Assistant's tests edit plans for, and a plan for anyone.
import type { MealPlanChatReply } from '../chat/schemas';
import { generateMealPlan } from '../planner/generate-meal-plan';
import type { MealPlan } from '../planner/meal-plan';
import { type Violation, verifyMealPlan } from '../planner/verify-meal-plan';
import {
  type HealthProfile,
  type HealthProfileInput,
  HealthProfileSchema,
} from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets/compute-targets';
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

/** Edith, 70, small and sedentary, no condition: floor and computed target 1,200 kcal. */
export const edith = () =>
  person({
    profile: {
      name: 'Edith',
      age: 70,
      gender: 'female',
      weight: 62,
      height: 150,
      activityLevel: 'sedentary',
    },
    healthConditions: [],
  });

/** Kay, 66, with kidney disease and high blood pressure. */
export const kidneyPatient = () =>
  person({
    profile: {
      name: 'Kay',
      age: 66,
      gender: 'female',
      weight: 64,
      height: 160,
      activityLevel: 'light',
    },
    healthConditions: ['chronic_kidney_disease', 'hypertension'],
  });

/** A plan the tests start from; throws when the profile cannot be planned. */
export function planFor(profile: HealthProfile, seed = 11, days: 3 | 5 | 7 | 14 = 7): MealPlan {
  const result = generateMealPlan(profile, { solver: testSolver, days, seed });
  if (!result.ok) throw new Error(`setup: ${JSON.stringify(result.error)}`);
  return result.value;
}

/**
 * What the verifier finds wrong with a reply's plan, judged on its own terms: the reply's profile
 * (an edit may change it) and the plan's energy target. A missing plan or targets that cannot be
 * computed count as a problem too.
 */
export function violationsOfReply(
  reply: MealPlanChatReply,
  profile: HealthProfile,
): readonly (Violation | string)[] {
  const plan = reply.modifiedMealPlan;
  if (!plan) return ['the reply has no plan'];
  const who = reply.profile ?? profile;
  const energyKcal = plan.dailyCalories ?? 0;
  const targets = computeTargetsForProfile(who, { energyKcalOverride: energyKcal });
  if (!targets.ok) return [`no targets: ${JSON.stringify(targets.error)}`];
  return verifyMealPlan(plan, who, { targets: targets.value, energyKcal }).violations;
}
