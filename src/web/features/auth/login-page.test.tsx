import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  deferred,
  type FakeApiOptions,
  type FakeReply,
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
import { authErrorReply } from './auth-testing';
import { LoginPage } from './login-page';

function renderLogin({ path = '/auth/login', isAuthEnabled = true } = {}) {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { isAuthEnabled, session: null });
  return renderWithProviders(<LoginPage />, { path, queryClient });
}

type User = ReturnType<typeof renderLogin>['user'];

async function fillAndSubmit(user: User, email = 'ada@example.com', password = 'correct horse') {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

/** The server accepts the sign-in, and the session read afterwards is Ada's. */
const signedIn: FakeApiOptions = {
  session: makeSession(),
  routes: { 'POST /api/auth/sign-in/email': { body: { redirect: false, token: 't', user: {} } } },
};

describe('LoginPage', () => {
  it('shows the title, subtitle, fields and links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to access your health profile')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });

  it('requires email and password and focuses the first missing one', async () => {
    const api = fakeApi();
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    expect(api.requests).toEqual([]);
  });

  it('says Signing in... on a disabled button while waiting for the server', async () => {
    const reply = deferred<FakeReply>();
    fakeApi({ routes: { 'POST /api/auth/sign-in/email': () => reply.promise } });
    const { user } = renderLogin();
    await fillAndSubmit(user);

    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    reply.resolve(authErrorReply(401, { code: 'INVALID_EMAIL_OR_PASSWORD' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('signs in, says so, and goes home after one second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi(signedIn);
    const { user, router, queryClient } = renderLogin();
    await fillAndSubmit(user, ' ada@example.com ', 'correct horse');

    await findStatusMessage('Successfully signed in!');
    expect(api.bodiesTo('/api/auth/sign-in/email')).toEqual([
      { email: 'ada@example.com', password: 'correct horse' },
    ]);
    expect(queryClient.getQueryData(['auth', 'session'])).toMatchObject({
      user: { email: 'ada@example.com' },
    });
    expect(router.state.location.pathname).toBe('/auth/login');

    act(() => vi.advanceTimersByTime(500));
    expect(router.state.location.pathname).toBe('/auth/login');
    act(() => vi.advanceTimersByTime(500));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('returns to the ?redirect= page after signing in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi(signedIn);
    const { user, router } = renderLogin({
      path: `/auth/login?redirect=${encodeURIComponent('/meal-plan?generate=true')}`,
    });
    await fillAndSubmit(user);
    await screen.findByText('Successfully signed in!');

    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/meal-plan'));
    expect(router.state.location.search).toBe('?generate=true');
  });

  it('ignores a ?redirect= to another site and goes home', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi(signedIn);
    const { user, router } = renderLogin({
      path: `/auth/login?redirect=${encodeURIComponent('//evil.example/phish')}`,
    });
    await fillAndSubmit(user);
    await screen.findByText('Successfully signed in!');

    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    [
      'a wrong password',
      authErrorReply(401, {
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: 'Invalid email or password',
      }),
      'Invalid email or password',
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
    ['an unreachable server', networkError, 'Failed to sign in. Please try again.'],
  ])('explains %s', async (_case, reply, message) => {
    fakeApi({ routes: { 'POST /api/auth/sign-in/email': reply } });
    const { user, router } = renderLogin();
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('offers to resend the confirmation email when the address is not confirmed', async () => {
    const api = fakeApi({
      routes: {
        'POST /api/auth/sign-in/email': authErrorReply(403, {
          code: 'EMAIL_NOT_VERIFIED',
          message: 'Email not verified',
        }),
        'POST /api/auth/send-verification-email': { body: { status: true } },
      },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please verify your email before signing in',
    );
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));

    await findStatusMessage('Verification email sent. Please check your inbox.');
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
    expect(api.bodiesTo('/api/auth/send-verification-email')).toEqual([
      { email: 'ada@example.com', callbackURL: '/auth/callback' },
    ]);
  });

  it('explains a failed resend', async () => {
    fakeApi({
      routes: {
        'POST /api/auth/sign-in/email': authErrorReply(403, { code: 'EMAIL_NOT_VERIFIED' }),
        'POST /api/auth/send-verification-email': authErrorReply(429, {
          message: 'Too many requests. Please try again later.',
        }),
      },
    });
    const { user } = renderLogin();
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Resend confirmation email' }));

    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent(
        'Too many requests. Please try again later.',
      ),
    );
  });

  it('shows the Authentication Disabled warning instead of the form when accounts are off', () => {
    renderLogin({ isAuthEnabled: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication Disabled');
    expect(screen.getByRole('alert')).toHaveTextContent(/switched off on this server/);
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign In' })).toBeNull();
  });
});
