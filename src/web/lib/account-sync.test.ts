import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MealPlan } from '#domain';
import { fakeApi } from '../test/fake-api';
import { makeSession } from '../test/render';
import { saveEditedPlan, saveMealPlanChat, saveNewPlan } from './account-sync';
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

/** The fake API signed in, its account kept in memory. */
const accountApi = () => fakeApi({ session: makeSession() });

beforeEach(() => profileStore.reset());
afterEach(() => profileStore.reset());

describe('saving to the account', () => {
  it('saves an edited plan whose row is gone (404) as a new one', async () => {
    const api = accountApi();
    profileStore.update({ mealPlan: PLAN, mealPlanDays: 3, mealPlanId: 'plan-deleted' });

    await saveEditedPlan();

    expect(api.sent().map((r) => `${r.method} ${r.path}`)).toEqual([
      'PATCH /api/me/meal-plans/plan-deleted',
      'POST /api/me/meal-plans',
    ]);
    expect(api.account.mealPlans).toHaveLength(1);
    expect(profileStore.get().mealPlanId).toBe(api.account.mealPlans[0]?.id);
  });

  it('an edit made while a new plan is being saved waits for its id and updates that row', async () => {
    const api = accountApi();
    profileStore.update({ mealPlan: PLAN, mealPlanDays: 3 });
    const created = saveNewPlan(PLAN, 3);
    profileStore.update({ mealPlan: { ...PLAN, dailyCalories: 1700 } });
    const edited = saveEditedPlan();
    await Promise.all([created, edited]);

    const planId = api.account.mealPlans[0]?.id;
    expect(api.sent().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/me/meal-plans',
      `PATCH /api/me/meal-plans/${planId}`,
    ]);
    expect(api.account.mealPlans).toHaveLength(1);
    expect(api.account.mealPlans[0]?.planData.dailyCalories).toBe(1700);
  });

  it('two quick saves of a chat create it once and then update it', async () => {
    const api = accountApi();
    profileStore.update({
      mealPlanChat: [{ role: 'user', content: 'Hi', timestamp: '2025-01-15T10:00:00Z' }],
    });
    await Promise.all([saveMealPlanChat(), saveMealPlanChat()]);
    const chatId = api.account.chats[0]?.id;
    expect(api.account.chats).toHaveLength(1);
    expect(api.sent().map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/me/chat-history',
      `PATCH /api/me/chat-history/${chatId}`,
    ]);
  });

  it('keeps at most the latest 200 messages of a long chat', async () => {
    const api = accountApi();
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
