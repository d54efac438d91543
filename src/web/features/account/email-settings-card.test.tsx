import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  deferred,
  errorReply,
  type FakeReply,
  fakeApi,
  type RecordedRequest,
} from '../../test/fake-api';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { EmailSettingsCard } from './email-settings-card';

/** The card's two routes, keyed as `fakeApi` keys them. */
const GET_SETTINGS = 'GET /api/me/email-settings';
const PUT_SETTINGS = 'PUT /api/me/email-settings';

/** The PUT as the server answers it: the settings sent, saved. */
const echoSaved = (request: RecordedRequest): FakeReply => ({ body: request.body });

const settingsReply = (healthTips: boolean, weeklySummary: boolean): FakeReply => ({
  body: { healthTips, weeklySummary },
});

function renderCard() {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { isAuthEnabled: true, session: makeSession() });
  return renderWithProviders(<EmailSettingsCard userId="user-1" />, {
    path: '/account',
    queryClient,
  });
}

const healthTipBox = () => screen.getByRole('checkbox', { name: 'Weekly health tip' });
const summaryBox = () => screen.getByRole('checkbox', { name: 'Weekly summary' });
/** The card's one live region (the page's notifications are another). */
const cardStatus = () => within(screen.getByRole('region', { name: 'Email' })).getByRole('status');

describe('EmailSettingsCard', () => {
  it('shows a loading state, then the saved settings with what each email is', async () => {
    const reply = deferred<FakeReply>();
    fakeApi({ session: makeSession(), routes: { [GET_SETTINGS]: () => reply.promise } });
    renderCard();

    expect(screen.getByRole('region', { name: 'Email' })).toBeInTheDocument();
    expect(cardStatus()).toHaveTextContent('Loading your email settings...');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    reply.resolve({ body: { healthTips: true, weeklySummary: false } });

    expect(await screen.findByRole('checkbox', { name: 'Weekly health tip' })).toBeChecked();
    expect(healthTipBox()).toHaveAccessibleDescription(
      'A short tip each week for the conditions in your profile.',
    );
    expect(summaryBox()).not.toBeChecked();
    expect(summaryBox()).toHaveAccessibleDescription(
      'Every Monday: the plans you made last week and their average calories.',
    );
    expect(screen.getByText(/unsubscribe link that brings you back here/)).toBeInTheDocument();
  });

  it('shows both emails off when nothing was chosen yet', async () => {
    fakeApi({ session: makeSession(), routes: { [GET_SETTINGS]: settingsReply(false, false) } });
    renderCard();
    expect(await screen.findByRole('checkbox', { name: 'Weekly health tip' })).not.toBeChecked();
    expect(summaryBox()).not.toBeChecked();
  });

  it('explains a failed load and loads again on Try again', async () => {
    let isServerUp = false;
    fakeApi({
      session: makeSession(),
      routes: {
        [GET_SETTINGS]: () =>
          isServerUp ? { body: { healthTips: false, weeklySummary: true } } : errorReply(500),
      },
    });
    const { user } = renderCard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your email settings.');
    expect(alert).toHaveTextContent('Something went wrong.');
    isServerUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('checkbox', { name: 'Weekly summary' })).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves a change at once with a PUT of both settings, then says Saved', async () => {
    const reply = deferred<FakeReply>();
    const api = fakeApi({
      session: makeSession(),
      routes: { [GET_SETTINGS]: settingsReply(false, false), [PUT_SETTINGS]: () => reply.promise },
    });
    const { user } = renderCard();

    await user.click(await screen.findByRole('checkbox', { name: 'Weekly summary' }));
    // Ticked before the server answers.
    expect(summaryBox()).toBeChecked();
    expect(api.bodiesTo(PUT_SETTINGS)).toEqual([{ healthTips: false, weeklySummary: true }]);
    reply.resolve({ body: { healthTips: false, weeklySummary: true } });

    await waitFor(() => expect(cardStatus()).toHaveTextContent('Saved'));
    expect(summaryBox()).toBeChecked();
    expect(healthTipBox()).not.toBeChecked();
  });

  it('puts a box back and shows why when the save fails', async () => {
    const reply = deferred<FakeReply>();
    const api = fakeApi({
      session: makeSession(),
      routes: { [GET_SETTINGS]: settingsReply(false, false), [PUT_SETTINGS]: () => reply.promise },
    });
    const { user } = renderCard();

    await user.click(await screen.findByRole('checkbox', { name: 'Weekly health tip' }));
    expect(healthTipBox()).toBeChecked();
    reply.resolve(errorReply(401, 'UNAUTHENTICATED', 'Please sign in again.'));

    await waitFor(() => expect(healthTipBox()).not.toBeChecked());
    expect(cardStatus()).toHaveTextContent('Please sign in again.');
    expect(api.bodiesTo(PUT_SETTINGS)).toEqual([{ healthTips: true, weeklySummary: false }]);
  });

  it('works from the keyboard', async () => {
    const api = fakeApi({
      session: makeSession(),
      routes: { [GET_SETTINGS]: settingsReply(false, false), [PUT_SETTINGS]: echoSaved },
    });
    const { user } = renderCard();
    await screen.findByRole('checkbox', { name: 'Weekly health tip' });

    await user.tab();
    expect(healthTipBox()).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(cardStatus()).toHaveTextContent('Saved'));
    expect(healthTipBox()).toBeChecked();
    expect(healthTipBox()).toHaveFocus();
    expect(api.bodiesTo(PUT_SETTINGS)).toEqual([{ healthTips: true, weeklySummary: false }]);
  });

  it('saves quick changes one after another, each on top of the last one saved', async () => {
    const firstReply = deferred<FakeReply>();
    let puts = 0;
    const api = fakeApi({
      session: makeSession(),
      routes: {
        [GET_SETTINGS]: settingsReply(false, false),
        [PUT_SETTINGS]: (request) => {
          puts += 1;
          return puts === 1 ? firstReply.promise : echoSaved(request);
        },
      },
    });
    const { user } = renderCard();

    await user.click(await screen.findByRole('checkbox', { name: 'Weekly health tip' }));
    await user.click(summaryBox());
    expect(healthTipBox()).toBeChecked();
    expect(summaryBox()).toBeChecked();
    // The second waits for the first.
    expect(api.bodiesTo(PUT_SETTINGS)).toHaveLength(1);
    firstReply.resolve({ body: { healthTips: true, weeklySummary: false } });

    await waitFor(() =>
      expect(api.bodiesTo(PUT_SETTINGS)).toEqual([
        { healthTips: true, weeklySummary: false },
        { healthTips: true, weeklySummary: true },
      ]),
    );
    await waitFor(() => expect(cardStatus()).toHaveTextContent('Saved'));
    expect(healthTipBox()).toBeChecked();
    expect(summaryBox()).toBeChecked();
  });
});
