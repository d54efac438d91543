import { describe, expect, it } from 'vitest';
import { INITIAL_PROFILE_STATE, type ProfileState } from '../../lib/profile-store';
import { applyExtractedData } from './apply-extracted-data';

const state: ProfileState = {
  ...INITIAL_PROFILE_STATE,
  assessment: {
    ...INITIAL_PROFILE_STATE.assessment,
    selectedConditions: ['hypertension'],
    allergies: 'Peanuts, shellfish',
    activityLevel: 'moderate',
  },
  preferences: {
    ...INITIAL_PROFILE_STATE.preferences,
    selectedRestrictions: ['gluten_free'],
    likedFoods: 'Salmon, Mushrooms',
    dislikedFoods: 'Liver, Broccoli',
    selectedCuisines: ['Italian'],
  },
};

describe('applyExtractedData', () => {
  it('joins the lists instead of replacing them', () => {
    const { assessment, preferences } = applyExtractedData(state, {
      healthConditions: ['diabetes_type2', 'hypertension'],
      allergies: ['peanuts', 'sesame'],
      dietaryRestrictions: ['vegetarian'],
      cuisines: ['Italian', 'Thai'],
    });
    expect(assessment.selectedConditions).toEqual(['hypertension', 'diabetes_type2']);
    expect(assessment.allergies).toBe('Peanuts, shellfish, sesame');
    expect(preferences.selectedRestrictions).toEqual(['gluten_free', 'vegetarian']);
    expect(preferences.selectedCuisines).toEqual(['Italian', 'Thai']);
  });

  it("keeps the details people offer: age, sex and measures in the form's units, medicines, a missing name", () => {
    const offered = {
      name: 'Anna',
      age: 54,
      gender: 'female' as const,
      heightCm: 165,
      weightKg: 80,
      medications: ['metformin'],
    };
    const metric = applyExtractedData(
      {
        ...state,
        assessment: { ...state.assessment, unit: 'metric', name: '', medications: 'Lipitor' },
      },
      offered,
    ).assessment;
    expect(metric).toMatchObject({
      name: 'Anna',
      age: '54',
      gender: 'female',
      heightCm: '165',
      weightKg: '80',
      medications: 'Lipitor, metformin',
    });
    const imperial = applyExtractedData(
      { ...state, assessment: { ...state.assessment, unit: 'imperial', name: 'Ann' } },
      offered,
    ).assessment;
    // A name already given stays; the measures go in as pounds, feet and inches.
    expect(imperial).toMatchObject({
      name: 'Ann',
      weightLbs: '176.4',
      heightFeet: '5',
      heightInches: '5',
    });
  });

  it('moves a food between likes and dislikes when the questionnaire says so', () => {
    const { preferences } = applyExtractedData(state, {
      likedFoods: ['broccoli', 'oats'],
      dislikedFoods: ['mushrooms'],
    });
    expect(preferences.likedFoods).toBe('Salmon, broccoli, oats');
    expect(preferences.dislikedFoods).toBe('Liver, mushrooms');
  });

  it('takes the questionnaire value for activity, meals and snacks, and keeps the rest', () => {
    const changed = applyExtractedData(state, {
      activityLevel: 'light',
      mealsPerDay: 4,
      snacksPerDay: 0,
    });
    expect(changed.assessment.activityLevel).toBe('light');
    expect(changed.preferences.mealsPerDay).toBe(4);
    expect(changed.preferences.snacksPerDay).toBe(0);

    const unchanged = applyExtractedData(state, {});
    expect(unchanged.assessment).toEqual(state.assessment);
    expect(unchanged.preferences).toEqual({
      ...state.preferences,
      likedFoods: 'Salmon, Mushrooms',
      dislikedFoods: 'Liver, Broccoli',
    });
  });
});
