import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compactMealPlan,
  DietaryRecommendationsSchema,
  HealthAnalysisSchema,
  type MealPlan,
  MealPlanSchema,
  NutritionalGuidelinesSchema,
  setMealLocked,
  toHealthProfile,
  UserProfileSchema,
  verifyMealPlan,
} from '#domain';
import { createTestApp, setUpTestApp, type TestContext } from '../test/test-app';

const USER_PROFILE = {
  profile: {
    name: 'Rosa',
    age: 58,
    gender: 'female',
    weight: 84,
    height: 163,
    bmi: 31.6,
    activityLevel: 'light',
  },
  healthConditions: ['diabetes_type2', 'hypertension'],
  medications: ['metformin 500 mg', 'lisinopril'],
  allergies: 'peanuts, shellfish',
  dietaryRestrictions: ['halal'],
  foodPreferences: {
    liked: ['salmon', 'lentils'],
    disliked: ['mushrooms'],
    cuisines: ['Mediterranean'],
  },
};

function post(ctx: TestContext, path: string, body: unknown) {
  return ctx.app.request(`/api/functions/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

interface Reply {
  success: boolean;
  data: unknown;
  error: {
    code: string;
    message: string;
    fieldErrors?: Record<string, string[]>;
    kind?: string;
  } | null;
}

describe('POST /api/functions/ai-analyze', () => {
  const ctx = setUpTestApp('pglite');

  it('answers healthAnalysis in the spec shape, signed out', async () => {
    const res = await post(ctx, 'ai-analyze', {
      type: 'healthAnalysis',
      userProfile: USER_PROFILE,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Reply;
    expect(body.success).toBe(true);
    const analysis = HealthAnalysisSchema.parse(body.data);
    expect(analysis.overview).toContain('Rosa');
  });

  it('answers dietaryRecommendations without recommending the allergens', async () => {
    const res = await post(ctx, 'ai-analyze', {
      type: 'dietaryRecommendations',
      userProfile: USER_PROFILE,
    });
    const body = (await res.json()) as Reply;
    const recommendations = DietaryRecommendationsSchema.parse(body.data);
    const emphasized = recommendations.foodsToEmphasize
      .flatMap((item) => item.foods)
      .join(' ')
      .toLowerCase();
    expect(emphasized).not.toMatch(/peanut|shrimp|crab|lobster/);
    expect(recommendations.foodsToLimit[0]?.category).toMatch(/peanut|shellfish/i);
  });

  it('answers nutritionalGuidelines with the strictest sodium for high blood pressure', async () => {
    const res = await post(ctx, 'ai-analyze', {
      type: 'nutritionalGuidelines',
      userProfile: USER_PROFILE,
    });
    const body = (await res.json()) as Reply;
    const guidelines = NutritionalGuidelinesSchema.parse(body.data);
    expect(guidelines.dailyCalories.recommended).toBeGreaterThan(1000);
    expect(JSON.stringify(guidelines.nutrientLimits)).toMatch(/1,?500/);
  });

  it('answers mealPlan with daysCount days that pass the verifier', async () => {
    const res = await post(ctx, 'ai-analyze', {
      type: 'mealPlan',
      userProfile: USER_PROFILE,
      daysCount: 5,
      seed: 12,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Reply;
    const plan = MealPlanSchema.parse(body.data);
    expect(plan.days).toHaveLength(5);
    const profile = toHealthProfile(UserProfileSchema.parse(USER_PROFILE));
    expect(verifyMealPlan(plan, profile).violations).toEqual([]);
    const again = (await (
      await post(ctx, 'ai-analyze', {
        type: 'mealPlan',
        userProfile: USER_PROFILE,
        daysCount: 5,
        seed: 12,
      })
    ).json()) as Reply;
    expect(again.data).toEqual(body.data);
  });

  it('answers an infeasible plan with 422 and the reason, not a 500', async () => {
    const res = await post(ctx, 'ai-analyze', {
      type: 'mealPlan',
      daysCount: 3,
      userProfile: {
        ...USER_PROFILE,
        healthConditions: ['ibs', 'gerd', 'celiac_disease'],
        dietaryRestrictions: ['vegan', 'soy_free', 'nut_free'],
        allergies: ['sesame'],
        foodPreferences: {
          liked: [],
          disliked: ['rice', 'quinoa', 'potatoes', 'oats', 'corn'],
          cuisines: [],
        },
      },
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as Reply;
    expect(body).toMatchObject({
      success: false,
      error: { code: 'DOMAIN_FAILURE', kind: 'infeasible-plan' },
    });
    expect(body.error?.message).toMatch(/vegan/);
  });

  it.each([
    [{ type: 'horoscope', userProfile: USER_PROFILE }, 'type'],
    [{ type: 'mealPlan', userProfile: USER_PROFILE, daysCount: 6 }, 'daysCount'],
    [
      {
        type: 'healthAnalysis',
        userProfile: { ...USER_PROFILE, profile: { ...USER_PROFILE.profile, age: 130 } },
      },
      'userProfile.profile.age',
    ],
    [
      { type: 'healthAnalysis', userProfile: { ...USER_PROFILE, healthConditions: ['flu'] } },
      'userProfile.healthConditions.0',
    ],
    [
      {
        type: 'healthAnalysis',
        userProfile: {
          ...USER_PROFILE,
          conditionDetails: { chronic_kidney_disease: { stage: '6' } },
        },
      },
      'userProfile.conditionDetails.chronic_kidney_disease.stage',
    ],
    [{ type: 'healthAnalysis' }, 'userProfile'],
  ])('rejects a bad body with 400 naming the field (%#)', async (body, field) => {
    const res = await post(ctx, 'ai-analyze', body);
    expect(res.status).toBe(400);
    const reply = (await res.json()) as Reply;
    expect(reply.success).toBe(false);
    expect(reply.error?.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(reply.error?.fieldErrors ?? {})).toContain(field);
    expect(reply.error?.message).toContain(field);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await post(ctx, 'ai-analyze', '{not json');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/JSON/);
  });
});

describe('POST /api/functions/ai-analyze, mealPlan with revise', () => {
  let ctx: TestContext;
  let plan: MealPlan;
  beforeAll(async () => {
    ctx = await createTestApp('pglite');
    const res = await post(ctx, 'ai-analyze', {
      type: 'mealPlan',
      userProfile: USER_PROFILE,
      daysCount: 5,
      seed: 40,
    });
    plan = setMealLocked(
      MealPlanSchema.parse(((await res.json()) as Reply).data),
      { day: 2, slot: 'lunch' },
      true,
    );
  });
  afterAll(async () => {
    await ctx.database.dispose();
  });
  const profile = () => toHealthProfile(UserProfileSchema.parse(USER_PROFILE));

  it('keeps a locked meal, sent compact, when the plan is regenerated', async () => {
    const res = await post(ctx, 'ai-analyze', {
      type: 'mealPlan',
      userProfile: USER_PROFILE,
      daysCount: 5,
      seed: 41,
      revise: { plan: compactMealPlan(plan) },
    });
    expect(res.status).toBe(200);
    const next = MealPlanSchema.parse(((await res.json()) as Reply).data);
    expect(next.days[1]!.meals.lunch).toEqual(plan.days[1]!.meals.lunch);
    expect(next.days[1]!.meals.lunch.isLocked).toBe(true);
    expect(verifyMealPlan(next, profile()).violations).toEqual([]);
  });

  it('plans one day again and keeps the locked meal and the other days', async () => {
    const res = await post(ctx, 'ai-analyze', {
      type: 'mealPlan',
      userProfile: USER_PROFILE,
      daysCount: 5,
      seed: 42,
      revise: { plan: compactMealPlan(plan), day: 2 },
    });
    expect(res.status).toBe(200);
    const next = MealPlanSchema.parse(((await res.json()) as Reply).data);
    for (const day of [0, 2, 3, 4]) expect(next.days[day]).toEqual(plan.days[day]);
    expect(next.days[1]!.meals.lunch).toEqual(plan.days[1]!.meals.lunch);
    expect(next.days[1]).not.toEqual(plan.days[1]);
  });

  it('keeps a locked meal on a longer plan (keepChosen)', async () => {
    const res = await post(ctx, 'ai-analyze', {
      type: 'mealPlan',
      userProfile: USER_PROFILE,
      daysCount: 7,
      seed: 43,
      revise: { plan: compactMealPlan(plan), keepChosen: true },
    });
    expect(res.status).toBe(200);
    const next = MealPlanSchema.parse(((await res.json()) as Reply).data);
    expect(next.days).toHaveLength(7);
    expect(next.days[1]!.meals.lunch).toEqual(plan.days[1]!.meals.lunch);
  });

  it.each([
    [{ day: 9 }, 'revise.day'],
    [{ day: 2, daysCount: 7 }, 'daysCount'],
    [{ badRecipe: true }, 'revise.plan.days.0.meals.lunch'],
  ])('rejects a bad revision with 400 naming the field (%#)', async (change, field) => {
    const compact = compactMealPlan(plan);
    if ('badRecipe' in change) {
      compact.days[0]!.meals.lunch = {
        recipeId: 'no-such-recipe',
        servings: 1,
        sideIds: [],
        grams: [100],
      };
    }
    const res = await post(ctx, 'ai-analyze', {
      type: 'mealPlan',
      userProfile: USER_PROFILE,
      daysCount: 'daysCount' in change ? change.daysCount : 5,
      revise: { plan: compact, ...('day' in change ? { day: change.day } : {}) },
    });
    expect(res.status).toBe(400);
    const reply = (await res.json()) as Reply;
    expect(reply.error?.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(reply.error?.fieldErrors ?? {})).toContain(field);
  });
});
