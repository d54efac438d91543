import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compactMealPlan,
  FoodSuggestionsReplySchema,
  GuidanceReplySchema,
  MealPlanSchema,
  QuestionnaireReplySchema,
  toHealthProfile,
  UserProfileSchema,
  verifyMealPlan,
} from '#domain';
import { createTestApp, type TestContext } from '../test/test-app';

const USER_PROFILE = {
  profile: {
    name: 'Omar',
    age: 47,
    gender: 'male',
    weight: 88,
    height: 178,
    activityLevel: 'moderate',
  },
  healthConditions: ['high_cholesterol'],
  medications: [],
  allergies: ['sesame'],
  dietaryRestrictions: [],
  foodPreferences: { liked: ['chicken'], disliked: [], cuisines: ['Italian'] },
};

interface Reply {
  success: boolean;
  data: Record<string, unknown> | null;
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> } | null;
}

describe('POST /api/functions/ai-chat', () => {
  let ctx: TestContext;
  const chat = async (body: unknown) => {
    const res = await ctx.app.request('/api/functions/ai-chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Reply };
  };

  beforeAll(async () => {
    ctx = await createTestApp('pglite');
  });
  afterAll(async () => {
    await ctx.database.dispose();
  });

  it('startQuestionnaire opens with a question that uses the profile', async () => {
    const { status, body } = await chat({ type: 'startQuestionnaire', userProfile: USER_PROFILE });
    expect(status).toBe(200);
    const reply = QuestionnaireReplySchema.parse(body.data);
    expect(reply.message).toContain('Omar');
    expect(reply.isComplete).toBe(false);
    expect(reply.suggestedTopics?.length).toBeGreaterThan(0);
  });

  it('continueQuestionnaire reads an answer into extractedData', async () => {
    const start = QuestionnaireReplySchema.parse(
      (await chat({ type: 'startQuestionnaire', userProfile: USER_PROFILE })).body.data,
    );
    const { body } = await chat({
      type: 'continueQuestionnaire',
      userProfile: USER_PROFILE,
      conversationHistory: [
        { role: 'assistant', content: start.message, timestamp: new Date().toISOString() },
      ],
      message: 'I want to lose weight and I am vegetarian, no fish please',
    });
    const reply = QuestionnaireReplySchema.parse(body.data);
    expect(reply.extractedData?.dietaryRestrictions).toContain('vegetarian');
  });

  it('healthGuidance answers for the section in view', async () => {
    const { body } = await chat({
      type: 'healthGuidance',
      section: 'medications',
      formData: { medications: 'simvastatin 20 mg' },
    });
    expect(GuidanceReplySchema.parse(body.data).message).toMatch(/grapefruit/i);
  });

  it('foodSuggestions gives five foods, none with the allergen', async () => {
    const { body } = await chat({
      type: 'foodSuggestions',
      userProfile: USER_PROFILE,
      currentPreferences: { likedFoods: ['chicken'], selectedRestrictions: [] },
    });
    const reply = FoodSuggestionsReplySchema.parse(body.data);
    expect(reply.suggestions).toHaveLength(5);
    expect(reply.suggestions.map((s) => s.food.toLowerCase()).join(' ')).not.toMatch(
      /tahini|sesame|hummus/,
    );
  });

  it('mealPlanChat makes a plan vegetarian and returns a verified plan', async () => {
    const planRes = await ctx.app.request('/api/functions/ai-analyze', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'mealPlan', userProfile: USER_PROFILE, daysCount: 3, seed: 5 }),
    });
    const plan = ((await planRes.json()) as Reply).data;
    const { status, body } = await chat({
      type: 'mealPlanChat',
      userProfile: USER_PROFILE,
      currentMealPlan: plan,
      message: 'Make this vegetarian',
      seed: 3,
    });
    expect(status).toBe(200);
    const modified = MealPlanSchema.parse(body.data?.modifiedMealPlan);
    const vegetarian = toHealthProfile(
      UserProfileSchema.parse({ ...USER_PROFILE, dietaryRestrictions: ['vegetarian'] }),
    );
    expect(verifyMealPlan(modified, vegetarian).violations).toEqual([]);
    expect(String(body.data?.message)).toMatch(/vegetarian/i);
  });

  it('mealPlanChat takes the plan compact and edits it exactly as the plan in full', async () => {
    const planRes = await ctx.app.request('/api/functions/ai-analyze', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'mealPlan', userProfile: USER_PROFILE, daysCount: 7, seed: 8 }),
    });
    const plan = MealPlanSchema.parse(((await planRes.json()) as Reply).data);
    const edit = { type: 'mealPlanChat', userProfile: USER_PROFILE, message: 'less salt', seed: 4 };
    const compact = compactMealPlan(plan);
    const full = await chat({ ...edit, currentMealPlan: plan });
    const small = await chat({ ...edit, currentMealPlan: compact });
    expect(small.status).toBe(200);
    expect(small.body).toEqual(full.body);
    expect(small.body.data?.modifiedMealPlan).toBeTruthy();
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(plan).length / 8);

    // A compact meal naming a recipe that does not exist is refused, naming the meal.
    const lunch = compact.days[2]!.meals.lunch;
    const spoiled = {
      ...compact,
      days: compact.days.map((day, d) =>
        d === 2 ? { ...day, meals: { ...day.meals, lunch: { ...lunch, recipeId: 'nope' } } } : day,
      ),
    };
    const refused = await chat({ ...edit, currentMealPlan: spoiled });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('VALIDATION_FAILED');
    expect(refused.body.error?.fieldErrors).toEqual({
      'currentMealPlan.days.2.meals.lunch': ["There is no recipe 'nope'."],
    });
  });

  it("mealPlanChat applies a button's structured swap as it is, not the text beside it", async () => {
    const planRes = await ctx.app.request('/api/functions/ai-analyze', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'mealPlan', userProfile: USER_PROFILE, daysCount: 3, seed: 5 }),
    });
    const plan = MealPlanSchema.parse(((await planRes.json()) as Reply).data);
    const { status, body } = await chat({
      type: 'mealPlanChat',
      userProfile: USER_PROFILE,
      currentMealPlan: plan,
      // The text says breakfast on day 1; the intent, which wins, says lunch on day 2.
      message: 'Swap breakfast for Day 1',
      intents: [{ kind: 'swap', slot: 'lunch', day: 2 }],
      seed: 3,
    });
    expect(status).toBe(200);
    const modified = MealPlanSchema.parse(body.data?.modifiedMealPlan);
    expect(modified.days[1]!.meals.lunch.name).not.toBe(plan.days[1]!.meals.lunch.name);
    expect(modified.days[0]!.meals.breakfast.name).toBe(plan.days[0]!.meals.breakfast.name);
  });

  it.each([
    [{ type: 'smallTalk' }, 'type'],
    [{ type: 'healthGuidance' }, 'section'],
    [{ type: 'healthGuidance', section: 'hobbies' }, 'section'],
    [
      { type: 'mealPlanChat', message: 'more protein', userProfile: { profile: { name: 'x' } } },
      'userProfile.profile.age',
    ],
    [
      { type: 'continueQuestionnaire', conversationHistory: [{ role: 'system', content: 'hi' }] },
      'conversationHistory.0.role',
    ],
    [
      {
        type: 'mealPlanChat',
        message: 'swap',
        userProfile: USER_PROFILE,
        intents: [{ kind: 'swap', slot: 'brunch', day: 1 }],
      },
      'intents.0.slot',
    ],
  ])('rejects a bad body with 400 naming the field (%#)', async (request, field) => {
    const { status, body } = await chat(request);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(Object.keys(body.error?.fieldErrors ?? {})).toContain(field);
  });
});
