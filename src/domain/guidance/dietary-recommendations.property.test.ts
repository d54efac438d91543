import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITION_IDS } from '../conditions/catalogue';
import type { ALLERGENS } from '../foods/food';
import { findFoodsByName } from '../foods/food-table';
import { MEDICATION_CLASSES } from '../medications/interactions';
import { DIETARY_RESTRICTION_IDS, type HealthProfile } from '../profile/health-profile';
import { foodExclusions, personalFoodRules } from '../rules/food-exclusions';
import { emphasized, emphasizedFoods, recommendationsFor } from './dietary-recommendations-testing';
import { type DietaryRecommendations, DietaryRecommendationsSchema } from './schemas';
import { adult, profileOf } from './test-profiles';

// ---------------------------------------------------------------------------------------------
// Property: over many random profiles, no food named under foods to emphasise is one the
// person must avoid, and every one names a food of the table.
// ---------------------------------------------------------------------------------------------

/** Every food a profile must never be told to eat more of, by the person's hard food rules. */
function violations(profile: HealthProfile, recs: DietaryRecommendations): string[] {
  const rules = personalFoodRules(profile);
  const found: string[] = [];
  for (const name of emphasized(recs)) {
    const foods = findFoodsByName(name);
    if (foods.length === 0) found.push(`${name}: not in the food table`);
    for (const food of foods) {
      const reasons = foodExclusions(food, rules);
      if (reasons.length > 0) found.push(`${name} -> ${food.name}: ${reasons[0]?.reason}`);
    }
  }
  return found;
}

const ALLERGY_WORDS: Record<(typeof ALLERGENS)[number], readonly string[]> = {
  milk: ['milk', 'dairy', 'lactose intolerance'],
  egg: ['eggs', 'egg allergy'],
  fish: ['fish', 'salmon'],
  shellfish: ['shellfish', 'shrimp', 'seafood'],
  'tree-nuts': ['tree nuts', 'walnuts', 'nuts'],
  peanuts: ['peanuts', 'peanut allergy'],
  'wheat-gluten': ['wheat', 'gluten'],
  soy: ['soy', 'soya'],
  sesame: ['sesame', 'tahini'],
};
const FREE_TEXT_FOODS = [
  'strawberries',
  'kiwi',
  'carrots',
  'avocado',
  'quinoa',
  'tomatoes',
  'apple',
];
const COMMON_FOODS = [
  'broccoli',
  'spinach',
  'salmon',
  'chicken',
  'tofu',
  'oats',
  'brown rice',
  'beans',
  'lentils',
  'blueberries',
  'bananas',
  'zucchini',
  'bell pepper',
  'olive oil',
  'eggs',
  'green beans',
  'turkey',
  'cod',
  'walnuts',
  'sweet potato',
];
const MEDICATION_NAMES = MEDICATION_CLASSES.flatMap((entry) =>
  entry.names.map((name) => name.name),
);

const profileArbitrary = fc
  .record({
    age: fc.integer({ min: 18, max: 90 }),
    gender: fc.constantFrom('male', 'female', 'other'),
    heightCm: fc.integer({ min: 150, max: 200 }),
    bmi: fc.double({ min: 17, max: 45, noNaN: true }),
    activityLevel: fc.constantFrom('sedentary', 'light', 'moderate', 'active', 'very-active'),
    conditions: fc.uniqueArray(fc.constantFrom(...CONDITION_IDS), { maxLength: 5 }),
    restrictions: fc.uniqueArray(fc.constantFrom(...DIETARY_RESTRICTION_IDS), { maxLength: 3 }),
    allergies: fc.uniqueArray(
      fc.oneof(
        fc.constantFrom(...Object.values(ALLERGY_WORDS).flat()),
        fc.constantFrom(...FREE_TEXT_FOODS),
      ),
      { maxLength: 3 },
    ),
    liked: fc.uniqueArray(fc.constantFrom(...COMMON_FOODS), { maxLength: 4 }),
    disliked: fc.uniqueArray(fc.constantFrom(...COMMON_FOODS), { maxLength: 4 }),
    medications: fc.uniqueArray(fc.constantFrom(...MEDICATION_NAMES), { maxLength: 3 }),
    mealsPerDay: fc.integer({ min: 2, max: 5 }),
    snacksPerDay: fc.integer({ min: 0, max: 3 }),
  })
  .map((r) =>
    profileOf({
      profile: {
        name: 'Random Person',
        age: r.age,
        gender: r.gender,
        height: r.heightCm,
        weight: Math.min(300, Math.round(r.bmi * (r.heightCm / 100) ** 2 * 10) / 10),
        activityLevel: r.activityLevel,
      },
      healthConditions: r.conditions,
      dietaryRestrictions: r.restrictions,
      allergies: r.allergies,
      medications: r.medications,
      foodPreferences: { liked: r.liked, disliked: r.disliked, cuisines: [] },
      mealOptions: {
        mealsPerDay: r.mealsPerDay,
        snacksPerDay: r.snacksPerDay,
        cookingWillingness: true,
      },
    }),
  );

describe('property: foods to emphasise are always safe for the person', () => {
  it('never names a food the person must avoid, and every name resolves to a food', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        const recs = recommendationsFor(profile);
        expect(violations(profile, recs)).toEqual([]);
        expect(DietaryRecommendationsSchema.safeParse(recs).success).toBe(true);
        if (profile.healthConditions.includes('chronic_kidney_disease')) {
          expect(emphasized(recs)).not.toContain('bananas');
          expect(emphasized(recs)).not.toContain('potatoes');
        }
        if (profile.healthConditions.includes('celiac_disease')) {
          expect(emphasizedFoods(recs).some((f) => f.tags.allergens.includes('wheat-gluten'))).toBe(
            false,
          );
        }
      }),
      { numRuns: 300, seed: 20260601 },
    );
  });

  it('the checker itself catches an unsafe recommendation', () => {
    const profile = adult({ allergies: ['peanuts'], dietaryRestrictions: ['vegan'] });
    const unsafe: DietaryRecommendations = {
      ...recommendationsFor(profile),
      foodsToEmphasize: [
        { category: 'Bad', foods: ['peanut butter', 'salmon', 'unicorn steak'], reason: 'x' },
      ],
    };
    const found = violations(profile, unsafe);
    expect(found.some((text) => text.startsWith('peanut butter'))).toBe(true);
    expect(found.some((text) => text.startsWith('salmon'))).toBe(true);
    expect(found).toContain('unicorn steak: not in the food table');
  });
});
