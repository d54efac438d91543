import { describe, expect, it } from 'vitest';
import { type HealthDataSnapshot, HealthDataUpdateSchema } from '#domain';
import {
  answersFromSnapshot,
  canonicalJson,
  hasAnswers,
  planDays,
  toHealthDataUpdate,
} from './account-snapshot';
import { toUserProfile } from './profile-request';
import { INITIAL_PROFILE_STATE, type ProfileState } from './profile-store';

type Answers = Pick<ProfileState, 'assessment' | 'preferences'>;

const IMPERIAL: Answers = {
  assessment: {
    ...INITIAL_PROFILE_STATE.assessment,
    name: ' Ada Lovelace ',
    age: '52',
    gender: 'female',
    unit: 'imperial',
    weightLbs: '154',
    heightFeet: '5',
    heightInches: '6.5',
    activityLevel: 'light',
    selectedConditions: ['hypertension', 'celiac_disease'],
    medications: 'lisinopril, , metformin ',
    allergies: 'peanuts, Shellfish',
  },
  preferences: {
    selectedRestrictions: ['gluten_free', 'dairy_free'],
    likedFoods: 'salmon, oats, Greek Yogurt',
    dislikedFoods: 'olives',
    selectedCuisines: ['Mediterranean', 'Japanese'],
    mealsPerDay: 4,
    snacksPerDay: 1,
    cookingWillingness: false,
  },
};

const METRIC: Answers = {
  assessment: {
    ...IMPERIAL.assessment,
    unit: 'metric',
    weightKg: '82.5',
    heightCm: '165.1',
    weightLbs: '',
    heightFeet: '',
    heightInches: '',
  },
  preferences: IMPERIAL.preferences,
};

/** What the server would answer for an account whose only version is `update`. */
function snapshotOf(answers: Answers): HealthDataSnapshot {
  const update = HealthDataUpdateSchema.parse(toHealthDataUpdate(answers));
  return {
    id: 'snapshot-1',
    version: 1,
    isCurrent: true,
    profile: update.profile ?? {},
    healthConditions: update.healthConditions ?? [],
    medications: update.medications ?? [],
    allergies: update.allergies ?? [],
    dietaryRestrictions: update.dietaryRestrictions ?? [],
    foodPreferences: {
      likes: update.foodPreferences?.likes ?? [],
      dislikes: update.foodPreferences?.dislikes ?? [],
      cuisines: update.foodPreferences?.cuisines ?? [],
    },
    changes: null,
    profileCompleted: true,
    completionPercentage: 100,
    createdAt: '2025-01-15T10:00:00.000Z',
  };
}

describe('toHealthDataUpdate', () => {
  it('sends the profile in kg and cm at full precision, the lists split, and the unit', () => {
    const update = toHealthDataUpdate(IMPERIAL, { reason: 'Assessment update' });
    expect(HealthDataUpdateSchema.safeParse(update).success).toBe(true);
    expect(update.profile).toEqual({
      name: 'Ada Lovelace',
      age: 52,
      gender: 'female',
      weightKg: 154 * 0.453592,
      heightCm: (5 * 12 + 6.5) * 2.54,
      activityLevel: 'light',
      unit: 'imperial',
      ckdStage: null,
      dialysis: null,
      mealsPerDay: 4,
      snacksPerDay: 1,
      cookingWillingness: false,
    });
    expect(update.healthConditions).toEqual(['hypertension', 'celiac_disease']);
    expect(update.medications).toEqual(['lisinopril', 'metformin']);
    expect(update.allergies).toEqual(['peanuts', 'Shellfish']);
    expect(update.dietaryRestrictions).toEqual(['gluten_free', 'dairy_free']);
    expect(update.foodPreferences).toEqual({
      likes: ['salmon', 'oats', 'Greek Yogurt'],
      dislikes: ['olives'],
      cuisines: ['Mediterranean', 'Japanese'],
    });
    expect(update.reason).toBe('Assessment update');
  });

  it("sends only the assessment's or the preferences' part when asked", () => {
    const assessment = toHealthDataUpdate(IMPERIAL, { scope: 'assessment' });
    expect(Object.keys(assessment).sort()).toEqual([
      'allergies',
      'healthConditions',
      'medications',
      'profile',
    ]);
    expect(assessment.profile).not.toHaveProperty('mealsPerDay');

    const preferences = toHealthDataUpdate(IMPERIAL, { scope: 'preferences' });
    expect(Object.keys(preferences).sort()).toEqual([
      'dietaryRestrictions',
      'foodPreferences',
      'profile',
    ]);
    expect(preferences.profile).toEqual({
      mealsPerDay: 4,
      snacksPerDay: 1,
      cookingWillingness: false,
    });
  });

  it('sends answers the form would not accept yet as none, so the save still passes', () => {
    const update = toHealthDataUpdate({
      assessment: {
        ...INITIAL_PROFILE_STATE.assessment,
        age: '45.5',
        weightLbs: '20',
        heightFeet: 'five',
      },
      preferences: {
        ...INITIAL_PROFILE_STATE.preferences,
        likedFoods: 'Beans, beans, tofu',
        dislikedFoods: 'tofu',
      },
    });
    expect(update.profile).toMatchObject({
      name: null,
      age: null,
      gender: null,
      weightKg: null,
      heightCm: null,
    });
    // Once each, and a food both liked and disliked counts as disliked.
    expect(update.foodPreferences?.likes).toEqual(['Beans']);
    expect(update.foodPreferences?.dislikes).toEqual(['tofu']);
    expect(HealthDataUpdateSchema.safeParse(update).success).toBe(true);
  });
});

describe('answersFromSnapshot', () => {
  it('round-trips imperial answers: 154 lb and 5 ft 6.5 in come back as typed', () => {
    const back = answersFromSnapshot(snapshotOf(IMPERIAL));
    expect(back.assessment).toMatchObject({
      ...IMPERIAL.assessment,
      name: 'Ada Lovelace',
      medications: 'lisinopril, metformin',
      allergies: 'peanuts, Shellfish',
      weightKg: expect.any(String),
      heightCm: expect.any(String),
    });
    expect(back.assessment.weightLbs).toBe('154');
    expect(back.assessment.heightFeet).toBe('5');
    expect(back.assessment.heightInches).toBe('6.5');
    // The other unit's fields are filled too, so the unit toggle still converts.
    expect(back.assessment.weightKg).toBe('69.9');
    expect(back.assessment.heightCm).toBe('168.9');
    expect(back.preferences).toEqual(IMPERIAL.preferences);
  });

  it('round-trips metric answers', () => {
    const back = answersFromSnapshot(snapshotOf(METRIC));
    expect(back.assessment).toMatchObject({
      ...METRIC.assessment,
      name: 'Ada Lovelace',
      medications: 'lisinopril, metformin',
      weightLbs: '181.9',
      heightFeet: '5',
      heightInches: '5',
    });
    expect(back.assessment.weightKg).toBe('82.5');
    expect(back.assessment.heightCm).toBe('165.1');
    expect(back.preferences).toEqual(METRIC.preferences);
  });

  it('round-trips the kidney disease stage and dialysis, and the profile sends them to the engine', () => {
    const kidney: Answers = {
      ...METRIC,
      assessment: {
        ...METRIC.assessment,
        selectedConditions: ['chronic_kidney_disease'],
        ckdStage: '3b',
        dialysis: 'none',
      },
    };
    const back = answersFromSnapshot(snapshotOf(kidney));
    expect(back.assessment).toMatchObject({ ckdStage: '3b', dialysis: 'none' });
    expect(toUserProfile({ ...INITIAL_PROFILE_STATE, ...back })?.conditionDetails).toEqual({
      chronic_kidney_disease: { stage: '3b', dialysis: 'none' },
    });
    // Unticked, the details stay in the answers but do not reach the engine.
    const unticked = { ...back.assessment, selectedConditions: [] };
    expect(
      toUserProfile({ ...INITIAL_PROFILE_STATE, ...back, assessment: unticked })?.conditionDetails,
    ).toBeUndefined();
    // Left unknown, nothing is stored.
    expect(answersFromSnapshot(snapshotOf(METRIC)).assessment).toMatchObject({
      ckdStage: '',
      dialysis: '',
    });
  });

  it('round-trips a second time without drift', () => {
    const once = answersFromSnapshot(snapshotOf(IMPERIAL));
    const twice = answersFromSnapshot(snapshotOf(once));
    expect(twice).toEqual(once);
  });

  it("fills what the snapshot lacks with the forms' defaults and drops unknown ids", () => {
    const back = answersFromSnapshot({
      profile: {},
      healthConditions: ['hypertension', 'not-a-condition'],
      medications: [],
      allergies: [],
      dietaryRestrictions: ['vegan', 'paleo'],
      foodPreferences: { likes: [], dislikes: [], cuisines: ['Thai', 'Martian'] },
    });
    expect(back.assessment).toEqual({
      ...INITIAL_PROFILE_STATE.assessment,
      selectedConditions: ['hypertension'],
    });
    expect(back.preferences).toEqual({
      ...INITIAL_PROFILE_STATE.preferences,
      selectedRestrictions: ['vegan'],
      selectedCuisines: ['Thai'],
    });
  });
});

describe('hasAnswers', () => {
  it('is false for a new tab and true once anything is answered', () => {
    expect(hasAnswers(INITIAL_PROFILE_STATE)).toBe(false);
    expect(
      hasAnswers({
        ...INITIAL_PROFILE_STATE,
        preferences: { ...INITIAL_PROFILE_STATE.preferences, selectedCuisines: ['Thai'] },
      }),
    ).toBe(true);
    expect(hasAnswers(IMPERIAL)).toBe(true);
  });
});

describe('canonicalJson and planDays', () => {
  it('compares objects whatever the order of their keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
  });

  it("takes a stored plan's duration, else its days, else 7", () => {
    expect(planDays(14, 14)).toBe(14);
    expect(planDays(6, 5)).toBe(5);
    expect(planDays(6, 6)).toBe(7);
  });
});
