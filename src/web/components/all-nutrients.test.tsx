import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { searchFoods } from '#domain';
import type { SummaryEntry } from '../lib/day-summary-api';
import { formatAmount } from '../lib/format';
import { toUserProfile } from '../lib/profile-request';
import { INITIAL_PROFILE_STATE, profileStore } from '../lib/profile-store';
import { errorReply, fakeApi } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import { AllNutrients, NutrientProfileContext } from './all-nutrients';

const foodId = (text: string) => {
  const hit = searchFoods(text).find((item) => item.kind === 'food');
  if (hit?.kind !== 'food') throw new Error(`no food for ${text}`);
  return hit.foodId;
};

const LUNCH: SummaryEntry[] = [
  {
    slot: 'lunch',
    status: 'eaten',
    portion: 1,
    ingredients: [
      { foodId: foodId('spinach'), grams: 90 },
      { foodId: foodId('lentils'), grams: 180 },
    ],
  },
];

function userProfile() {
  profileStore.update({
    assessment: {
      ...INITIAL_PROFILE_STATE.assessment,
      name: 'Ada',
      age: '52',
      gender: 'female',
      unit: 'metric',
      weightKg: '68',
      heightCm: '165',
      selectedConditions: ['celiac_disease'],
    },
  });
  const profile = toUserProfile(profileStore.get());
  if (!profile) throw new Error('no profile');
  return profile;
}

interface SummaryReply {
  summary: { totals: { values: Record<string, number | undefined> } };
}

afterEach(() => profileStore.reset());

/** The "All nutrients" disclosure of a lunch, with a filled-in profile to sum against. */
function renderLunch() {
  const profile = userProfile();
  return renderWithProviders(
    <NutrientProfileContext value={profile}>
      <AllNutrients entries={LUNCH} label="Day 1 lunch" />
    </NutrientProfileContext>,
  );
}

describe('AllNutrients', () => {
  it('sums every nutrient of the food table only once opened, iron, calcium, B12 and vitamin K among them', async () => {
    // The fake API sums the day with the engine, as the server does.
    const api = fakeApi();
    const { user } = renderLunch();
    expect(api.requests).toHaveLength(0);

    await user.click(screen.getByText('All nutrients'));
    const table = await screen.findByRole('table', { name: 'All nutrients of Day 1 lunch' });
    expect(api.requests.map((request) => request.path)).toEqual(['/api/log/summary']);
    const [reply] = api.repliesTo('/api/log/summary') as SummaryReply[];
    const expected = reply?.summary.totals.values ?? {};
    for (const [label, key] of [
      ['Iron', 'ironMg'],
      ['Calcium', 'calciumMg'],
      ['Vitamin K', 'vitaminKUg'],
      ['Potassium', 'potassiumMg'],
    ] as const) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${label} `) });
      expect(expected[key]).toBeGreaterThan(0);
      expect(row).toHaveTextContent(formatAmount(expected[key]!));
    }
    expect(within(table).getByRole('row', { name: /^Vitamin B12 / })).toBeInTheDocument();
  });

  it('shows the sums again from memory when closed and opened again', async () => {
    const api = fakeApi();
    const { user } = renderLunch();
    const toggle = screen.getByText('All nutrients');
    await user.click(toggle);
    await screen.findByRole('table', { name: 'All nutrients of Day 1 lunch' });
    await user.click(toggle);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('table', { name: 'All nutrients of Day 1 lunch' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });

  it('offers to try again when the sum fails, and shows the panel when it then works', async () => {
    let fail = true;
    fakeApi({
      routes: {
        'POST /api/log/summary': () =>
          fail ? errorReply(503, 'SERVICE_UNAVAILABLE', 'Busy') : null,
      },
    });
    const { user } = renderLunch();
    await user.click(screen.getByText('All nutrients'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The nutrients could not be added up just now.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'All nutrients of Day 1 lunch' }),
    ).toBeInTheDocument();
  });

  it('is not offered without a profile to sum against', () => {
    renderWithProviders(<AllNutrients entries={LUNCH} label="Day 1 lunch" />);
    expect(screen.queryByText('All nutrients')).not.toBeInTheDocument();
  });
});
