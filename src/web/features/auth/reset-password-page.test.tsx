import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, type FakeReply, fakeApi } from '../../test/fake-api';
import { findStatusMessage } from '../../test/queries';
import { createTestQueryClient, renderWithProviders, seedAuth } from '../../test/render';
import { authErrorReply } from './auth-testing';
import { ResetPasswordPage } from './reset-password-page';

function renderResetPassword(path = '/auth/reset-password?token=reset-token-1') {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { isAuthEnabled: true, session: null });
  return renderWithProviders(<ResetPasswordPage />, { path, queryClient });
}

const password = () => screen.getByLabelText(/^New Password/);
const confirm = () => screen.getByLabelText(/^Confirm New Password/);
const submit = () => screen.getByRole('button', { name: /Update Password|Updating password/ });

describe('ResetPasswordPage', () => {
  it.each([
    '/auth/reset-password',
    '/auth/reset-password?error=INVALID_TOKEN',
    '/auth/reset-password?token=abc&error=INVALID_TOKEN',
  ])('says the link at %s is invalid or expired and links to a new one', (path) => {
    renderResetPassword(path);
    expect(screen.getByRole('alert')).toHaveTextContent(/invalid or has expired/);
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
  });

  it('applies the password rules', async () => {
    const api = fakeApi();
    const { user } = renderResetPassword();
    expect(password()).toHaveAccessibleDescription('Must be at least 8 characters');
    await user.type(password(), 'short');
    await user.type(confirm(), 'other');
    await user.click(submit());

    await waitFor(() => expect(password()).toHaveFocus());
    expect(password()).toHaveAccessibleDescription(
      'Must be at least 8 characters Password must be at least 8 characters',
    );
    expect(confirm()).toHaveAccessibleDescription('Passwords do not match');
    expect(api.requests).toEqual([]);
  });

  it('sets the new password with the token and points to sign in', async () => {
    const reply = deferred<FakeReply>();
    const api = fakeApi({ routes: { 'POST /api/auth/reset-password': () => reply.promise } });
    const { user } = renderResetPassword();
    await user.type(password(), 'a new passphrase');
    await user.type(confirm(), 'a new passphrase');
    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Updating password...' })).toBeDisabled();
    reply.resolve({ body: { status: true } });

    await findStatusMessage('Password updated successfully');
    expect(api.bodiesTo('/api/auth/reset-password')).toEqual([
      { token: 'reset-token-1', newPassword: 'a new passphrase' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  });

  it('says the link expired when the server refuses the token', async () => {
    fakeApi({
      routes: {
        'POST /api/auth/reset-password': authErrorReply(400, {
          code: 'INVALID_TOKEN',
          message: 'Invalid token',
        }),
      },
    });
    const { user } = renderResetPassword();
    await user.type(password(), 'a new passphrase');
    await user.type(confirm(), 'a new passphrase');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired.',
    );
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
  });

  it('explains a password the server refuses as too weak', async () => {
    fakeApi({
      routes: {
        'POST /api/auth/reset-password': authErrorReply(400, {
          message: 'Password should be less common',
        }),
      },
    });
    const { user } = renderResetPassword();
    await user.type(password(), 'password123');
    await user.type(confirm(), 'password123');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password is too weak. Please use a stronger password.',
    );
    expect(submit()).toBeEnabled();
  });
});
