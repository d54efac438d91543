import {
  type HealthProfile,
  type HealthProfileInput,
  HealthProfileSchema,
} from '../profile/health-profile';
import { computeTargetsForProfile, type NutritionTargets } from '../targets';

/** Profiles for the guidance tests. */

export function profileOf(input: HealthProfileInput): HealthProfile {
  return HealthProfileSchema.parse(input);
}

/** An adult with no conditions, to which tests add what they need. */
export function adult(overrides: Partial<HealthProfileInput> = {}): HealthProfile {
  return profileOf({
    profile: {
      name: 'Alex Morgan',
      age: 45,
      gender: 'female',
      weight: 68,
      height: 168,
      activityLevel: 'moderate',
    },
    ...overrides,
  });
}

/** A 62-year-old man with kidney disease and high blood pressure, on lisinopril. */
export const WALTER = profileOf({
  profile: {
    name: 'Walter Brooks',
    age: 62,
    gender: 'male',
    weight: 92,
    height: 177,
    activityLevel: 'light',
  },
  healthConditions: ['chronic_kidney_disease', 'hypertension'],
  medications: ['Lisinopril 20 mg'],
  foodPreferences: { liked: ['chicken', 'apples'], disliked: ['cabbage'], cuisines: ['American'] },
});

/** A 30-year-old vegan woman with IBS and a peanut allergy. */
export const MAYA = profileOf({
  profile: {
    name: 'Maya Chen',
    age: 30,
    gender: 'female',
    weight: 58,
    height: 165,
    activityLevel: 'active',
  },
  healthConditions: ['ibs'],
  allergies: ['peanuts'],
  dietaryRestrictions: ['vegan'],
  foodPreferences: { liked: ['tofu', 'berries'], disliked: ['mushrooms'], cuisines: ['Thai'] },
  mealOptions: { mealsPerDay: 3, snacksPerDay: 1, cookingWillingness: true },
});

export function targetsOf(profile: HealthProfile): NutritionTargets {
  const result = computeTargetsForProfile(profile);
  if (!result.ok) throw new Error(`expected targets, got ${JSON.stringify(result.error)}`);
  return result.value;
}
