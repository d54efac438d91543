import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HealthProfileSchema, type Meal, type MealPlan, markEditedMeals } from '#domain';
import {
  functionReply,
  makeStoredChat,
  makeStoredPlan,
  stubApi,
} from '../../lib/account-test-server';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { localDate } from '../../lib/local-dates';
import { toUserProfile } from '../../lib/profile-request';
import { INITIAL_PROFILE_STATE, planProfileKey, profileStore } from '../../lib/profile-store';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { MealPlanPage } from './meal-plan-page';
import { averageDailyCalories } from './plan-summary';

const meal = (name: string, calories: number): Meal => ({
  name,
  description: `${name}, described.`,
  calories,
  protein: 20,
  carbs: 50,
  fat: 10,
});

const day = (n: number, calories: [number, number, number, number]) => ({
  day: n,
  meals: {
    breakfast: meal(`Breakfast ${n}`, calories[0]),
    lunch: meal(`Lunch ${n}`, calories[1]),
    dinner: meal(`Dinner ${n}`, calories[2]),
    snacks: [meal(`Snack ${n}`, calories[3])],
  },
});

// Day totals 1800, 1901 and 2000: the mean is 1900.33, shown as 1,900.
const PLAN: MealPlan = {
  days: [day(1, [400, 600, 600, 200]), day(2, [401, 600, 700, 200]), day(3, [500, 600, 700, 200])],
};

const COMPLETE_ASSESSMENT = {
  ...INITIAL_PROFILE_STATE.assessment,
  name: 'Ada',
  age: '52',
  gender: 'female' as const,
  unit: 'metric' as const,
  weightKg: '82',
  heightCm: '165',
};

/** A fetch stand-in for the server functions: every call answers `{ success: true, data }`. */
function answerWith(data: unknown) {
  const spy = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The JSON body of the n-th request the stand-in received. */
const requestBody = (spy: ReturnType<typeof answerWith>, n = 0) =>
  JSON.parse(String(spy.mock.calls[n]?.[1]?.body));

/** The screen with the auth state preset (signed out unless asked), so no config call is made. */
function renderMealPlan({ signedIn = false, path = '/meal-plan', accountLoaded = true } = {}) {
  const queryClient = createTestQueryClient();
  const session = signedIn ? makeSession() : null;
  seedAuth(queryClient, { session });
  // Signed in, the start-up load (use-account-sync, not mounted here) has run unless told not to.
  if (session && accountLoaded) profileStore.update({ accountUserId: session.user.id });
  return renderWithProviders(<MealPlanPage />, { path, queryClient });
}

beforeEach(() => {
  profileStore.reset();
  resetAiCallSpacing();
});
afterEach(() => profileStore.reset());

describe('averageDailyCalories', () => {
  it('is the rounded mean of the day totals', () => {
    expect(averageDailyCalories(PLAN)).toBe(1900);
    expect(
      averageDailyCalories({ days: [day(1, [400, 600, 600, 201]), day(2, [400, 600, 600, 200])] }),
    ).toBe(1801);
  });
});

describe('MealPlanPage', () => {
  it('shows the no-plan screen when the profile is incomplete and no plan is stored', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderMealPlan();
    expect(screen.getByRole('heading', { name: 'No Meal Plan Available' })).toBeInTheDocument();
    expect(
      screen.getByText('Please complete your health assessment and get your analysis first.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Health Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
    expect(
      screen.getByText('Still needed from the assessment: name, age, gender, weight, and height.'),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names what the assessment still lacks', () => {
    vi.stubGlobal('fetch', vi.fn());
    profileStore.update({ assessment: { ...COMPLETE_ASSESSMENT, age: '', gender: '' } });
    renderMealPlan();
    expect(
      screen.getByText('Still needed from the assessment: age and gender.'),
    ).toBeInTheDocument();
  });

  it('shows a stored plan without generating, with the rounded average of the day totals', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3 });
    renderMealPlan();
    expect(screen.getAllByRole('heading', { name: /^Day \d$/ })).toHaveLength(3);
    expect(screen.getByText('Average Daily Calories').parentElement).toHaveTextContent('1,900');
    expect(screen.getByText('Your 3-day plan', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('3 main meals + snacks', { exact: false })).toHaveTextContent(
      'Meals per Day: 3 main meals + snacks',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the engine's reason when no plan can be made", async () => {
    const reason = 'No plan meets 1,200 kcal with your potassium limit; try a higher target.';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              data: null,
              error: { kind: 'infeasible-plan', message: reason },
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    profileStore.update({ assessment: COMPLETE_ASSESSMENT });
    renderMealPlan();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review Food Preferences' })).toHaveAttribute(
      'href',
      '/preferences',
    );
    expect(screen.getByRole('link', { name: 'Review Assessment' })).toHaveAttribute(
      'href',
      '/assessment',
    );
  });

  it('greets, offers the five chips and clears them when the person sends', async () => {
    const fetchSpy = answerWith({ message: 'Your plan already fits that.', outcome: 'unchanged' });
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3 });
    const { user } = renderMealPlan();

    await user.click(screen.getByRole('button', { name: 'Meal Plan Assistant' }));
    // The panel's code loads on first opening (with the food table it needs): allow it time.
    const chat = await screen.findByRole(
      'region',
      { name: 'Meal Plan Assistant' },
      { timeout: 10_000 },
    );
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

    await user.type(within(chat).getByRole('textbox', { name: 'Your request' }), 'More fish');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(within(chat).queryByRole('list', { name: 'Suggested replies' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(chat).getByRole('log')).toHaveTextContent('Your plan already fits that.'),
    );
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('swaps one meal through the meal-plan function and shows what it did', async () => {
    const swapped: MealPlan = {
      ...PLAN,
      days: PLAN.days.map((planDay) =>
        planDay.day === 2
          ? { ...planDay, meals: { ...planDay.meals, lunch: meal('Lentil Soup', 600) } }
          : planDay,
      ),
    };
    const reply = 'Day 2 lunch is now Lentil Soup (600 kcal) instead of Lunch 2.';
    const fetchSpy = answerWith({ message: reply, outcome: 'changed', modifiedMealPlan: swapped });
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3 });
    const { user } = renderMealPlan();

    await user.click(screen.getByRole('button', { name: 'Swap Day 2 lunch' }));
    const day2 = screen.getByRole('region', { name: 'Day 2' });
    await within(day2).findByText('Lentil Soup');
    expect(within(day2).queryByText('Lunch 2')).not.toBeInTheDocument();
    expect(within(day2).getByTestId('swap-outcome')).toHaveTextContent(reply);
    expect(profileStore.get().mealPlan?.days[1]?.meals.lunch.name).toBe('Lentil Soup');

    const body = requestBody(fetchSpy);
    expect(body).toMatchObject({ type: 'mealPlanChat', message: 'Swap lunch for Day 2' });
    expect(body.currentMealPlan.format).toBe('compact');
    expect(body.currentMealPlan.days).toHaveLength(3);
  });

  it('names the snack to swap, and keeps the plan when the engine refuses', async () => {
    const reason =
      "I couldn't find another snack that keeps day 1 within your targets and rules. Your plan is unchanged.";
    const fetchSpy = answerWith({ message: reason, outcome: 'refused' });
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3 });
    const { user } = renderMealPlan();

    await user.click(screen.getByRole('button', { name: 'Swap Day 1 snack 1' }));
    const day1 = screen.getByRole('region', { name: 'Day 1' });
    expect(await within(day1).findByTestId('swap-outcome')).toHaveTextContent(reason);
    expect(within(day1).getByText('Snack 1')).toBeInTheDocument();
    expect(profileStore.get().mealPlan).toEqual(PLAN);
    const body = requestBody(fetchSpy);
    expect(body.message).toBe('Swap snack 1 for Day 1');
  });

  it('charts each day against the target band, with the figures in a table', () => {
    vi.stubGlobal('fetch', vi.fn());
    profileStore.update({
      assessment: COMPLETE_ASSESSMENT,
      mealPlan: { ...PLAN, dailyCalories: 1900 },
      mealPlanDays: 3,
    });
    renderMealPlan();
    const chart = screen.getByRole('region', { name: 'Daily energy across the plan' });
    expect(chart).toHaveTextContent('1,805 kcal to 1,995 kcal (target 1,900 kcal)');
    const rows = within(within(chart).getByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'Day 11,800 kcalNo',
      'Day 21,901 kcalYes',
      'Day 32,000 kcalNo',
    ]);
  });

  it('shows the plan the assistant returned, and a preference it changed makes no new plan', async () => {
    const edited: MealPlan = {
      ...PLAN,
      days: PLAN.days.map((planDay) => ({
        ...planDay,
        meals: { ...planDay.meals, dinner: meal(`Mushroom-free dinner ${planDay.day}`, 650) },
      })),
    };
    const profile = HealthProfileSchema.parse({
      profile: { name: 'Ada', age: 52, gender: 'female', weight: 82, height: 165 },
      foodPreferences: { disliked: ['mushrooms'] },
    });
    const fetchSpy = answerWith({
      message: 'I replaced 3 meals with mushrooms.',
      outcome: 'changed',
      modifiedMealPlan: edited,
      profile,
    });
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3 });
    const { user } = renderMealPlan();

    await user.click(screen.getByRole('button', { name: 'Meal Plan Assistant' }));
    // The panel's code loads on first opening (with the food table it needs): allow it time.
    const chat = await screen.findByRole(
      'region',
      { name: 'Meal Plan Assistant' },
      { timeout: 10_000 },
    );
    await user.type(within(chat).getByRole('textbox', { name: 'Your request' }), 'no mushrooms');
    await user.click(within(chat).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Mushroom-free dinner 2')).toBeInTheDocument();
    expect(profileStore.get().preferences.dislikedFoods).toBe('mushrooms');
    // The changed preference does not start a new plan over the assistant's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Creating your personalized meal plan...')).not.toBeInTheDocument();
    // The dinners the assistant changed are the person's choices now.
    expect(profileStore.get().mealPlan).toEqual(markEditedMeals(PLAN, edited));
    expect(profileStore.get().mealPlan?.days.map((day) => day.meals.dinner.isChosen)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('says when the profile changed since the plan was made, and makes a new one on request', async () => {
    const fetchSpy = answerWith(PLAN);
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
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Make a new plan' }));
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(
        screen.queryByText('Your profile has changed since this plan was made'),
      ).not.toBeInTheDocument(),
    );
    const body = requestBody(fetchSpy);
    expect(body).toMatchObject({ type: 'mealPlan', daysCount: 3 });
    // The new plan's day 1 is today, for the food log.
    expect(profileStore.get().mealPlanMadeOn).toBe(localDate(new Date()));
  });

  it('shows no such notice for a plan made for the profile as it is', () => {
    vi.stubGlobal('fetch', vi.fn());
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

describe('MealPlanPage with an account', () => {
  const PLAN_ID = '33333333-3333-4333-8333-333333333333';
  const CHAT_ID = '44444444-4444-4444-8444-444444444444';
  const swapped: MealPlan = {
    ...PLAN,
    days: PLAN.days.map((planDay) =>
      planDay.day === 1
        ? { ...planDay, meals: { ...planDay.meals, breakfast: meal('Porridge', 400) } }
        : planDay,
    ),
  };

  function accountApi() {
    return stubApi({
      'POST /api/functions/ai-analyze': functionReply({ ...PLAN, dailyCalories: 1899.6 }),
      'POST /api/functions/ai-chat': functionReply({
        message: 'Day 1 breakfast is now Porridge.',
        outcome: 'changed',
        modifiedMealPlan: swapped,
      }),
      'POST /api/me/meal-plans': (request) => ({
        status: 201,
        body: {
          item: makeStoredPlan((request.body as { planData: MealPlan }).planData, { id: PLAN_ID }),
        },
      }),
      [`PATCH /api/me/meal-plans/${PLAN_ID}`]: (request) => ({
        body: {
          item: makeStoredPlan((request.body as { planData: MealPlan }).planData, { id: PLAN_ID }),
        },
      }),
      'POST /api/me/chat-history': (request) => ({
        status: 201,
        body: {
          item: makeStoredChat({ ...(request.body as object), chatType: 'mealPlan', id: CHAT_ID }),
        },
      }),
      [`PATCH /api/me/chat-history/${CHAT_ID}`]: (request) => ({
        body: {
          item: makeStoredChat({ ...(request.body as object), chatType: 'mealPlan', id: CHAT_ID }),
        },
      }),
    });
  }

  it('saves a generated plan to the account, keeps its id, and a swap replaces its data', async () => {
    const api = accountApi();
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
    const { user } = renderMealPlan({ signedIn: true });

    await waitFor(() => expect(profileStore.get().mealPlanId).toBe(PLAN_ID));
    const [created] = api.sent();
    expect(created).toMatchObject({ method: 'POST', path: '/api/me/meal-plans' });
    // The server names it 'Meal Plan {date}'.
    expect(created?.body).toEqual({
      durationDays: 3,
      planData: { ...PLAN, dailyCalories: 1899.6 },
      caloriesPerDay: 1900,
    });

    await user.click(await screen.findByRole('button', { name: 'Swap Day 1 breakfast' }));
    await waitFor(() => expect(api.sent()).toHaveLength(2));
    expect(api.sent()[1]).toMatchObject({
      method: 'PATCH',
      path: `/api/me/meal-plans/${PLAN_ID}`,
      body: { planData: swapped },
    });
  });

  it("waits for the account's saved plan before making one", async () => {
    const api = accountApi();
    const never = () => new Promise<never>(() => {});
    const startupReads = stubApi({
      'GET /api/me/health-data/current': never,
      'GET /api/me/meal-plans': never,
      'GET /api/me/chat-history': never,
      'GET /api/me/analyses': never,
      'POST /api/functions/ai-analyze': functionReply(PLAN),
    });
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
    renderMealPlan({ signedIn: true, accountLoaded: false });
    expect(await screen.findByText('Loading your saved meal plan...')).toBeInTheDocument();
    // The account's plan arrives (as the start-up load puts it): it is shown, none is generated.
    act(() => {
      profileStore.update({ mealPlan: swapped, mealPlanId: PLAN_ID, accountUserId: 'user-1' });
    });
    expect(await screen.findByText('Porridge')).toBeInTheDocument();
    expect(startupReads.sent('/api/functions/')).toEqual([]);
    expect(api.sent()).toEqual([]);
  });

  it('saves a swapped plan that was never saved as a new one', async () => {
    const api = accountApi();
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3 });
    const { user } = renderMealPlan({ signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Swap Day 1 breakfast' }));
    await waitFor(() => expect(profileStore.get().mealPlanId).toBe(PLAN_ID));
    expect(api.sent()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/me/meal-plans',
        body: { durationDays: 3, planData: markEditedMeals(PLAN, swapped) },
      }),
    ]);
  });

  it('saves the assistant conversation after each exchange: created once, then updated', async () => {
    const api = accountApi();
    profileStore.update({
      assessment: COMPLETE_ASSESSMENT,
      mealPlan: PLAN,
      mealPlanDays: 3,
      mealPlanId: PLAN_ID,
    });
    const { user } = renderMealPlan({ signedIn: true });
    await user.click(screen.getByRole('button', { name: 'Meal Plan Assistant' }));
    // The panel's code loads on first opening (with the food table it needs): allow it time.
    const chat = await screen.findByRole(
      'region',
      { name: 'Meal Plan Assistant' },
      { timeout: 10_000 },
    );
    const box = within(chat).getByRole('textbox', { name: 'Your request' });

    await user.type(box, 'Swap breakfast for Day 1{Enter}');
    await waitFor(() => expect(profileStore.get().mealPlanChatId).toBe(CHAT_ID));
    resetAiCallSpacing();
    await user.type(box, 'Thanks{Enter}');
    await waitFor(() =>
      expect(api.sent().filter((request) => request.path.includes('chat-history'))).toHaveLength(2),
    );

    const requests = api.sent().map((request) => `${request.method} ${request.path}`);
    expect(requests).toEqual([
      `PATCH /api/me/meal-plans/${PLAN_ID}`,
      'POST /api/me/chat-history',
      `PATCH /api/me/meal-plans/${PLAN_ID}`,
      `PATCH /api/me/chat-history/${CHAT_ID}`,
    ]);
    const [first, second] = api.sent().filter((request) => request.path.includes('chat-history'));
    expect(first?.body).toMatchObject({
      chatType: 'mealPlan',
      metadata: { currentMealPlan: swapped },
    });
    expect(first?.body).toMatchObject({
      messages: [
        expect.objectContaining({ role: 'assistant', content: expect.stringContaining('Hi!') }),
        expect.objectContaining({ role: 'user', content: 'Swap breakfast for Day 1' }),
        expect.objectContaining({
          role: 'assistant',
          content: 'Day 1 breakfast is now Porridge.',
        }),
      ],
    });
    expect(first?.body).toHaveProperty('messages.length', 3);
    expect(second?.body).toHaveProperty('messages.length', 5);
    expect(second?.body).not.toHaveProperty('chatType');
  });

  it('signed out, generating, swapping and chatting send nothing to the account', async () => {
    const api = accountApi();
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
    const { user } = renderMealPlan();
    await user.click(await screen.findByRole('button', { name: 'Swap Day 1 breakfast' }));
    await screen.findByText('Porridge');
    await user.click(screen.getByRole('button', { name: 'Meal Plan Assistant' }));
    resetAiCallSpacing();
    await user.type(screen.getByRole('textbox', { name: 'Your request' }), 'More fish{Enter}');
    await waitFor(() => expect(api.sent('/api/functions/')).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.sent()).toEqual([]);
    expect(profileStore.get().mealPlanId).toBeUndefined();
  });

  it('logs a failed plan save and still shows the plan', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({ 'POST /api/functions/ai-analyze': functionReply(PLAN) });
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlanDays: 3 });
    renderMealPlan({ signedIn: true });
    expect(await screen.findAllByRole('heading', { name: /^Day \d$/ })).toHaveLength(3);
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
