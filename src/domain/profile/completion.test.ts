import { describe, expect, it } from 'vitest';
import { completionPercentage, isProfileComplete } from './completion';

const basics = { name: 'Ann', age: 52, gender: 'female', weight: 70, height: 165 };

describe('profile completion', () => {
  it('is complete only with name, age, gender, weight and height', () => {
    expect(isProfileComplete(basics)).toBe(true);
    expect(isProfileComplete({ ...basics, name: '  ' })).toBe(false);
    expect(isProfileComplete({ ...basics, weight: null })).toBe(false);
    expect(isProfileComplete({ ...basics, age: undefined })).toBe(false);
  });

  it.each([
    [{}, 0],
    [{ name: 'Ann' }, 10],
    [basics, 50],
    [{ ...basics, activityLevel: 'moderate' }, 60],
    [{ ...basics, activityLevel: 'moderate', healthConditions: ['hypertension'] }, 70],
    // one allergy fills both "restriction or allergy" and "medication or allergy"
    [
      { ...basics, activityLevel: 'moderate', healthConditions: ['ibs'], allergies: ['peanuts'] },
      90,
    ],
    [
      {
        ...basics,
        activityLevel: 'moderate',
        healthConditions: ['ibs'],
        dietaryRestrictions: ['vegan'],
        likedFoods: ['tofu'],
        medications: ['metformin'],
      },
      100,
    ],
  ])('scores %o as %d%%', (input, percent) => {
    expect(completionPercentage(input)).toBe(percent);
  });
});
