import { describe, expect, it } from 'vitest';
import { describeProfileErrors } from './profile-field-errors';

describe('describeProfileErrors', () => {
  it('names a refused answer in words and the screen it is on, without the field path', () => {
    const message = describeProfileErrors({
      'userProfile.profile.age': ['Age must be at most 120'],
    });
    expect(message).toBe(
      'Some of your answers need a correction: Age must be at most 120. Please correct it on the Health Assessment screen, then try again.',
    );
    expect(message).not.toContain('userProfile');
  });

  it('labels a message that does not name its field, and names every screen involved', () => {
    const message = describeProfileErrors({
      'userProfile.foodPreferences.liked.3': ['Too big: expected string to have <=80 characters'],
      'userProfile.medications': ['Too big: expected array to have <=50 items'],
    });
    expect(message).toContain('Favorite foods: Too big: expected string to have <=80 characters');
    expect(message).toContain('Medications: Too big: expected array to have <=50 items');
    expect(message).toContain(
      'Please correct them on the Food Preferences and Health Assessment screens',
    );
  });

  it('names three answers and counts the rest', () => {
    const message = describeProfileErrors({
      'userProfile.profile.age': ['Age must be at most 120'],
      'userProfile.profile.weight': ['Weight must be at most 300 kg'],
      'userProfile.profile.height': ['Height must be at most 250 cm'],
      'userProfile.profile.name': ['Name is required'],
    });
    expect(message).toContain('Height must be at most 250 cm (and 1 more).');
    expect(message).not.toContain('Name is required');
  });

  it('is null when no field error is about the profile', () => {
    expect(describeProfileErrors(undefined)).toBeNull();
    expect(describeProfileErrors({ days: ['Invalid option'] })).toBeNull();
  });
});
