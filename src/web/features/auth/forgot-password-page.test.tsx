import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, type FakeReply, fakeApi, networkError } from '../../test/fake-api';
import { findStatusMessage } from '../../test/queries';
import { createTestQueryClient, renderWithProviders, seedAuth } from '../../test/render';
import { authErrorReply } from './auth-testing';
import { ForgotPasswordPage } from './forgot-password-page';

function renderForgotPassword({ isAuthEnabled = true } = {}) {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { isAuthEnabled, session: null });
  return renderWithProviders(<ForgotPasswordPage />, {
    path: '/auth/forgot-password',
    queryClient,
  });
}

const email = () => screen.getByLabelText(/^Email/);

describe('ForgotPasswordPage', () => {
  it('asks for the email and links back to sign in', () => {
    renderForgotPassword();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('requires a valid email address', async () => {
    const api = fakeApi();
    const { user } = renderForgotPassword();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(email()).toHaveFocus());
    expect(email()).toHaveAccessibleDescription('Email is required');

    await user.type(email(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(email()).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(api.requests).toEqual([]);
  });

  it('sends the reset link, saying Sending... meanwhile, then shows the message', async () => {
    const reply = deferred<FakeReply>();
    const api = fakeApi({
      routes: { 'POST /api/auth/request-password-reset': () => reply.promise },
    });
    const { user } = renderForgotPassword();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    reply.resolve({ body: { status: true, message: 'If this email exists...' } });

    await findStatusMessage('Password reset email sent. Please check your inbox.');
    expect(api.bodiesTo('/api/auth/request-password-reset')).toEqual([
      { email: 'ada@example.com', redirectTo: '/auth/reset-password' },
    ]);
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it.each([
    [
      'too many attempts',
      authErrorReply(429, { message: 'Too many requests. Please try again later.' }),
      'Too many requests. Please try again later.',
    ],
    [
      'a refusal with a message',
      authErrorReply(400, { code: 'INVALID_EMAIL', message: 'Invalid email' }),
      'Invalid email',
    ],
    ['an unreachable server', networkError, 'Failed to send reset email. Please try again.'],
  ])('explains %s', async (_case, reply, message) => {
    fakeApi({ routes: { 'POST /api/auth/request-password-reset': reply } });
    const { user } = renderForgotPassword();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the Authentication Disabled warning instead of the form when accounts are off', () => {
    renderForgotPassword({ isAuthEnabled: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Authentication Disabled');
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
  });
});
