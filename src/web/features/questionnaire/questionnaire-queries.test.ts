import { describe, expect, it } from 'vitest';
import { INITIAL_PROFILE_STATE } from '../../lib/profile-store';
import { questionnaireProfile } from './questionnaire-queries';

describe('questionnaireProfile', () => {
  it('sends what is known of an incomplete profile, leaving the form defaults out', () => {
    const profile = questionnaireProfile({
      ...INITIAL_PROFILE_STATE,
      assessment: { ...INITIAL_PROFILE_STATE.assessment, name: ' Ada ', allergies: 'peanuts' },
    });
    expect(profile).toEqual({
      profile: { name: 'Ada' },
      healthConditions: [],
      medications: [],
      allergies: ['peanuts'],
      dietaryRestrictions: [],
      foodPreferences: { liked: [], disliked: [], cuisines: [] },
    });
  });

  it('sends the whole profile, activity and meals included, once it is complete', () => {
    const profile = questionnaireProfile({
      ...INITIAL_PROFILE_STATE,
      assessment: {
        ...INITIAL_PROFILE_STATE.assessment,
        name: 'Ada',
        age: '40',
        gender: 'female',
        unit: 'metric',
        weightKg: '60',
        heightCm: '165',
      },
    });
    expect(profile.profile).toMatchObject({ name: 'Ada', age: 40, activityLevel: 'moderate' });
    expect(profile).toHaveProperty('mealOptions');
  });
});
