import { describe, expect, it } from 'vitest';
import { mergeExtractedData } from './merge';

describe('mergeExtractedData', () => {
  it('joins lists without repeating a food said twice in other words', () => {
    expect(
      mergeExtractedData(
        { likedFoods: ['apples'], allergies: ['peanuts'] },
        { likedFoods: ['Apple', 'oats'], allergies: [] },
      ),
    ).toEqual({ likedFoods: ['apples', 'oats'], allergies: ['peanuts'] });
  });

  it('moves a food from likes to dislikes when the person changes their mind', () => {
    expect(
      mergeExtractedData({ likedFoods: ['tuna', 'rice'] }, { dislikedFoods: ['tuna'] }),
    ).toEqual({ likedFoods: ['rice'], dislikedFoods: ['tuna'] });
  });

  it('lets a new eating pattern replace the old one and keeps other restrictions', () => {
    expect(
      mergeExtractedData(
        { dietaryRestrictions: ['vegetarian', 'halal'] },
        { dietaryRestrictions: ['pescatarian'] },
      ),
    ).toEqual({ dietaryRestrictions: ['halal', 'pescatarian'] });
  });

  it('takes the newer value of one-value fields', () => {
    expect(
      mergeExtractedData(
        { activityLevel: 'light', budget: 'low', cookingSkill: 'beginner' },
        { activityLevel: 'active' },
      ),
    ).toEqual({ activityLevel: 'active', budget: 'low', cookingSkill: 'beginner' });
  });

  it('adds snacks said later to the meals said before', () => {
    expect(
      mergeExtractedData({ mealFrequency: '3 meals', mealsPerDay: 3 }, { snacksPerDay: 1 }),
    ).toEqual({ mealFrequency: '3 meals + 1 snack', mealsPerDay: 3, snacksPerDay: 1 });
  });

  it('replaces the meal pattern as a whole', () => {
    expect(
      mergeExtractedData(
        { mealFrequency: '3 meals + 2 snacks', mealsPerDay: 3, snacksPerDay: 2 },
        { mealFrequency: '4 meals', mealsPerDay: 4 },
      ),
    ).toEqual({ mealFrequency: '4 meals', mealsPerDay: 4 });
  });
});
