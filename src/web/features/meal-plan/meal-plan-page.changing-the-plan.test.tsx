import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Meal, MealPlan } from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { localDate } from '../../lib/local-dates';
import { toUserProfile } from '../../lib/profile-request';
import { planProfileKey, profileStore } from '../../lib/profile-store';
import { fakeApi, functionReply } from '../../test/fake-api';
import { getDayRegion } from '../../test/queries';
import {
  type ChatReply,
  COMPLETE_ASSESSMENT,
  madePlan,
  openAssistant,
  PLAN,
  type PlanReply,
  REAL_PLAN_TIMEOUT,
  renderMealPlan,
  replyOf,
  swapButton,
} from './meal-plan-page-testing';

/** A day's meals in order: breakfast, lunch, dinner, then the snacks. */
const mealsOf = (planDay: MealPlan['days'][number] | undefined): Meal[] =>
  planDay
    ? [planDay.meals.breakfast, planDay.meals.lunch, planDay.meals.dinner, ...planDay.meals.snacks]
    : [];

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});
afterEach(() => profileStore.reset());

describe('MealPlanPage', () => {
  it(
    'greets, offers the five chips and clears them when the person sends',
    async () => {
      const api = fakeApi();
      profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
      const { user } = renderMealPlan();
      await madePlan(api);

      const chat = await openAssistant(user);
      expect(within(chat).getByRole('log')).toHaveTextContent('Hi! I can change your meal plan');
      const chips = within(chat).getByRole('list', { name: 'Suggested replies' });
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual([
        'Make this vegetarian',
        'Swap breakfast for Day 1',
        'Reduce calories to 1500/day',
        'Add more protein',
        'Remove gluten',
      ]);

      resetAiCallSpacing();
      await user.type(within(chat).getByRole('textbox', { name: 'Your request' }), 'More fish');
      await user.click(within(chat).getByRole('button', { name: 'Send' }));
      expect(
        within(chat).queryByRole('list', { name: 'Suggested replies' }),
      ).not.toBeInTheDocument();
      await waitFor(() => expect(api.sent('/api/functions/ai-chat')).toHaveLength(1));
      await waitFor(() => expect(replyOf(api, 'ai-chat')).toBeDefined());
      const { message } = replyOf<ChatReply>(api, 'ai-chat').data;
      await waitFor(() => expect(within(chat).getByRole('log')).toHaveTextContent(message));
    },
    REAL_PLAN_TIMEOUT,
  );

  it(
    'swaps one meal through the meal-plan function and shows what it did',
    async () => {
      const api = fakeApi();
      profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
      const { user } = renderMealPlan();
      const plan = await madePlan(api);
      const before = plan.days[1]?.meals.lunch.name ?? '';

      resetAiCallSpacing();
      await user.click(swapButton(2, 'lunch'));
      const day2 = getDayRegion(2);
      const outcome = await within(day2).findByTestId('swap-outcome');
      const reply = replyOf<ChatReply>(api, 'ai-chat').data;
      expect(reply.outcome).toBe('changed');
      const after = reply.modifiedMealPlan?.days[1]?.meals.lunch.name ?? '';
      expect(after).not.toBe(before);
      expect(outcome).toHaveTextContent(reply.message);
      expect(within(day2).getByText(after)).toBeInTheDocument();
      expect(within(day2).queryByText(before)).not.toBeInTheDocument();
      expect(profileStore.get().mealPlan?.days[1]?.meals.lunch.name).toBe(after);

      const [body] = api.bodiesTo('/api/functions/ai-chat') as {
        currentMealPlan: { format: string; days: unknown[] };
      }[];
      expect(body).toMatchObject({ type: 'mealPlanChat', message: 'Swap lunch for Day 2' });
      expect(body?.currentMealPlan.format).toBe('compact');
      expect(body?.currentMealPlan.days).toHaveLength(3);
    },
    REAL_PLAN_TIMEOUT,
  );

  it('names the snack to swap, and keeps the plan when the engine refuses', async () => {
    const reason =
      "I couldn't find another snack that keeps day 1 within your targets and rules. Your plan is unchanged.";
    // A refusal the engine gives for some plans only: answered as it would answer it.
    const api = fakeApi({
      routes: {
        'POST /api/functions/ai-chat': functionReply({ message: reason, outcome: 'refused' }),
      },
    });
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3 });
    const { user } = renderMealPlan();

    await user.click(swapButton(1, 'snack 1'));
    const day1 = getDayRegion(1);
    expect(await within(day1).findByTestId('swap-outcome')).toHaveTextContent(reason);
    expect(within(day1).getByText('Snack 1')).toBeInTheDocument();
    expect(profileStore.get().mealPlan).toEqual(PLAN);
    expect(api.bodiesTo('/api/functions/ai-chat')[0]).toMatchObject({
      message: 'Swap snack 1 for Day 1',
    });
  });

  it(
    'shows the plan the assistant returned, and a preference it changed makes no new plan',
    async () => {
      const api = fakeApi();
      profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
      const { user } = renderMealPlan();
      const plan = await madePlan(api);

      const chat = await openAssistant(user);
      resetAiCallSpacing();
      await user.type(within(chat).getByRole('textbox', { name: 'Your request' }), 'no tofu');
      await user.click(within(chat).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(profileStore.get().preferences.dislikedFoods).toBe('tofu'));
      const reply = replyOf<ChatReply>(api, 'ai-chat').data;
      expect(reply.outcome).toBe('changed');
      const edited = reply.modifiedMealPlan as MealPlan;
      // The changed preference does not start a new plan over the assistant's.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(api.sent('/api/functions/')).toHaveLength(2);
      expect(screen.queryByText('Creating your personalized meal plan...')).not.toBeInTheDocument();
      // The meals the assistant changed are shown, and are the person's choices now.
      // (Snacks too: which meals hold tofu depends on the plan the engine made.)
      const stored = profileStore.get().mealPlan as MealPlan;
      const changed = stored.days.flatMap((day) =>
        mealsOf(day)
          .map((meal, slot) => ({ day: day.day, slot, meal }))
          .filter(({ slot, meal }) => meal.name !== mealsOf(plan.days[day.day - 1])[slot]?.name),
      );
      expect(changed.length).toBeGreaterThan(0);
      for (const { day, slot, meal } of changed) {
        expect(meal.name).toBe(mealsOf(edited.days[day - 1])[slot]?.name);
        expect(meal.isChosen).toBe(true);
        const region = getDayRegion(day);
        expect(within(region).getAllByText(meal.name).length).toBeGreaterThan(0);
      }
    },
    REAL_PLAN_TIMEOUT,
  );

  it('says when the profile changed since the plan was made, and makes a new one on request', async () => {
    const api = fakeApi();
    profileStore.update({
      assessment: COMPLETE_ASSESSMENT,
      mealPlan: PLAN,
      mealPlanDays: 3,
      mealPlanProfileKey: 'made for earlier answers',
      mealPlanMadeOn: '2026-01-01',
    });
    const { user } = renderMealPlan();
    expect(
      screen.getByText('Your profile has changed since this plan was made'),
    ).toBeInTheDocument();
    expect(api.requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Make a new plan' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await waitFor(() =>
      expect(
        screen.queryByText('Your profile has changed since this plan was made'),
      ).not.toBeInTheDocument(),
    );
    expect(api.bodiesTo('/api/functions/ai-analyze')[0]).toMatchObject({
      type: 'mealPlan',
      daysCount: 3,
    });
    // The plan shown is the engine's.
    const made = replyOf<PlanReply>(api, 'ai-analyze').data;
    expect(profileStore.get().mealPlan).toEqual(made);
    // The new plan's day 1 is today, for the food log.
    expect(profileStore.get().mealPlanMadeOn).toBe(localDate(new Date()));
  });

  it('shows no such notice for a plan made for the profile as it is', () => {
    fakeApi();
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3 });
    const profile = toUserProfile(profileStore.get());
    profileStore.update({ mealPlanProfileKey: planProfileKey(profile) });
    // A new name is no reason for a new plan.
    profileStore.update({ assessment: { ...COMPLETE_ASSESSMENT, name: 'Ada Lovelace' } });
    renderMealPlan();
    expect(screen.getAllByRole('heading', { name: /^Day \d$/ })).toHaveLength(3);
    expect(
      screen.queryByText('Your profile has changed since this plan was made'),
    ).not.toBeInTheDocument();
  });
});
