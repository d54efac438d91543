import { describe, expect, it } from 'vitest';
import { ChatRequestSchema, runChat, UserProfileSchema } from '#domain';
import { testSolver } from '#domain/testing/solver';
import {
  metricMeasures,
  missingProfileItems,
  profileCompletion,
  requestProfile,
  toUserProfile,
} from './profile-request';
import {
  type AssessmentAnswers,
  INITIAL_PROFILE_STATE,
  type PreferenceAnswers,
  type ProfileState,
} from './profile-store';

function answers(
  assessment: Partial<AssessmentAnswers>,
  preferences: Partial<PreferenceAnswers> = {},
): ProfileState {
  return {
    ...INITIAL_PROFILE_STATE,
    assessment: { ...INITIAL_PROFILE_STATE.assessment, ...assessment },
    preferences: { ...INITIAL_PROFILE_STATE.preferences, ...preferences },
  };
}

/** The profile as the server keeps it from a foodSuggestions request (a partial profile, checked). */
function asTheAdvisorReadsIt(userProfile: unknown) {
  return ChatRequestSchema.parse({ type: 'foodSuggestions', userProfile }).userProfile;
}

const COMPLETE = answers(
  {
    name: ' Ada ',
    age: '40',
    gender: 'female',
    unit: 'metric',
    weightKg: '60.04',
    heightCm: '165',
    activityLevel: 'light',
    selectedConditions: ['chronic_kidney_disease'],
    ckdStage: '3a',
    medications: 'lisinopril',
    allergies: 'peanuts, shellfish',
  },
  {
    selectedRestrictions: ['vegetarian'],
    likedFoods: 'lentils',
    dislikedFoods: 'okra',
    selectedCuisines: ['Indian'],
    mealsPerDay: 4,
    snacksPerDay: 1,
    cookingWillingness: false,
  },
);

/** Name, gender and an age given; weight and height not yet. */
const PARTIAL = answers(
  { name: ' Ada ', age: '40', gender: 'female', allergies: 'peanuts', activityLevel: 'active' },
  { likedFoods: 'lentils' },
);

describe('toUserProfile', () => {
  it('builds the complete profile, measures in metric to a tenth, with meal options', () => {
    const profile = toUserProfile(COMPLETE);
    expect(profile).toEqual({
      profile: {
        name: 'Ada',
        age: 40,
        gender: 'female',
        weight: 60,
        height: 165,
        bmi: 22.1,
        activityLevel: 'light',
      },
      healthConditions: ['chronic_kidney_disease'],
      conditionDetails: { chronic_kidney_disease: { stage: '3a' } },
      medications: ['lisinopril'],
      allergies: ['peanuts', 'shellfish'],
      dietaryRestrictions: ['vegetarian'],
      foodPreferences: { liked: ['lentils'], disliked: ['okra'], cuisines: ['Indian'] },
      mealOptions: { mealsPerDay: 4, snacksPerDay: 1, cookingWillingness: false },
    });
    expect(UserProfileSchema.safeParse(profile).success).toBe(true);
  });

  it('converts imperial answers to kg and cm', () => {
    const imperial = answers({
      ...COMPLETE.assessment,
      unit: 'imperial',
      weightLbs: '150',
      heightFeet: '5',
      heightInches: '6',
    });
    expect(metricMeasures(imperial.assessment)).toEqual({
      weightKg: expect.closeTo(68.04, 2),
      heightCm: expect.closeTo(167.64, 2),
    });
    expect(toUserProfile(imperial)?.profile).toMatchObject({ weight: 68, height: 167.6 });
  });

  it('counts feet without inches as a height, and no feet as none', () => {
    const feetOnly = answers({ unit: 'imperial', weightLbs: '150', heightFeet: '6' });
    expect(metricMeasures(feetOnly.assessment).heightCm).toBeCloseTo(182.88, 2);
    const inchesOnly = answers({ unit: 'imperial', heightInches: '6' });
    expect(metricMeasures(inchesOnly.assessment)).toEqual({ weightKg: null, heightCm: null });
  });

  it('is null while any of name, age, gender, weight or height is missing', () => {
    expect(toUserProfile(PARTIAL)).toBeNull();
    expect(toUserProfile(answers({ ...COMPLETE.assessment, age: 'forty' }))).toBeNull();
    expect(missingProfileItems(PARTIAL)).toEqual(['weight', 'height']);
    expect(missingProfileItems(COMPLETE)).toEqual([]);
  });
});

describe('requestProfile', () => {
  it('sends the complete profile whichever the option, once the answers make one', () => {
    expect(requestProfile(COMPLETE, { defaultsAreAnswers: false })).toEqual(
      toUserProfile(COMPLETE),
    );
    expect(requestProfile(COMPLETE, { defaultsAreAnswers: true })).toEqual(toUserProfile(COMPLETE));
  });

  it('for the questionnaire, leaves what is not answered and the form defaults out', () => {
    const profile = requestProfile(PARTIAL, { defaultsAreAnswers: false });
    expect(profile).toEqual({
      profile: { name: 'Ada', age: 40, gender: 'female' },
      healthConditions: [],
      medications: [],
      allergies: ['peanuts'],
      dietaryRestrictions: [],
      foodPreferences: { liked: ['lentils'], disliked: [], cuisines: [] },
    });
    expect(asTheAdvisorReadsIt(profile)).toEqual(profile);
  });

  it('for the advisor, takes the activity level as an answer', () => {
    const profile = requestProfile(PARTIAL, { defaultsAreAnswers: true });
    expect(profile).toEqual({
      profile: { name: 'Ada', age: 40, gender: 'female', activityLevel: 'active' },
      healthConditions: [],
      medications: [],
      allergies: ['peanuts'],
      dietaryRestrictions: [],
      foodPreferences: { liked: ['lentils'], disliked: [], cuisines: [] },
    });
    expect(asTheAdvisorReadsIt(profile)).toEqual(profile);
  });

  it('sends the measures of a partial profile in metric, as converted', () => {
    const noName = answers({ age: '40', gender: 'male', weightLbs: '150', heightFeet: '5' });
    expect(requestProfile(noName, { defaultsAreAnswers: true }).profile).toEqual({
      age: 40,
      gender: 'male',
      weight: expect.closeTo(68.039, 3),
      height: expect.closeTo(152.4, 3),
      activityLevel: 'moderate',
    });
  });

  it('sends empty answers as empty lists and no person', () => {
    const empty = {
      healthConditions: [],
      medications: [],
      allergies: [],
      dietaryRestrictions: [],
      foodPreferences: { liked: [], disliked: [], cuisines: [] },
    };
    expect(requestProfile(INITIAL_PROFILE_STATE, { defaultsAreAnswers: false })).toEqual({
      profile: {},
      ...empty,
    });
    expect(requestProfile(INITIAL_PROFILE_STATE, { defaultsAreAnswers: true })).toEqual({
      profile: { activityLevel: 'moderate' },
      ...empty,
    });
    expect(profileCompletion(INITIAL_PROFILE_STATE)).toBe(
      profileCompletion(answers({ name: '  ', medications: ' , ' })),
    );
  });

  it('gives the advisor the same foods as the null-valued partial profile it once sent', () => {
    const noName = answers(
      { age: '40', gender: 'female', unit: 'metric', weightKg: '60', heightCm: '165' },
      { selectedRestrictions: ['vegetarian'] },
    );
    const suggest = (userProfile: unknown) => {
      const request = ChatRequestSchema.parse({ type: 'foodSuggestions', userProfile });
      return runChat(request, { seed: 1, now: '2026-01-01T00:00:00Z', solver: testSolver });
    };
    const withNulls = {
      ...requestProfile(noName, { defaultsAreAnswers: true }),
      profile: { name: null, age: 40, gender: 'female', weight: 60, height: 165 },
    };
    expect(suggest(requestProfile(noName, { defaultsAreAnswers: true }))).toEqual(
      suggest({ ...withNulls, profile: { ...withNulls.profile, activityLevel: 'moderate' } }),
    );
  });
});
