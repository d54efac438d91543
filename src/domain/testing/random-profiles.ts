import { CONDITION_IDS, type ConditionId } from '../conditions/catalogue';
import type { KidneyDetails } from '../conditions/kidney-details';
import { ALLERGENS } from '../foods/food';
import { MEDICATION_CLASSES } from '../medications/interactions';
import { seededRandom } from '../planner/random';
import {
  ACTIVITY_LEVELS,
  CUISINES,
  DIETARY_RESTRICTION_IDS,
  GENDERS,
  type HealthProfile,
  HealthProfileSchema,
} from '../profile/health-profile';

const ALLERGY_WORDS: Record<(typeof ALLERGENS)[number], string> = {
  milk: 'dairy',
  egg: 'eggs',
  fish: 'fish',
  shellfish: 'shellfish',
  'tree-nuts': 'tree nuts',
  peanuts: 'peanuts',
  'wheat-gluten': 'wheat',
  soy: 'soy',
  sesame: 'sesame',
};
const COMMON_FOODS = [
  'mushrooms',
  'olives',
  'salmon',
  'tofu',
  'broccoli',
  'chicken',
  'spinach',
  'eggplant',
  'cilantro',
  'beets',
  'quinoa',
  'avocado',
  'beans',
  'turkey',
  'apples',
];

/** Unknown, early, stage 4 before dialysis, and on dialysis, in turn. */
const KIDNEY_DETAILS: readonly KidneyDetails[] = [
  {},
  { stage: '2' },
  { stage: '4', dialysis: 'none' },
  { dialysis: 'hemodialysis' },
];

/**
 * Random adult profiles for property tests and the plan benchmark: any mix of conditions,
 * restrictions, allergies, dislikes, likes, cuisines and medications from the interaction table.
 * Same seed, same profiles.
 */
export function randomProfiles(count: number, seed: number): HealthProfile[] {
  const random = seededRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(random.next() * (max - min + 1));
  const some = <T>(items: readonly T[], chance: number, max: number): T[] => {
    const picked = items.filter(() => random.next() < chance);
    return picked.slice(0, max);
  };
  const one = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  const medicationNames = MEDICATION_CLASSES.flatMap((entry) =>
    entry.names.filter((name) => name.kind !== 'class').map((name) => name.name),
  );

  return Array.from({ length: count }, (_, index) => {
    const heightCm = int(150, 195);
    const bmi = 18.5 + random.next() * 20;
    const weightKg = Math.round(bmi * (heightCm / 100) ** 2 * 10) / 10;
    const conditions: ConditionId[] = some(CONDITION_IDS, 0.12, 4);
    // Type 1 and type 2 diabetes together is not a real profile.
    if (conditions.includes('diabetes_type1') && conditions.includes('diabetes_type2'))
      conditions.splice(conditions.indexOf('diabetes_type2'), 1);
    const restrictions = some(DIETARY_RESTRICTION_IDS, 0.08, 2);
    const allergies = some(ALLERGENS, 0.06, 2).map((allergen) => ALLERGY_WORDS[allergen]);
    return HealthProfileSchema.parse({
      profile: {
        name: `Person ${index + 1}`,
        age: int(18, 85),
        gender: one(GENDERS),
        weight: Math.min(300, Math.max(35, weightKg)),
        height: heightCm,
        activityLevel: one(ACTIVITY_LEVELS),
      },
      healthConditions: conditions,
      // Kidney details by position, not by draw, so the other profiles stay as they were (and
      // not by index % 4, which the plan benchmark uses for the plan's length).
      ...(conditions.includes('chronic_kidney_disease')
        ? {
            conditionDetails: {
              chronic_kidney_disease: KIDNEY_DETAILS[Math.floor(index / 4) % KIDNEY_DETAILS.length],
            },
          }
        : {}),
      medications: random.next() < 0.35 ? [one(medicationNames)] : [],
      allergies,
      dietaryRestrictions: restrictions,
      foodPreferences: {
        liked: some(COMMON_FOODS, 0.15, 4),
        disliked: some(COMMON_FOODS, 0.08, 2),
        cuisines: some(CUISINES, 0.2, 3),
      },
      mealOptions: {
        mealsPerDay: 3,
        snacksPerDay: int(0, 3),
        cookingWillingness: random.next() < 0.8,
      },
    });
  });
}
