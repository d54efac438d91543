import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, type FakeReply, fakeApi, networkError } from '../../test/fake-api';
import { findStatusMessage } from '../../test/queries';
import { createTestQueryClient, renderWithProviders, seedAuth } from '../../test/render';
import { authErrorReply } from './auth-testing';
import { RegisterPage, TERMS_LABEL } from './register-page';

function renderRegister({ isAuthEnabled = true } = {}) {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { isAuthEnabled, session: null });
  return renderWithProviders(<RegisterPage />, { path: '/auth/register', queryClient });
}

type User = ReturnType<typeof renderRegister>['user'];

const fields = {
  fullName: () => screen.getByLabelText(/^Full Name/),
  email: () => screen.getByLabelText(/^Email/),
  password: () => screen.getByLabelText(/^Password/),
  confirm: () => screen.getByLabelText(/^Confirm Password/),
  terms: () => screen.getByRole('checkbox', { name: TERMS_LABEL }),
  submit: () => screen.getByRole('button', { name: /Create Account|Creating account/ }),
};

async function fillForm(
  user: User,
  {
    password = 'a long passphrase',
    confirm = password,
    acceptTerms = true,
  }: { password?: string; confirm?: string; acceptTerms?: boolean } = {},
) {
  await user.type(fields.fullName(), 'Ada King Lovelace');
  await user.type(fields.email(), 'ada@example.com');
  await user.type(fields.password(), password);
  await user.type(fields.confirm(), confirm);
  if (acceptTerms) await user.click(fields.terms());
}

const signedUp: FakeReply = {
  body: { token: null, user: { id: 'u1', email: 'ada@example.com', name: 'Ada' } },
};

describe('RegisterPage', () => {
  it('shows the title, the four fields with the password hint, and the terms box', () => {
    renderRegister();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    expect(fields.fullName()).toBeRequired();
    expect(fields.email()).toHaveAttribute('type', 'email');
    expect(fields.password()).toHaveAccessibleDescription('Must be at least 8 characters');
    expect(fields.confirm()).toHaveAttribute('type', 'password');
    expect(fields.terms()).not.toBeChecked();
    expect(fields.terms()).toBeRequired();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('keeps Create Account disabled until the terms box is ticked', async () => {
    const { user } = renderRegister();
    expect(fields.submit()).toBeDisabled();
    expect(fields.submit()).toHaveAccessibleDescription(/Tick the box above/);

    await user.click(fields.terms());
    expect(fields.submit()).toBeEnabled();

    await user.click(fields.terms());
    expect(fields.submit()).toBeDisabled();
  });

  it('requires every field and focuses the first one missing', async () => {
    const api = fakeApi();
    const { user } = renderRegister();
    await user.click(fields.terms());
    await user.click(fields.submit());

    await waitFor(() => expect(fields.fullName()).toHaveFocus());
    expect(fields.fullName()).toHaveAccessibleDescription('Full name is required');
    expect(fields.email()).toHaveAccessibleDescription('Email is required');
    expect(fields.password()).toHaveAccessibleDescription(
      'Must be at least 8 characters Password is required',
    );
    expect(fields.confirm()).toHaveAccessibleDescription('Please confirm your password');
    expect(api.requests).toEqual([]);
  });

  it('refuses a short password and a confirmation that does not match', async () => {
    const api = fakeApi();
    const { user } = renderRegister();
    await fillForm(user, { password: 'short', confirm: 'longer password' });
    await user.click(fields.submit());

    await waitFor(() => expect(fields.password()).toHaveFocus());
    expect(fields.password()).toHaveAccessibleDescription(
      'Must be at least 8 characters Password must be at least 8 characters',
    );
    expect(fields.confirm()).toHaveAccessibleDescription('Passwords do not match');
    expect(api.requests).toEqual([]);

    // Fixing the password alone clears both messages.
    await user.clear(fields.password());
    await user.type(fields.password(), 'longer password');
    await waitFor(() => expect(fields.confirm()).not.toBeInvalid());
    expect(fields.password()).not.toBeInvalid();
  });

  it('says Creating account... on a disabled button while waiting', async () => {
    const reply = deferred<FakeReply>();
    fakeApi({ routes: { 'POST /api/auth/sign-up/email': () => reply.promise } });
    const { user } = renderRegister();
    await fillForm(user);
    await user.click(fields.submit());

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    reply.resolve(signedUp);
    await findStatusMessage('Please check your email to verify your account');
  });

  it('creates the account, shows the message, clears the form and goes to sign in after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ routes: { 'POST /api/auth/sign-up/email': signedUp } });
    const { user, router } = renderRegister();
    await fillForm(user);
    await user.click(fields.submit());

    await findStatusMessage('Please check your email to verify your account');
    expect(api.bodiesTo('/api/auth/sign-up/email')).toEqual([
      {
        name: 'Ada King Lovelace',
        email: 'ada@example.com',
        password: 'a long passphrase',
        callbackURL: '/auth/callback',
      },
    ]);
    expect(fields.fullName()).toHaveValue('');
    expect(fields.email()).toHaveValue('');
    expect(fields.password()).toHaveValue('');
    expect(fields.confirm()).toHaveValue('');
    expect(fields.terms()).not.toBeChecked();

    act(() => vi.advanceTimersByTime(2500));
    expect(router.state.location.pathname).toBe('/auth/register');
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it.each([
    [
      'an address already registered',
      authErrorReply(422, {
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      }),
      'This email is already registered',
    ],
    [
      'a common password',
      authErrorReply(400, {
        code: 'PASSWORD_COMPROMISED',
        message: 'Password should be less common: it appears in lists of leaked passwords',
      }),
      'Password is too weak. Please use a stronger password.',
    ],
    [
      'a password the server finds too short',
      authErrorReply(400, { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }),
      'Password is too weak. Please use a stronger password.',
    ],
    [
      'too many attempts',
      authErrorReply(429, { message: 'Too many requests. Please try again later.' }),
      'Too many requests. Please try again later.',
    ],
    [
      'another refusal with a message',
      authErrorReply(400, { code: 'INVALID_EMAIL', message: 'Invalid email' }),
      'Invalid email',
    ],
    ['an unreachable server', networkError, 'Failed to create account. Please try again.'],
  ])('explains %s and keeps what was typed', async (_case, reply, message) => {
    fakeApi({ routes: { 'POST /api/auth/sign-up/email': reply } });
    const { user, router } = renderRegister();
    await fillForm(user);
    await user.click(fields.submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fields.email()).toHaveValue('ada@example.com');
    expect(fields.submit()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/auth/register');
  });

  it('shows the Authentication Disabled warning instead of the form when accounts are off', () => {
    renderRegister({ isAuthEnabled: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication Disabled');
    expect(screen.queryByLabelText(/^Full Name/)).toBeNull();
  });
});
