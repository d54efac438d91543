import { describe, expect, it } from 'vitest';
import {
  EMPTY_HEALTH_DATA,
  type HealthDataContent,
  medicationFoodInteractions,
  mergeHealthData,
} from './health-data';
import {
  AllergyUpdateSchema,
  ConditionUpdateSchema,
  FoodPreferencesBulkSchema,
  FoodPreferenceUpdateSchema,
  RestrictionUpdateSchema,
} from './list-schemas';
import { HealthDataUpdateSchema, ProfileUpdateSchema } from './profile-schemas';

const NOW = '2026-11-24T10:00:00.000Z';

const previous: HealthDataContent = {
  profile: { name: 'Ann', age: 40, gender: 'female', weightKg: 70, heightCm: 165 },
  healthConditions: ['hypertension'],
  medications: ['Lisinopril'],
  allergies: ['Peanuts'],
  dietaryRestrictions: ['vegetarian'],
  foodPreferences: { likes: ['Oats'], dislikes: ['Okra'], cuisines: ['Greek'] },
};

describe('mergeHealthData', () => {
  it('names the first snapshot "Initial data creation" and lists the parts given as modified', () => {
    const merged = mergeHealthData(null, { profile: { name: 'Ann' }, medications: [] }, NOW);
    expect(merged.changes).toEqual({
      modified: ['profile', 'medications'],
      reason: 'Initial data creation',
      timestamp: NOW,
    });
    expect(merged.content).toEqual({ ...EMPTY_HEALTH_DATA, profile: { name: 'Ann' } });
  });

  it('merges the profile and food preferences by key and replaces the lists given', () => {
    const merged = mergeHealthData(
      previous,
      {
        profile: { age: 41, name: null },
        allergies: ['Shellfish'],
        foodPreferences: { cuisines: ['Thai'] },
      },
      NOW,
    );
    expect(merged.content).toEqual({
      ...previous,
      profile: { age: 41, gender: 'female', weightKg: 70, heightCm: 165 },
      allergies: ['Shellfish'],
      foodPreferences: { likes: ['Oats'], dislikes: ['Okra'], cuisines: ['Thai'] },
    });
    expect(merged.changes.modified).toEqual(['profile', 'allergies', 'foodPreferences']);
    expect(merged.changes.reason).toBe('User profile update');
  });

  it('leaves out of modified a part given with the value it already had, whatever its key order', () => {
    const merged = mergeHealthData(
      previous,
      {
        profile: { heightCm: 165, name: 'Ann' },
        healthConditions: ['hypertension'],
        medications: ['Metformin'],
        reason: 'Questionnaire',
      },
      NOW,
    );
    expect(merged.changes.modified).toEqual(['medications']);
    expect(merged.changes.reason).toBe('Questionnaire');
  });

  it('drops repeated names, and a newly liked food from the dislikes kept from before', () => {
    const merged = mergeHealthData(
      previous,
      { medications: ['Metformin', 'metformin '], foodPreferences: { likes: ['okra', 'Oats'] } },
      NOW,
    );
    expect(merged.content.medications).toEqual(['Metformin']);
    expect(merged.content.foodPreferences).toEqual({
      likes: ['okra', 'Oats'],
      dislikes: [],
      cuisines: ['Greek'],
    });
  });

  it('computes completion by spec §5 from the merged snapshot', () => {
    expect(mergeHealthData(previous, {}, NOW)).toMatchObject({
      profileCompleted: true,
      completionPercentage: 90,
    });
    expect(mergeHealthData(null, { profile: { name: 'Ann', age: 40 } }, NOW)).toMatchObject({
      profileCompleted: false,
      completionPercentage: 20,
    });
  });
});

describe('medicationFoodInteractions', () => {
  it('fills the flag and the notes from the interaction table', () => {
    const warfarin = medicationFoodInteractions('Coumadin 5mg');
    expect(warfarin.hasFoodInteractions).toBe(true);
    expect(warfarin.foodInteractionNotes).toMatch(/vitamin K/i);
    expect(medicationFoodInteractions('Vitamin D')).toEqual({
      hasFoodInteractions: false,
      foodInteractionNotes: null,
    });
  });
});

describe('account schemas', () => {
  it('refuses a food both liked and disliked, naming the dislike', () => {
    const bulk = FoodPreferencesBulkSchema.safeParse({ likes: ['Oats'], dislikes: ['oats'] });
    expect(bulk.success).toBe(false);
    expect(bulk.error?.issues[0]?.path).toEqual(['dislikes', 0]);
    const update = HealthDataUpdateSchema.safeParse({
      foodPreferences: { likes: ['Oats'], dislikes: ['Oats'] },
    });
    expect(update.error?.issues[0]?.path).toEqual(['foodPreferences', 'dislikes', 0]);
  });

  it('gives an update only the fields sent, not the create defaults', () => {
    for (const schema of [
      ConditionUpdateSchema,
      AllergyUpdateSchema,
      RestrictionUpdateSchema,
      FoodPreferenceUpdateSchema,
    ]) {
      expect(schema.parse({})).toEqual({});
    }
    expect(ConditionUpdateSchema.safeParse({ conditionType: 'gerd' }).success).toBe(false);
  });

  it('refuses dates the database cannot hold', () => {
    expect(ProfileUpdateSchema.safeParse({ dateOfBirth: '0000-01-01' }).success).toBe(false);
    expect(
      ProfileUpdateSchema.safeParse({ lastAssessmentDate: '0000-01-01T00:00:00Z' }).success,
    ).toBe(false);
    expect(ProfileUpdateSchema.safeParse({ dateOfBirth: '1986-02-28' }).success).toBe(true);
  });
});
