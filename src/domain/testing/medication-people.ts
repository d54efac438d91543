// Test support only: the people and measures of the two medication promises (clinical-targets
// C1 and C6), shared by planner/medication-rules.test.ts and its integration sweeps.
import { mealFigures, mealsOfDay } from '../planner/build-meal';
import { generateMealPlan } from '../planner/generate-meal-plan';
import type { MealPlan } from '../planner/meal-plan';
import {
  type HealthProfile,
  type HealthProfileInput,
  HealthProfileSchema,
} from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { toNutritionalGuidelines } from '../targets/nutritional-guidelines';
import type { NutritionTargets } from '../targets/schemas';
import { testSolver } from './solver';

/** Natto in the food table: the food richest in vitamin K2, excluded for warfarin. */
export const NATTO_ID = '16113';

function person(input: HealthProfileInput): HealthProfile {
  return HealthProfileSchema.parse(input);
}

/** The profile: 67, kidney disease, type 2 diabetes and hypertension, on Coumadin and metformin. */
export const COUMADIN = person({
  profile: {
    name: 'Rose',
    age: 67,
    gender: 'female',
    weight: 70,
    height: 162,
    activityLevel: 'light',
  },
  healthConditions: ['chronic_kidney_disease', 'diabetes_type2', 'hypertension'],
  medications: ['Coumadin, metformin'],
});

export const WARFARIN = person({
  profile: { name: 'Sam', age: 52, gender: 'male', weight: 84, height: 180 },
  medications: ['warfarin 5 mg'],
});

export const LISINOPRIL = person({
  profile: { name: 'Lee', age: 58, gender: 'male', weight: 88, height: 176 },
  healthConditions: ['hypertension'],
  medications: ['Lisinopril 20 mg'],
});

export const SPIRONOLACTONE = person({
  profile: { name: 'Pat', age: 64, gender: 'female', weight: 74, height: 163 },
  healthConditions: ['heart_disease', 'hypertension'],
  medications: ['spironolactone'],
});

export function targetsOf(profile: HealthProfile): NutritionTargets {
  const result = computeTargetsForProfile(profile);
  if (!result.ok) throw new Error(`no targets: ${result.error.kind}`);
  return result.value;
}

export function planOf(profile: HealthProfile, seed: number, days: 3 | 5 | 7 | 14 = 7): MealPlan {
  const result = generateMealPlan(profile, { solver: testSolver, days, seed });
  if (!result.ok) throw new Error(`seed ${seed}: ${JSON.stringify(result.error)}`);
  return result.value;
}

/**
 * The band the analysis names for vitamin K, read from the targets; throws unless the written
 * guidance the person sees names the same band.
 */
export function bandTheAnalysisNames(profile: HealthProfile): { min: number; max: number } {
  const targets = targetsOf(profile);
  const item = targets.micronutrients.find((entry) => entry.id === 'warfarin-vitamin-k');
  if (item?.min === undefined || item.max === undefined) throw new Error('no vitamin K band');
  const guidelines = JSON.stringify(toNutritionalGuidelines(targets));
  if (!guidelines.includes(`${item.min}–${item.max} µg`)) {
    throw new Error(`the guidelines do not name ${item.min}–${item.max} µg`);
  }
  return { min: item.min, max: item.max };
}

/** Each day's vitamin K (µg), summed over the ingredients in grams. */
export const dailyVitaminK = (plan: MealPlan) =>
  plan.days
    .map((day) => mealFigures(mealsOfDay(day).flatMap((m) => m.ingredients ?? [])).exact)
    .map((exact) => exact.vitaminKUg ?? 0);
