import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from '../../lib/auth';
import { INITIAL_PROFILE_STATE, profileStore } from '../../lib/profile-store';
import {
  deferred,
  errorReply,
  type FakeReply,
  type FakeRoutes,
  fakeApi,
  networkError,
} from '../../test/fake-api';
import { findStatusMessage } from '../../test/queries';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { AccountPage } from './account-page';

/** The email settings card's load, which the fake API does not answer itself. */
const emailSettings: FakeRoutes = {
  'GET /api/me/email-settings': { body: { healthTips: false, weeklySummary: false } },
};

function renderAccount() {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { isAuthEnabled: true, session: makeSession('ada@example.com') });
  return renderWithProviders(<AccountPage />, { path: '/account', queryClient });
}

type User = ReturnType<typeof renderAccount>['user'];

const wrongPasswordReply: FakeReply = {
  status: 400,
  body: {
    error: {
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields.',
      fieldErrors: { password: ['Incorrect password'] },
    },
  },
};

async function openDeleteDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  return screen.getByRole('dialog', { name: 'Delete your account?' });
}

beforeEach(() => {
  profileStore.reset();
});

describe('AccountPage details', () => {
  it('shows the name and email of the signed-in person under one h1', () => {
    fakeApi({ session: makeSession(), routes: emailSettings });
    renderAccount();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Your Account' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Your details' });
    expect(details).toHaveTextContent('Ada Lovelace');
    expect(details).toHaveTextContent('ada@example.com');
  });

  it('has an Email section with the weekly email settings', async () => {
    fakeApi({ session: makeSession(), routes: emailSettings });
    renderAccount();
    const email = screen.getByRole('region', { name: 'Email' });
    expect(
      await within(email).findByRole('checkbox', { name: 'Weekly health tip' }),
    ).not.toBeChecked();
    expect(within(email).getByRole('checkbox', { name: 'Weekly summary' })).not.toBeChecked();
  });
});

describe('AccountPage export', () => {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:export-1');
  const revokeObjectURL = vi.fn();

  beforeEach(() => {
    // Record what would be downloaded instead of making an object URL.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(() => {
    createObjectURL.mockClear();
    vi.restoreAllMocks();
  });

  it('downloads everything from GET /api/me/export as preventive-health-export.json', async () => {
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    const reply = deferred<FakeReply>();
    const api = fakeApi({
      session: makeSession(),
      routes: { ...emailSettings, 'GET /api/me/export': () => reply.promise },
    });
    const { user } = renderAccount();

    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('button', { name: 'Preparing download...' })).toBeDisabled();
    reply.resolve({ body: { user: { email: 'ada@example.com' }, mealPlans: [] } });

    await findStatusMessage('Your data was saved as preventive-health-export.json.');
    expect(api.spy).toHaveBeenCalledWith('/api/me/export', expect.anything());
    expect(clicked).toEqual([{ download: 'preventive-health-export.json', href: 'blob:export-1' }]);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse(await (blob as Blob).text())).toEqual({
      user: { email: 'ada@example.com' },
      mealPlans: [],
    });
  });

  it('explains a failed export', async () => {
    fakeApi({
      session: makeSession(),
      routes: {
        ...emailSettings,
        'GET /api/me/export': errorReply(401, 'UNAUTHENTICATED', 'Please sign in again.'),
      },
    });
    const { user } = renderAccount();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not prepare your data.');
    expect(alert).toHaveTextContent('Please sign in again.');
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});

describe('AccountPage deletion', () => {
  it('asks for the password in a dialog that says everything goes for good', async () => {
    const { user } = renderAccount();
    const dialog = await openDeleteDialog(user);
    expect(dialog).toHaveAccessibleDescription(/permanently deletes your account and everything/);
    expect(dialog).toHaveAccessibleDescription(/cannot be undone/);
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await waitFor(() => expect(password).toHaveFocus());
  });

  it('requires the password before asking the server', async () => {
    const api = fakeApi({ session: makeSession(), routes: emailSettings });
    const { user } = renderAccount();
    const dialog = await openDeleteDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(within(dialog).getByLabelText(/^Password/)).toHaveAccessibleDescription(
      /Enter your password to delete your account/,
    );
    expect(api.requestsTo('/api/me')).toEqual([]);
  });

  it("shows the server's message beside the field for a wrong password", async () => {
    const api = fakeApi({
      session: makeSession(),
      routes: { ...emailSettings, 'DELETE /api/me': wrongPasswordReply },
    });
    const { user, router, queryClient } = renderAccount();
    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const password = within(dialog).getByLabelText(/^Password/);
    await waitFor(() => expect(password).toBeInvalid());
    expect(password).toHaveAccessibleDescription(
      'Enter your password to confirm. Incorrect password',
    );
    expect(password).toHaveFocus();
    expect(api.bodiesTo('/api/me')).toEqual([{ password: 'wrong one' }]);
    expect(queryClient.getQueryData(sessionQueryKey)).not.toBeNull();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('shows other failures in the dialog', async () => {
    fakeApi({
      session: makeSession(),
      routes: { ...emailSettings, 'DELETE /api/me': networkError },
    });
    const { user } = renderAccount();
    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your account was not deleted.');
    expect(alert).toHaveTextContent(/Could not reach the server/);
  });

  it('deletes the account, forgets the session and the health profile, and goes home', async () => {
    profileStore.update((current) => ({
      assessment: { ...current.assessment, name: 'Ada', allergies: 'peanuts' },
    }));
    const reply = deferred<FakeReply>();
    const api = fakeApi({
      session: makeSession(),
      routes: { ...emailSettings, 'DELETE /api/me': () => reply.promise },
    });
    const { user, router, queryClient } = renderAccount();
    const dialog = await openDeleteDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), 'secret password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    reply.resolve({ status: 204 });

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.bodiesTo('/api/me')).toEqual([{ password: 'secret password' }]);
    expect(api.requestsTo('/api/me')[0]?.method).toBe('DELETE');
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(profileStore.get()).toEqual(INITIAL_PROFILE_STATE);
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent(
      'Your account has been deleted.',
    );
  });
});
