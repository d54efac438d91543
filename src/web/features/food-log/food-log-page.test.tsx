import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FoodLogEntry, type LogSummaryRequest, type MealPlan, searchFoods } from '#domain';
import { addDays, localDate } from '../../lib/local-dates';
import { INITIAL_PROFILE_STATE, profileStore } from '../../lib/profile-store';
import { type FakeRoutes, fakeApi, type RecordedRequest } from '../../test/fake-api';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { FoodLogPage } from './food-log-page';
import { resetTabLog, TAB_LOG_STORAGE_KEY } from './use-day-log';

const firstFoodId = (text: string) => {
  const hit = searchFoods(text).find((item) => item.kind === 'food');
  if (hit?.kind !== 'food') throw new Error(`no food for ${text}`);
  return hit.foodId;
};

const meal = (name: string, foodText: string, grams: number) => ({
  name,
  description: name,
  calories: 400,
  ingredients: [{ foodId: firstFoodId(foodText), name: foodText, grams }],
});

const PLAN: MealPlan = {
  days: [
    {
      day: 1,
      meals: {
        breakfast: meal('Oatmeal with berries', 'oats', 80),
        lunch: meal('Chicken and rice', 'chicken breast', 150),
        dinner: meal('Baked salmon', 'salmon', 160),
        snacks: [],
      },
    },
    {
      day: 2,
      meals: {
        breakfast: meal('Toast and egg', 'egg', 100),
        lunch: meal('Lentil soup', 'lentils', 200),
        dinner: meal('Turkey wrap', 'turkey', 120),
        snacks: [],
      },
    },
  ],
};

/** A kidney-disease profile, as the assessment leaves it in the store. */
function seedProfile() {
  profileStore.update({
    assessment: {
      ...INITIAL_PROFILE_STATE.assessment,
      name: 'Ada',
      age: '64',
      gender: 'female',
      unit: 'metric',
      weightKg: '70',
      heightCm: '165',
      selectedConditions: ['chronic_kidney_disease'],
      ckdStage: '3b',
    },
    mealPlan: PLAN,
  });
}

/** The fake API: the engine sums the days and searches the food table, as the server does. */
function routes(extra: FakeRoutes = {}) {
  return fakeApi({ routes: extra });
}

const summaries = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.path === '/api/log/summary')
    .map((request) => (request.body as LogSummaryRequest).entries);

const plannedMeal = (name: string) =>
  screen
    .getAllByTestId('planned-meal')
    .find((card) => within(card).queryByRole('heading', { name })) ??
  (() => {
    throw new Error(`no planned meal ${name}`);
  })();

beforeEach(() => {
  sessionStorage.clear();
  resetTabLog();
  profileStore.reset();
});
afterEach(() => {
  sessionStorage.clear();
  resetTabLog();
  profileStore.reset();
});

describe('FoodLogPage, signed out', () => {
  function renderSignedOut(path = '/log') {
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { isAuthEnabled: true, session: null });
    return renderWithProviders(<FoodLogPage />, { path, queryClient });
  }

  it('says the log stays in the tab and asks to sign in to keep it', async () => {
    seedProfile();
    routes();
    renderSignedOut();
    expect(await screen.findByText('Sign in to keep your log')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Flog',
    );
    expect(screen.getByRole('link', { name: 'Progress' })).toHaveAttribute('href', '/progress');
  });

  it('opens the plan day of today, counted from the day the plan was made in this tab', async () => {
    seedProfile();
    profileStore.update({ mealPlanMadeOn: addDays(localDate(new Date()), -1) });
    routes();
    renderSignedOut();
    expect(await screen.findByRole('combobox', { name: 'Meals of plan day' })).toHaveValue('2');
    expect(plannedMeal('Lentil soup')).toBeInTheDocument();
  });

  it('logs a planned meal eaten, another skipped and one in a different portion, kept in the tab', async () => {
    seedProfile();
    const api = routes();
    const { user } = renderSignedOut();

    const breakfast = plannedMeal('Oatmeal with berries');
    await user.click(within(breakfast).getByRole('button', { name: 'Eaten' }));
    await waitFor(() =>
      expect(within(breakfast).getByRole('button', { name: 'Eaten' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const lunch = plannedMeal('Chicken and rice');
    await user.click(within(lunch).getByRole('button', { name: 'Skipped' }));
    const dinner = plannedMeal('Baked salmon');
    await user.click(within(dinner).getByRole('button', { name: 'Different portion' }));
    await user.click(within(dinner).getByRole('button', { name: '¾ servings' }));

    const stored = JSON.parse(sessionStorage.getItem(TAB_LOG_STORAGE_KEY) ?? '{}') as Record<
      string,
      FoodLogEntry[]
    >;
    const today = stored[localDate(new Date())] ?? [];
    expect(
      today.map((entry) => [entry.name, entry.source, entry.status, entry.portion, entry.planDay]),
    ).toEqual([
      ['Oatmeal with berries', 'plan', 'eaten', 1, 1],
      ['Chicken and rice', 'plan', 'skipped', 1, 1],
      ['Baked salmon', 'plan', 'eaten', 0.75, 1],
    ]);
    // The day is summed with exactly those entries, and nothing goes to an account.
    await waitFor(() =>
      expect(
        summaries(api.requests)
          .at(-1)
          ?.map((entry) => [entry.status, entry.portion]),
      ).toEqual([
        ['eaten', 1],
        ['skipped', 1],
        ['eaten', 0.75],
      ]),
    );
    expect(api.sent()).toEqual([]);
    expect(await screen.findByTestId('day-totals')).toHaveTextContent('2 eaten · 1 skipped');

    // Tapping again changes it.
    await user.click(within(lunch).getByRole('button', { name: 'Eaten' }));
    await waitFor(() =>
      expect(screen.getByTestId('day-totals')).toHaveTextContent('3 eaten · 0 skipped'),
    );
  });

  it('shows the kidney limits first, marked, with words as well as the bar', async () => {
    seedProfile();
    routes();
    const { user } = renderSignedOut();
    await user.click(within(plannedMeal('Baked salmon')).getByRole('button', { name: 'Eaten' }));
    const rows = await screen.findAllByTestId('target-row');
    expect(rows[0]).toHaveAttribute('data-nutrient', 'potassiumMg');
    expect(rows[1]).toHaveAttribute('data-nutrient', 'phosphorusMg');
    expect(within(rows[0] as HTMLElement).getByText('For you')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/\d+ mg of at most [\d,]+ mg/);
    expect(rows[0]).toHaveTextContent(/Within|Above|Below/);
    // The full panel of the day lists every nutrient with its unit.
    const panel = screen.getByRole('table', { name: /^Nutrients of .*day$/ });
    expect(within(panel).getByRole('rowheader', { name: 'Vitamin B12' })).toBeInTheDocument();
    expect(
      within(panel).getByRole('rowheader', { name: 'Potassium' }).closest('tr'),
    ).toHaveTextContent(/mg$/);
  });

  it('adds a searched food by a household measure times a count, in the meal picked', async () => {
    seedProfile();
    const api = routes();
    const { user } = renderSignedOut();
    await user.type(screen.getByRole('searchbox', { name: 'Search foods and recipes' }), 'banan');
    const results = await screen.findAllByTestId('search-result', {}, { timeout: 3000 });
    const banana = results.find((result) => /banana/i.test(result.textContent ?? ''));
    expect(banana).toBeDefined();
    await user.click(banana as HTMLElement);

    const amount = screen.getByRole('combobox', { name: 'Amount' });
    const household = within(amount).getAllByRole('option')[0];
    const householdGrams = Number(/\(([\d.]+) g\)/.exec(household?.textContent ?? '')?.[1]);
    await user.clear(screen.getByRole('spinbutton', { name: 'How many' }));
    await user.type(screen.getByRole('spinbutton', { name: 'How many' }), '2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Meal' }), 'snack');
    await user.click(screen.getByRole('button', { name: 'Add to log' }));

    const entry = await screen.findByTestId('log-entry');
    expect(entry).toHaveTextContent(/Banana/i);
    expect(entry).toHaveTextContent(/2 × /);
    const sent = summaries(api.requests).at(-1)?.[0];
    expect(sent?.slot).toBe('snack');
    expect(sent?.ingredients[0]?.grams).toBeCloseTo(householdGrams * 2, 0);
    expect(within(screen.getByRole('region', { name: 'Snack' })).getByTestId('log-entry')).toBe(
      entry,
    );
  });

  it('edits an entry quickly and deletes it', async () => {
    seedProfile();
    routes();
    const { user } = renderSignedOut();
    await user.click(
      within(plannedMeal('Oatmeal with berries')).getByRole('button', { name: 'Eaten' }),
    );
    const entry = await screen.findByTestId('log-entry');
    await user.selectOptions(
      within(entry).getByRole('combobox', { name: 'Servings of Oatmeal with berries' }),
      '1.5',
    );
    await waitFor(() =>
      expect(
        within(plannedMeal('Oatmeal with berries')).getByText('Eaten: 1½ servings'),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(
      within(entry).getByRole('combobox', { name: 'Meal of Oatmeal with berries' }),
      'lunch',
    );
    expect(
      within(screen.getByRole('region', { name: 'Lunch' })).getByText('Oatmeal with berries'),
    ).toBeInTheDocument();
    await user.click(
      within(screen.getByTestId('log-entry')).getByRole('button', {
        name: 'Delete Oatmeal with berries',
      }),
    );
    expect(screen.queryByTestId('log-entry')).not.toBeInTheDocument();
  });

  it('opens the day ?date= asks for, moves a day at a time and never into the future', async () => {
    seedProfile();
    routes();
    const { user, router } = renderSignedOut('/log?date=2026-03-10');
    expect(screen.getByText('Tuesday, 10 March 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous day/ }));
    expect(router.state.location.search).toBe('?date=2026-03-09');
    expect(screen.getByText('Monday, 9 March 2026')).toBeInTheDocument();

    router.navigate('/log?date=2999-01-01');
    await waitFor(() => expect(screen.getByText(/^Today, /)).toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Next day/ })).toBeDisabled();
  });

  it('picks the plan day with the selector', async () => {
    seedProfile();
    routes();
    const { user } = renderSignedOut();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Meals of plan day' }), '2');
    expect(screen.getByRole('heading', { name: 'Lentil soup' })).toBeInTheDocument();
    await user.click(within(plannedMeal('Lentil soup')).getByRole('button', { name: 'Eaten' }));
    const stored = JSON.parse(sessionStorage.getItem(TAB_LOG_STORAGE_KEY) ?? '{}') as Record<
      string,
      FoodLogEntry[]
    >;
    expect(stored[localDate(new Date())]?.[0]?.planDay).toBe(2);
  });
});

describe('FoodLogPage, signed in', () => {
  it('reads the day from the account and saves, edits and deletes entries there', async () => {
    seedProfile();
    const today = localDate(new Date());
    let nextId = 1;
    const api = routes({
      'GET /api/me/food-log': { body: { items: [] } },
      'POST /api/me/food-log': (request) => ({
        status: 201,
        body: {
          item: {
            ...(request.body as object),
            id: `entry-${nextId++}`,
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        },
      }),
      'PATCH /api/me/food-log/entry-1': (request) => ({
        body: {
          item: {
            ...(api.sent().find((r) => r.method === 'POST')?.body as object),
            ...(request.body as object),
            id: 'entry-1',
            createdAt: '2026-01-01T00:00:00.000Z',
          },
        },
      }),
      // The server answers 204; the stand-in can only send an empty 200.
      'DELETE /api/me/food-log/entry-1': { status: 200 },
    });
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { isAuthEnabled: true, session: makeSession() });
    profileStore.update({ accountUserId: 'user-1' });
    const { user } = renderWithProviders(<FoodLogPage />, { queryClient });

    const breakfast = await screen.findByRole('heading', { name: 'Oatmeal with berries' });
    expect(screen.queryByText('Sign in to keep your log')).not.toBeInTheDocument();
    expect(api.sent()[0]?.url).toBe(`/api/me/food-log?from=${today}&to=${today}`);

    const card = breakfast.closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Eaten' }));
    await waitFor(() => expect(api.sent().filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(api.sent().find((r) => r.method === 'POST')?.body).toMatchObject({
      date: today,
      slot: 'breakfast',
      name: 'Oatmeal with berries',
      source: 'plan',
      status: 'eaten',
      portion: 1,
      planDay: 1,
    });

    await user.click(within(card).getByRole('button', { name: 'Skipped' }));
    await waitFor(() =>
      expect(api.sent().find((r) => r.method === 'PATCH')?.body).toEqual({
        status: 'skipped',
        portion: 1,
      }),
    );
    expect(sessionStorage.getItem(TAB_LOG_STORAGE_KEY)).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Delete Oatmeal with berries' }));
    await waitFor(() => expect(api.sent().some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('log-entry')).not.toBeInTheDocument());
  });
});
