import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Meal, type MealPlan, markEditedMeals } from '#domain';
import { resetAiCallSpacing } from '../../lib/functions-api';
import { localDate } from '../../lib/local-dates';
import { toUserProfile } from '../../lib/profile-request';
import { INITIAL_PROFILE_STATE, planProfileKey, profileStore } from '../../lib/profile-store';
import { type FakeApi, fakeApi, functionReply, never } from '../../test/fake-api';
import { getButtonByText, getDayButton, getDayRegion } from '../../test/queries';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { loadMealPlanAssistant } from './meal-plan-chat-launcher';
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

interface ChatReply {
  data: { message: string; outcome: string; modifiedMealPlan?: MealPlan };
}
interface PlanReply {
  data: MealPlan;
}

/** A day's meals in order: breakfast, lunch, dinner, then the snacks. */
const mealsOf = (planDay: MealPlan['days'][number] | undefined): Meal[] =>
  planDay
    ? [planDay.meals.breakfast, planDay.meals.lunch, planDay.meals.dinner, ...planDay.meals.snacks]
    : [];

/** The n-th reply of the engine behind `path` ('ai-analyze' or 'ai-chat'), as the fake sent it. */
const replyOf = <T,>(api: FakeApi, fn: 'ai-analyze' | 'ai-chat', n = 0) =>
  api.repliesTo(`/api/functions/${fn}`)[n] as T;

/**
 * A test that renders a plan of the real engine (its ingredients, nutrients and recipes, a page
 * many times the size of a hand-made one) and talks to it gets this long.
 */
const REAL_PLAN_TIMEOUT = 30_000;

/** The plan the page made through the engine, once it shows. */
async function madePlan(api: FakeApi): Promise<MealPlan> {
  // The first plan of a test file loads the solver and warms the engine: allow it time. Waited
  // for by their text, then checked as headings: a role query, polled as the real plan's page
  // renders, weighs every element of it each time (up to a quarter of a second).
  const days = await screen.findAllByText(/^Day \d$/, { selector: 'h2' }, { timeout: 10_000 });
  expect(days).toHaveLength(3);
  for (const heading of days) expect(heading).toHaveRole('heading');
  return replyOf<PlanReply>(api, 'ai-analyze').data;
}

/** The swap button of one meal of day `n` ('lunch', 'snack 1'), looked for in its day's card. */
const swapButton = (n: number, meal: string) => getDayButton(n, `Swap Day ${n} ${meal}`);

/**
 * Opens the assistant and gives its panel. The panel's code loads on first opening (with the food
 * table it needs): awaiting that load, rather than polling a role query over the page meanwhile.
 */
async function openAssistant(user: UserEvent): Promise<HTMLElement> {
  await user.click(getButtonByText('Meal Plan Assistant'));
  await loadMealPlanAssistant();
  return screen.findByRole('region', { name: 'Meal Plan Assistant' });
}

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
    const api = fakeApi();
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
    expect(api.requests).toEqual([]);
  });

  it('names what the assessment still lacks', () => {
    fakeApi();
    profileStore.update({ assessment: { ...COMPLETE_ASSESSMENT, age: '', gender: '' } });
    renderMealPlan();
    expect(
      screen.getByText('Still needed from the assessment: age and gender.'),
    ).toBeInTheDocument();
  });

  it('shows a stored plan without generating, with the rounded average of the day totals', () => {
    const api = fakeApi();
    profileStore.update({ assessment: COMPLETE_ASSESSMENT, mealPlan: PLAN, mealPlanDays: 3 });
    renderMealPlan();
    expect(screen.getAllByRole('heading', { name: /^Day \d$/ })).toHaveLength(3);
    expect(screen.getByText('Average Daily Calories').parentElement).toHaveTextContent('1,900');
    expect(screen.getByText('Your 3-day plan', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('3 main meals + snacks', { exact: false })).toHaveTextContent(
      'Meals per Day: 3 main meals + snacks',
    );
    expect(api.requests).toEqual([]);
  });

  it("shows the engine's reason when no plan can be made", async () => {
    // The engine plans for adults only: a 12-year-old gets its 422 and reason.
    const api = fakeApi();
    profileStore.update({
      assessment: { ...COMPLETE_ASSESSMENT, age: '12', weightKg: '40', heightCm: '150' },
    });
    renderMealPlan();
    expect(await screen.findByText(/children and teenagers need a paediatric/)).toBeInTheDocument();
    expect(replyOf(api, 'ai-analyze')).toMatchObject({
      success: false,
      error: { code: 'DOMAIN_FAILURE', kind: 'unsupported-age' },
    });
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

  it('charts each day against the target band, with the figures in a table', () => {
    fakeApi();
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
