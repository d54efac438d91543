import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type MealPlan, markEditedMeals } from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { profileStore } from '../../lib/profile-store';
import { fakeApi, never } from '../../test/fake-api';
import { makeSession } from '../../test/render';
import {
  type ChatReply,
  COMPLETE_ASSESSMENT,
  madePlan,
  meal,
  openAssistant,
  PLAN,
  type PlanReply,
  REAL_PLAN_TIMEOUT,
  renderMealPlan,
  replyOf,
  swapButton,
} from './meal-plan-page-testing';

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});
afterEach(() => profileStore.reset());

describe('MealPlanPage with an account', () => {
  /** The fake API signed in (or not), its account empty: plans and chats are kept in memory. */
  const accountApi = ({ signedIn = true } = {}) =>
    fakeApi({ session: signedIn ? makeSession() : null });

  it(
    'saves a generated plan to the account, keeps its id, and a swap replaces its data',
    async () => {
      const api = accountApi();
      profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
      const { user } = renderMealPlan({ signedIn: true });
      await madePlan(api);
      await waitFor(() => expect(api.account.mealPlans).toHaveLength(1));
      const planId = api.account.mealPlans[0]?.id;
      await waitFor(() => expect(profileStore.get().mealPlanId).toBe(planId));
      const made = replyOf<PlanReply>(api, 'ai-analyze').data;
      const [created] = api.sent();
      expect(created).toMatchObject({ method: 'POST', path: '/api/me/meal-plans' });
      // The server names it 'Meal Plan {date}'.
      expect(created?.body).toEqual({
        durationDays: 3,
        planData: made,
        caloriesPerDay: Math.round(made.dailyCalories ?? 0),
      });

      resetAiCallSpacing();
      await user.click(swapButton(1, 'breakfast'));
      await waitFor(() => expect(api.sent()).toHaveLength(2));
      const swapped = replyOf<ChatReply>(api, 'ai-chat').data.modifiedMealPlan as MealPlan;
      expect(api.sent()[1]).toMatchObject({
        method: 'PATCH',
        path: `/api/me/meal-plans/${planId}`,
        body: { planData: markEditedMeals(made, swapped) },
      });
      expect(api.account.mealPlans[0]?.planData).toEqual(markEditedMeals(made, swapped));
    },
    REAL_PLAN_TIMEOUT,
  );

  it("waits for the account's saved plan before making one", async () => {
    const startupReads = fakeApi({
      session: makeSession(),
      routes: {
        'GET /api/me/health-data/current': never,
        'GET /api/me/meal-plans': never,
        'GET /api/me/chat-history': never,
        'GET /api/me/analyses': never,
      },
    });
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
    renderMealPlan({ signedIn: true, accountLoaded: false });
    expect(await screen.findByText('Loading your saved meal plan...')).toBeInTheDocument();
    // The account's plan arrives (as the start-up load puts it): it is shown, none is generated.
    const saved: MealPlan = {
      ...PLAN,
      days: PLAN.days.map((planDay) =>
        planDay.day === 1
          ? { ...planDay, meals: { ...planDay.meals, breakfast: meal('Porridge', 400) } }
          : planDay,
      ),
    };
    const planId = '33333333-3333-4333-8333-333333333333';
    act(() => {
      profileStore.update({ mealPlan: saved, mealPlanId: planId, accountUserId: 'user-1' });
    });
    expect(await screen.findByText('Porridge')).toBeInTheDocument();
    expect(startupReads.sent('/api/functions/')).toEqual([]);
    // Nothing is saved to the account meanwhile: only the start-up reads went out.
    expect(startupReads.sent().filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it(
    'saves a swapped plan that was never saved as a new one',
    async () => {
      const madeBefore = fakeApi();
      profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
      const first = renderMealPlan();
      const plan = await madePlan(madeBefore);
      first.unmount();

      // Signed in now, with that plan in the tab and none in the account.
      const signedIn = accountApi();
      resetAiCallSpacing();
      const { user } = renderMealPlan({ signedIn: true });
      await user.click(swapButton(1, 'breakfast'));
      await waitFor(() => expect(signedIn.account.mealPlans).toHaveLength(1));
      await waitFor(() =>
        expect(profileStore.get().mealPlanId).toBe(signedIn.account.mealPlans[0]?.id),
      );
      const swapped = replyOf<ChatReply>(signedIn, 'ai-chat').data.modifiedMealPlan as MealPlan;
      const stored = profileStore.get().mealPlan as MealPlan;
      expect(stored.days[0]?.meals.breakfast.name).toBe(swapped.days[0]?.meals.breakfast.name);
      expect(stored.days[0]?.meals.breakfast.name).not.toBe(plan.days[0]?.meals.breakfast.name);
      const [created, ...others] = signedIn.sent();
      expect(others).toEqual([]);
      expect(created).toMatchObject({
        method: 'POST',
        path: '/api/me/meal-plans',
        body: { durationDays: 3 },
      });
      const names = (saved: MealPlan) =>
        saved.days.map(({ meals }) => [meals.breakfast.name, meals.lunch.name, meals.dinner.name]);
      const sentPlan = (created?.body as { planData?: MealPlan } | undefined)?.planData;
      expect(sentPlan && names(sentPlan)).toEqual(names(stored));
    },
    REAL_PLAN_TIMEOUT,
  );

  it(
    'saves the assistant conversation after each exchange: created once, then updated',
    async () => {
      const api = accountApi();
      profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
      const { user } = renderMealPlan({ signedIn: true });
      await madePlan(api);
      await waitFor(() => expect(profileStore.get().mealPlanId).toBeDefined());
      const planId = profileStore.get().mealPlanId;
      const chat = await openAssistant(user);
      const box = within(chat).getByRole('textbox', { name: 'Your request' });

      resetAiCallSpacing();
      await user.type(box, 'Swap breakfast for Day 1{Enter}');
      await waitFor(() => expect(api.account.chats).toHaveLength(1));
      const chatId = api.account.chats[0]?.id;
      await waitFor(() => expect(profileStore.get().mealPlanChatId).toBe(chatId));
      const firstReply = replyOf<ChatReply>(api, 'ai-chat').data;
      resetAiCallSpacing();
      await user.type(box, 'Thanks{Enter}');
      await waitFor(() =>
        expect(api.sent().filter((request) => request.path.includes('chat-history'))).toHaveLength(
          2,
        ),
      );

      const requests = api.sent().map((request) => `${request.method} ${request.path}`);
      expect(requests).toEqual([
        'POST /api/me/meal-plans',
        `PATCH /api/me/meal-plans/${planId}`,
        'POST /api/me/chat-history',
        ...(replyOf<ChatReply>(api, 'ai-chat', 1).data.modifiedMealPlan
          ? [`PATCH /api/me/meal-plans/${planId}`]
          : []),
        `PATCH /api/me/chat-history/${chatId}`,
      ]);
      const [first, second] = api.sent().filter((request) => request.path.includes('chat-history'));
      expect(first?.body).toMatchObject({
        chatType: 'mealPlan',
        metadata: { currentMealPlan: firstReply.modifiedMealPlan },
      });
      expect(first?.body).toMatchObject({
        messages: [
          expect.objectContaining({ role: 'assistant', content: expect.stringContaining('Hi!') }),
          expect.objectContaining({ role: 'user', content: 'Swap breakfast for Day 1' }),
          expect.objectContaining({ role: 'assistant', content: firstReply.message }),
        ],
      });
      expect(first?.body).toHaveProperty('messages.length', 3);
      expect(second?.body).toHaveProperty('messages.length', 5);
      expect(second?.body).not.toHaveProperty('chatType');
    },
    REAL_PLAN_TIMEOUT,
  );

  it(
    'signed out, generating, swapping and chatting send nothing to the account',
    async () => {
      const api = accountApi({ signedIn: false });
      profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
      const { user } = renderMealPlan();
      await madePlan(api);
      resetAiCallSpacing();
      await user.click(swapButton(1, 'breakfast'));
      await waitFor(() => expect(api.sent('/api/functions/')).toHaveLength(2));
      const chat = await openAssistant(user);
      resetAiCallSpacing();
      await user.type(
        within(chat).getByRole('textbox', { name: 'Your request' }),
        'More fish{Enter}',
      );
      await waitFor(() => expect(api.sent('/api/functions/')).toHaveLength(3));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(api.sent()).toEqual([]);
      expect(profileStore.get().mealPlanId).toBeUndefined();
    },
    REAL_PLAN_TIMEOUT,
  );

  it('logs a failed plan save and still shows the plan', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = fakeApi({
      session: makeSession(),
      routes: {
        'POST /api/me/meal-plans': {
          status: 500,
          body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } },
        },
      },
    });
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
    renderMealPlan({ signedIn: true });
    await madePlan(api);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Could not save your meal plan to your account.',
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
