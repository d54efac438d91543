import { describe, expect, it } from 'vitest';
import { profileFacts } from './profile-facts';

describe('profileFacts', () => {
  it('reads the spec profile leniently, dropping unknown ids', () => {
    expect(
      profileFacts({
        profile: { name: '  Maria Lopez ', activityLevel: 'light' },
        healthConditions: ['diabetes_type2', 'not-a-condition'],
        dietaryRestrictions: ['vegan', 'paleo'],
        allergies: 'peanuts, , sesame',
        foodPreferences: { liked: ['oats'], disliked: [], cuisines: ['Thai', 'Martian'] },
        mealOptions: { mealsPerDay: 3, snacksPerDay: 1 },
      }),
    ).toEqual({
      firstName: 'Maria',
      conditions: ['diabetes_type2'],
      restrictions: ['vegan'],
      allergies: ['peanuts', 'sesame'],
      liked: ['oats'],
      disliked: [],
      cuisines: ['Thai'],
      activityLevel: 'light',
      mealsPerDay: 3,
      snacksPerDay: 1,
    });
  });

  it('reads nothing from no profile', () => {
    expect(profileFacts(undefined)).toEqual({
      conditions: [],
      restrictions: [],
      allergies: [],
      liked: [],
      disliked: [],
      cuisines: [],
    });
  });
});
