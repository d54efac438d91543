import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MealPlan } from '#domain';
import { saveEditedPlan, saveMealPlanChat, saveNewPlan } from './account-sync';
import { makeStoredChat, makeStoredPlan, stubApi } from './account-test-server';
import { profileStore } from './profile-store';

const PLAN: MealPlan = {
  days: [
    {
      day: 1,
      meals: {
        breakfast: { name: 'Oats', description: 'Oats.', calories: 400 },
        lunch: { name: 'Soup', description: 'Soup.', calories: 600 },
        dinner: { name: 'Fish', description: 'Fish.', calories: 700 },
        snacks: [],
      },
    },
  ],
};

const echoPlan = (id: string) => (request: { body: unknown }) => ({
  status: 201,
  body: { item: makeStoredPlan((request.body as { planData: MealPlan }).planData, { id }) },
});

beforeEach(() => profileStore.reset());
afterEach(() => profileStore.reset());

describe('saving to the account', () => {
  it('saves an edited plan whose row is gone (404) as a new one', async () => {
    const api = stubApi({ 'POST /api/me/meal-plans': echoPlan('plan-new') });
    profileStore.update({ mealPlan: PLAN, mealPlanDays: 3, mealPlanId: 'plan-deleted' });

    await saveEditedPlan();

    expect(api.sent().map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH /api/me/meal-plans/plan-deleted',
      'POST /api/me/meal-plans',
    ]);
    expect(profileStore.get().mealPlanId).toBe('plan-new');
  });

  it('an edit made while a new plan is being saved waits for its id and updates that row', async () => {
    const api = stubApi({
      'POST /api/me/meal-plans': echoPlan('plan-1'),
      'PATCH /api/me/meal-plans/plan-1': (request) => ({
        body: { item: makeStoredPlan((request.body as { planData: MealPlan }).planData) },
      }),
    });
    profileStore.update({ mealPlan: PLAN, mealPlanDays: 3 });
    const created = saveNewPlan(PLAN, 3);
    profileStore.update({ mealPlan: { ...PLAN, dailyCalories: 1700 } });
    const edited = saveEditedPlan();
    await Promise.all([created, edited]);

    expect(api.sent().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/me/meal-plans',
      'PATCH /api/me/meal-plans/plan-1',
    ]);
  });

  it('two quick saves of a chat create it once and then update it', async () => {
    const api = stubApi({
      'POST /api/me/chat-history': {
        status: 201,
        body: { item: makeStoredChat({ chatType: 'mealPlan', id: 'chat-1' }) },
      },
      'PATCH /api/me/chat-history/chat-1': {
        body: { item: makeStoredChat({ chatType: 'mealPlan', id: 'chat-1' }) },
      },
    });
    profileStore.update({
      mealPlanChat: [{ role: 'user', content: 'Hi', timestamp: '2025-01-15T10:00:00Z' }],
    });
    await Promise.all([saveMealPlanChat(), saveMealPlanChat()]);
    expect(api.sent().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/me/chat-history',
      'PATCH /api/me/chat-history/chat-1',
    ]);
  });

  it('keeps at most the latest 200 messages of a long chat', async () => {
    const api = stubApi({
      'POST /api/me/chat-history': {
        status: 201,
        body: { item: makeStoredChat({ chatType: 'mealPlan', id: 'chat-1' }) },
      },
    });
    profileStore.update({
      mealPlanChat: Array.from({ length: 230 }, (_, n) => ({
        role: 'user' as const,
        content: `message ${n}`,
        timestamp: '2025-01-15T10:00:00Z',
      })),
    });
    await saveMealPlanChat();
    expect(api.sent()[0]?.body).toHaveProperty('messages.length', 200);
    expect(api.sent()[0]?.body).toHaveProperty('messages.0.content', 'message 30');
  });
});
