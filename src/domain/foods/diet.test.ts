import { describe, expect, it } from 'vitest';
import { DIETARY_RESTRICTION_IDS, type DietaryRestriction } from '../profile/health-profile';
import { dietCompatibility, isFoodAllowed, kosherMealConflict } from './diet';
import { allFoods, requireFood } from './food-table';
import { testFood } from './test-food';

const ALLOWED: [string, string, DietaryRestriction[]][] = [
  // [id, what, restrictions the food fits]
  [
    '11090',
    'broccoli',
    [
      'vegetarian',
      'vegan',
      'pescatarian',
      'halal',
      'kosher',
      'gluten_free',
      'dairy_free',
      'nut_free',
      'soy_free',
      'egg_free',
    ],
  ],
  [
    '19296',
    'honey',
    [
      'vegetarian',
      'pescatarian',
      'halal',
      'kosher',
      'gluten_free',
      'dairy_free',
      'nut_free',
      'soy_free',
      'egg_free',
    ],
  ],
  [
    '01009',
    'cheddar',
    [
      'vegetarian',
      'pescatarian',
      'halal',
      'kosher',
      'gluten_free',
      'nut_free',
      'soy_free',
      'egg_free',
    ],
  ],
  [
    '01123',
    'egg',
    [
      'vegetarian',
      'pescatarian',
      'halal',
      'kosher',
      'gluten_free',
      'dairy_free',
      'nut_free',
      'soy_free',
    ],
  ],
  [
    '15236',
    'salmon',
    [
      'pescatarian',
      'halal',
      'kosher',
      'gluten_free',
      'dairy_free',
      'nut_free',
      'soy_free',
      'egg_free',
    ],
  ],
  [
    '15149',
    'shrimp',
    ['pescatarian', 'halal', 'gluten_free', 'dairy_free', 'nut_free', 'soy_free', 'egg_free'],
  ],
  [
    '05062',
    'chicken breast',
    ['halal', 'kosher', 'gluten_free', 'dairy_free', 'nut_free', 'soy_free', 'egg_free'],
  ],
  ['10123', 'bacon', ['gluten_free', 'dairy_free', 'nut_free', 'soy_free', 'egg_free']],
  ['19177', 'gelatin', ['gluten_free', 'dairy_free', 'nut_free', 'soy_free', 'egg_free']],
  [
    '14096',
    'red wine',
    [
      'vegetarian',
      'vegan',
      'pescatarian',
      'kosher',
      'gluten_free',
      'dairy_free',
      'nut_free',
      'soy_free',
      'egg_free',
    ],
  ],
  [
    '16123',
    'soy sauce',
    ['vegetarian', 'vegan', 'pescatarian', 'halal', 'kosher', 'dairy_free', 'nut_free', 'egg_free'],
  ],
  [
    '16427',
    'tofu',
    [
      'vegetarian',
      'vegan',
      'pescatarian',
      'halal',
      'kosher',
      'gluten_free',
      'dairy_free',
      'nut_free',
      'egg_free',
    ],
  ],
  [
    '08120',
    'oats',
    [
      'vegetarian',
      'vegan',
      'pescatarian',
      'halal',
      'kosher',
      'dairy_free',
      'nut_free',
      'soy_free',
      'egg_free',
    ],
  ],
  [
    '12061',
    'almonds',
    [
      'vegetarian',
      'vegan',
      'pescatarian',
      'halal',
      'kosher',
      'gluten_free',
      'dairy_free',
      'soy_free',
      'egg_free',
    ],
  ],
  [
    '16398',
    'peanut butter',
    [
      'vegetarian',
      'vegan',
      'pescatarian',
      'halal',
      'kosher',
      'gluten_free',
      'dairy_free',
      'soy_free',
      'egg_free',
    ],
  ],
  [
    '04025',
    'mayonnaise',
    [
      'vegetarian',
      'pescatarian',
      'halal',
      'kosher',
      'gluten_free',
      'dairy_free',
      'nut_free',
      'soy_free',
    ],
  ],
  [
    '01145',
    'butter',
    [
      'vegetarian',
      'pescatarian',
      'halal',
      'kosher',
      'gluten_free',
      'nut_free',
      'soy_free',
      'egg_free',
    ],
  ],
];

describe('isFoodAllowed / dietCompatibility', () => {
  it.each(ALLOWED)('%s (%s) fits exactly %j', (id, _what, fits) => {
    const food = requireFood(id);
    const compatibility = dietCompatibility(food);
    expect(DIETARY_RESTRICTION_IDS.filter((r) => compatibility[r])).toEqual(fits);
    for (const restriction of DIETARY_RESTRICTION_IDS) {
      expect(isFoodAllowed(food, restriction)).toBe(fits.includes(restriction));
    }
  });

  it('keeps frog legs and other non-kosher game out of halal, and pork out of everything religious', () => {
    const frog = testFood({ tags: { animalOrigin: ['game'], kosherCategory: 'non-kosher' } });
    const venison = testFood({ tags: { animalOrigin: ['game'], kosherCategory: 'meat' } });
    expect(isFoodAllowed(frog, 'halal')).toBe(false);
    expect(isFoodAllowed(venison, 'halal')).toBe(true);
  });

  it('never lets a vegan or vegetarian food carry meat, fish or gelatin, across the whole table', () => {
    for (const food of allFoods()) {
      if (isFoodAllowed(food, 'vegan')) expect(food.tags.animalOrigin).toEqual([]);
      if (isFoodAllowed(food, 'vegetarian')) {
        for (const origin of [
          'pork',
          'beef',
          'lamb',
          'game',
          'poultry',
          'fish',
          'shellfish',
          'gelatin',
        ] as const) {
          expect(food.tags.animalOrigin).not.toContain(origin);
        }
      }
      if (isFoodAllowed(food, 'halal')) {
        expect(food.tags.animalOrigin).not.toContain('pork');
        expect(food.tags.alcohol).toBe(false);
      }
      if (isFoodAllowed(food, 'kosher')) {
        expect(food.tags.animalOrigin).not.toContain('pork');
        expect(food.tags.animalOrigin).not.toContain('shellfish');
      }
    }
  });
});

describe('kosherMealConflict', () => {
  it('flags meat and dairy in one meal', () => {
    const conflict = kosherMealConflict([
      requireFood('05062'),
      requireFood('01009'),
      requireFood('11090'),
    ]);
    expect(conflict).toEqual({ meatFoodIds: ['05062'], dairyFoodIds: ['01009'] });
  });

  it('allows meat with pareve foods, and fish with dairy', () => {
    expect(
      kosherMealConflict([requireFood('05062'), requireFood('11090'), requireFood('01123')]),
    ).toBeNull();
    expect(kosherMealConflict([requireFood('15236'), requireFood('01017')])).toBeNull();
    expect(kosherMealConflict([])).toBeNull();
  });
});
