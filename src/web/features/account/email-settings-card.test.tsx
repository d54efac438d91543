import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, fakeApi, type RecordedRequest } from '../../test/fake-api';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { EmailSettingsCard } from './email-settings-card';

const SETTINGS_PATH = '/api/me/email-settings';

type Reply = (init?: RequestInit) => Response | Promise<Response>;

/** The shared fake API (signed in) with these routes answered as the server would. */
function stubFetchByPath(routes: Record<string, Reply>) {
  const table = Object.fromEntries(
    Object.entries(routes).map(([key, reply]) => [
      key,
      (request: RecordedRequest) =>
        reply({ method: request.method, body: JSON.stringify(request.body) }),
    ]),
  );
  return fakeApi({ session: makeSession(), routes: table }).spy;
}

/** The JSON bodies of the PUTs sent, in order. */
function putBodies(fetchMock: ReturnType<typeof stubFetchByPath>) {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

/** The PUT as the server answers it: the settings sent, saved. */
const echoSaved: Reply = (init) => Response.json(JSON.parse(String(init?.body)));

const settingsReply = (healthTips: boolean, weeklySummary: boolean) => () =>
  Response.json({ healthTips, weeklySummary });

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
    const reply = deferred<Response>();
    stubFetchByPath({ [`GET ${SETTINGS_PATH}`]: () => reply.promise });
    renderCard();

    expect(screen.getByRole('region', { name: 'Email' })).toBeInTheDocument();
    expect(cardStatus()).toHaveTextContent('Loading your email settings...');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    reply.resolve(Response.json({ healthTips: true, weeklySummary: false }));

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
    stubFetchByPath({ [`GET ${SETTINGS_PATH}`]: settingsReply(false, false) });
    renderCard();
    expect(await screen.findByRole('checkbox', { name: 'Weekly health tip' })).not.toBeChecked();
    expect(summaryBox()).not.toBeChecked();
  });

  it('explains a failed load and loads again on Try again', async () => {
    let isServerUp = false;
    stubFetchByPath({
      [`GET ${SETTINGS_PATH}`]: () =>
        isServerUp
          ? Response.json({ healthTips: false, weeklySummary: true })
          : Response.json(
              { error: { code: 'INTERNAL', message: 'Something went wrong.' } },
              { status: 500 },
            ),
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
    const reply = deferred<Response>();
    const fetchMock = stubFetchByPath({
      [`GET ${SETTINGS_PATH}`]: settingsReply(false, false),
      [`PUT ${SETTINGS_PATH}`]: () => reply.promise,
    });
    const { user } = renderCard();

    await user.click(await screen.findByRole('checkbox', { name: 'Weekly summary' }));
    // Ticked before the server answers.
    expect(summaryBox()).toBeChecked();
    expect(putBodies(fetchMock)).toEqual([{ healthTips: false, weeklySummary: true }]);
    reply.resolve(Response.json({ healthTips: false, weeklySummary: true }));

    await waitFor(() => expect(cardStatus()).toHaveTextContent('Saved'));
    expect(summaryBox()).toBeChecked();
    expect(healthTipBox()).not.toBeChecked();
  });

  it('puts a box back and shows why when the save fails', async () => {
    const reply = deferred<Response>();
    const fetchMock = stubFetchByPath({
      [`GET ${SETTINGS_PATH}`]: settingsReply(false, false),
      [`PUT ${SETTINGS_PATH}`]: () => reply.promise,
    });
    const { user } = renderCard();

    await user.click(await screen.findByRole('checkbox', { name: 'Weekly health tip' }));
    expect(healthTipBox()).toBeChecked();
    reply.resolve(
      Response.json(
        { error: { code: 'UNAUTHENTICATED', message: 'Please sign in again.' } },
        { status: 401 },
      ),
    );

    await waitFor(() => expect(healthTipBox()).not.toBeChecked());
    expect(cardStatus()).toHaveTextContent('Please sign in again.');
    expect(putBodies(fetchMock)).toEqual([{ healthTips: true, weeklySummary: false }]);
  });

  it('works from the keyboard', async () => {
    const fetchMock = stubFetchByPath({
      [`GET ${SETTINGS_PATH}`]: settingsReply(false, false),
      [`PUT ${SETTINGS_PATH}`]: echoSaved,
    });
    const { user } = renderCard();
    await screen.findByRole('checkbox', { name: 'Weekly health tip' });

    await user.tab();
    expect(healthTipBox()).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(cardStatus()).toHaveTextContent('Saved'));
    expect(healthTipBox()).toBeChecked();
    expect(healthTipBox()).toHaveFocus();
    expect(putBodies(fetchMock)).toEqual([{ healthTips: true, weeklySummary: false }]);
  });

  it('saves quick changes one after another, each on top of the last one saved', async () => {
    const firstReply = deferred<Response>();
    let puts = 0;
    const fetchMock = stubFetchByPath({
      [`GET ${SETTINGS_PATH}`]: settingsReply(false, false),
      [`PUT ${SETTINGS_PATH}`]: (init) => {
        puts += 1;
        return puts === 1 ? firstReply.promise : echoSaved(init);
      },
    });
    const { user } = renderCard();

    await user.click(await screen.findByRole('checkbox', { name: 'Weekly health tip' }));
    await user.click(summaryBox());
    expect(healthTipBox()).toBeChecked();
    expect(summaryBox()).toBeChecked();
    // The second waits for the first.
    expect(putBodies(fetchMock)).toHaveLength(1);
    firstReply.resolve(Response.json({ healthTips: true, weeklySummary: false }));

    await waitFor(() =>
      expect(putBodies(fetchMock)).toEqual([
        { healthTips: true, weeklySummary: false },
        { healthTips: true, weeklySummary: true },
      ]),
    );
    await waitFor(() => expect(cardStatus()).toHaveTextContent('Saved'));
    expect(healthTipBox()).toBeChecked();
    expect(summaryBox()).toBeChecked();
  });
});
