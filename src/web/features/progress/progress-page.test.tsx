import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ConditionId,
  type FoodLogEntry,
  type LogDaysRequest,
  type Measurement,
  type MeasurementCreate,
  searchFoods,
} from '#domain';
import { addDays, localDate } from '../../lib/local-dates';
import { INITIAL_PROFILE_STATE, profileStore, type UnitSystem } from '../../lib/profile-store';
import { fakeApi } from '../../test/fake-api';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { ProgressPage } from './progress-page';
import { TAB_FOOD_LOG_STORAGE_KEY } from './use-logged-days';
import { resetTabReadings, TAB_READINGS_STORAGE_KEY } from './use-readings';

const today = () => localDate(new Date());

function seedProfile(conditions: ConditionId[] = [], unit: UnitSystem = 'metric') {
  profileStore.update({
    assessment: {
      ...INITIAL_PROFILE_STATE.assessment,
      name: 'Ada',
      age: '64',
      gender: 'female',
      unit,
      weightKg: '70',
      heightCm: '165',
      weightLbs: '154',
      heightFeet: '5',
      heightInches: '5',
      selectedConditions: conditions,
    },
  });
}

function renderPage({ signedIn = false } = {}) {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { isAuthEnabled: true, session: signedIn ? makeSession() : null });
  if (signedIn) profileStore.update({ accountUserId: 'user-1' });
  return renderWithProviders(<ProgressPage />, { path: '/progress', queryClient });
}

const tableOf = (name: string) => screen.getByRole('table', { name: `${name}: the numbers` });
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

beforeEach(() => {
  sessionStorage.clear();
  resetTabReadings();
  profileStore.reset();
});
afterEach(() => {
  sessionStorage.clear();
  resetTabReadings();
  profileStore.reset();
});

describe('ProgressPage, signed out', () => {
  it('keeps weights in the tab, in the unit of the assessment, and charts them with a table', async () => {
    seedProfile([], 'imperial');
    const api = fakeApi();
    const { user } = renderPage();
    expect(await screen.findByText('Sign in to keep your progress')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fprogress',
    );
    // Weight only: no blood pressure or glucose without a condition that calls for them.
    expect(screen.queryByRole('combobox', { name: 'Reading' })).not.toBeInTheDocument();
    expect(screen.getByText(/No weights in these weeks yet/)).toBeInTheDocument();

    const earlier = addDays(today(), -10);
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), earlier);
    await user.type(screen.getByLabelText('Weight (lb)'), '160');
    await user.click(screen.getByRole('button', { name: 'Add reading' }));
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), today());
    await user.type(screen.getByLabelText('Weight (lb)'), '157.5');
    await user.click(screen.getByRole('button', { name: 'Add reading' }));

    const stored = JSON.parse(
      sessionStorage.getItem(TAB_READINGS_STORAGE_KEY) ?? '[]',
    ) as Measurement[];
    expect(stored.map((reading) => [reading.date, reading.weightKg])).toEqual([
      [earlier, 72.57],
      [today(), 71.44],
    ]);
    expect(api.requests).toEqual([]);

    const chart = screen.getByTestId('weight-chart');
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      /^Weight, last 4 weeks\. Weight: 2 values, from 160 lb on .* to 157\.5 lb on .*\.$/,
    );
    const rows = bodyRows(tableOf('Weight'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/160$/);
    expect(rows[1]).toMatch(/157\.5$/);
  });

  it('deletes a reading', async () => {
    seedProfile();
    fakeApi();
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Weight (kg)'), '70.2');
    await user.click(screen.getByRole('button', { name: 'Add reading' }));
    expect(await screen.findByTestId('reading')).toHaveTextContent('70.2 kg');
    await user.click(screen.getByRole('button', { name: /^Delete weight 70\.2 kg on / }));
    await waitFor(() => expect(screen.queryByTestId('reading')).not.toBeInTheDocument());
    expect(JSON.parse(sessionStorage.getItem(TAB_READINGS_STORAGE_KEY) ?? '[]')).toEqual([]);
    expect(screen.getByText(/No weights in these weeks yet/)).toBeInTheDocument();
  });

  it('offers blood pressure and glucose for the conditions that call for them, checked as the server checks them', async () => {
    seedProfile(['hypertension', 'diabetes_type2']);
    fakeApi();
    const { user } = renderPage();
    const kind = await screen.findByRole('combobox', { name: 'Reading' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Weight', 'Blood pressure', 'Blood glucose']);
    await user.selectOptions(kind, 'blood-pressure');
    await user.type(screen.getByLabelText(/^Systolic/), '80');
    await user.type(screen.getByLabelText(/^Diastolic/), '90');
    await user.click(screen.getByRole('button', { name: 'Add reading' }));
    const diastolic = screen.getByLabelText(/^Diastolic/);
    expect(diastolic).toHaveAttribute('aria-invalid', 'true');
    expect(diastolic).toHaveAccessibleDescription(/must be lower than the systolic/);

    await user.clear(screen.getByLabelText(/^Systolic/));
    await user.type(screen.getByLabelText(/^Systolic/), '132');
    await user.clear(diastolic);
    await user.type(diastolic, '84');
    await user.click(screen.getByRole('button', { name: 'Add reading' }));
    const chart = screen.getByTestId('blood-pressure-chart');
    expect(within(chart).getByRole('img')).toHaveAccessibleName(/Systolic: 1 value, 132 mmHg/);
    expect(bodyRows(tableOf('Blood pressure'))[0]).toMatch(/13284$/);
    expect(screen.getByTestId('blood-glucose-chart')).toHaveTextContent(
      /No blood glucose readings in these weeks yet/,
    );
    // Sodium for blood pressure and carbohydrate for diabetes are the nutrients charted.
    expect(screen.getByTestId('sodiumMg-chart')).toBeInTheDocument();
    expect(screen.getByTestId('carbG-chart')).toBeInTheDocument();
  });

  it('charts the energy of the days logged in this tab against the target band', async () => {
    seedProfile(['chronic_kidney_disease']);
    const hit = searchFoods('oats').find((item) => item.kind === 'food');
    if (hit?.kind !== 'food') throw new Error('no oats');
    const day = addDays(today(), -2);
    const entry: FoodLogEntry = {
      id: 'tab-1',
      date: day,
      slot: 'breakfast',
      name: 'Oats',
      source: 'food',
      status: 'eaten',
      ingredients: [{ foodId: hit.foodId, grams: 100 }],
      portion: 1,
      measure: null,
      recipeId: null,
      planDay: null,
      createdAt: new Date().toISOString(),
    };
    sessionStorage.setItem(TAB_FOOD_LOG_STORAGE_KEY, JSON.stringify({ [day]: [entry] }));
    const api = fakeApi();
    renderPage();

    const energy = await screen.findByRole('table', { name: 'Energy eaten per day: the numbers' });
    const sent = api.requests.find((request) => request.path === '/api/log/days')
      ?.body as LogDaysRequest;
    expect(sent.days).toEqual([
      {
        date: day,
        entries: [
          { slot: 'breakfast', status: 'eaten', portion: 1, ingredients: entry.ingredients },
        ],
      },
    ]);
    const rows = bodyRows(energy);
    expect(rows).toHaveLength(1);
    // 100 g of oats is far below a day's energy.
    expect(rows[0]).toMatch(/\d+Below$/);
    expect(within(screen.getByTestId('energy-chart')).getByRole('img')).toHaveAccessibleName(
      /0 of 1 within the target, [\d,]+ to [\d,]+ kcal\./,
    );
    // Kidney disease: potassium against its limit.
    expect(screen.getByTestId('potassiumMg-chart')).toHaveTextContent(
      /Your target: at most [\d,]+ mg/,
    );
  });

  it('says to fill in the assessment before the logged days can be set against targets', async () => {
    fakeApi();
    renderPage();
    expect(
      (await screen.findAllByRole('link', { name: 'Fill in the assessment' }))[0],
    ).toHaveAttribute('href', '/assessment');
  });
});

describe('ProgressPage, signed in', () => {
  const stored = (overrides: Partial<Measurement>): Measurement => ({
    id: 'm-1',
    kind: 'weight',
    date: today(),
    weightKg: 80,
    systolic: null,
    diastolic: null,
    glucoseMgDl: null,
    timing: null,
    note: null,
    createdAt: new Date().toISOString(),
    ...overrides,
  });

  it('reads and saves readings in the account, for the weeks chosen', async () => {
    seedProfile();
    let items = [stored({ id: 'm-1', date: addDays(today(), -7), weightKg: 81 })];
    const api = fakeApi({
      routes: {
        'GET /api/me/measurements': () => ({ body: { items } }),
        'POST /api/me/measurements': (request) => {
          const body = request.body as MeasurementCreate;
          const item = stored({
            id: 'm-2',
            date: body.date,
            weightKg: body.kind === 'weight' ? body.weightKg : null,
          });
          items = [...items, item];
          return { status: 201, body: { item } };
        },
        'GET /api/me/food-log': { body: { items: [] } },
      },
    });
    const { user } = renderPage({ signedIn: true });
    expect(await screen.findByTestId('reading')).toHaveTextContent('81 kg');
    expect(screen.queryByText('Sign in to keep your progress')).not.toBeInTheDocument();
    expect(api.requests[0]?.url).toBe(
      `/api/me/measurements?from=${addDays(today(), -27)}&to=${today()}`,
    );

    await user.type(screen.getByLabelText('Weight (kg)'), '80.4');
    await user.click(screen.getByRole('button', { name: 'Add reading' }));
    await waitFor(() => expect(bodyRows(tableOf('Weight'))).toHaveLength(2));
    expect(
      api.sent('/api/me/measurements').find((request) => request.method === 'POST')?.body,
    ).toEqual({
      kind: 'weight',
      date: today(),
      weightKg: 80.4,
      note: null,
    });
    expect(sessionStorage.getItem(TAB_READINGS_STORAGE_KEY)).toBeNull();

    await user.click(screen.getByRole('radio', { name: '12 weeks' }));
    await waitFor(() =>
      expect(api.requests.map((request) => request.url)).toContain(
        `/api/me/measurements?from=${addDays(today(), -83)}&to=${today()}`,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Over the last 12 weeks' })).toBeInTheDocument();
  });

  it("shows the server's field errors on the field", async () => {
    seedProfile();
    fakeApi({
      routes: {
        'GET /api/me/measurements': { body: { items: [] } },
        'GET /api/me/food-log': { body: { items: [] } },
        'POST /api/me/measurements': {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'weightKg: must be at most 400 kg',
              fieldErrors: { weightKg: ['must be at most 400 kg'] },
            },
          },
        },
      },
    });
    const { user } = renderPage({ signedIn: true });
    await screen.findByText(/No weights in these weeks yet/);
    await user.type(screen.getByLabelText('Weight (kg)'), '90');
    await user.click(screen.getByRole('button', { name: 'Add reading' }));
    const weight = screen.getByLabelText('Weight (kg)');
    await waitFor(() => expect(weight).toHaveAttribute('aria-invalid', 'true'));
    expect(weight).toHaveAccessibleDescription('must be at most 400 kg');
    expect(weight).toHaveFocus();
  });
});
