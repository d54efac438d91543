import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { fakeApi, networkError } from '../test/fake-api';
import { createTestQueryClient, makeSession, seedAuth } from '../test/render';
import { ApiRequestError } from './api-error';
import {
  resendVerification,
  resetPassword,
  SESSION_REFETCH_INTERVAL_MS,
  signIn,
  signUp,
  updatePassword,
  useAuth,
} from './auth';

describe('product-level auth operations', () => {
  it('signUp sends the full name as name, the confirmation target, and returns the message', async () => {
    const api = fakeApi({
      routes: { 'POST /api/auth/sign-up/email': { body: { token: null, user: {} } } },
    });
    await expect(
      signUp('ada@example.com', 'a long passphrase', { full_name: 'Ada King Lovelace' }),
    ).resolves.toBe('Please check your email to verify your account');
    expect(api.requests[0]?.path).toBe('/api/auth/sign-up/email');
    expect(api.requests[0]?.body).toEqual({
      name: 'Ada King Lovelace',
      email: 'ada@example.com',
      password: 'a long passphrase',
      callbackURL: '/auth/callback',
    });
  });

  it('signIn posts the email and password', async () => {
    const api = fakeApi({
      routes: { 'POST /api/auth/sign-in/email': { body: { token: 't', user: {} } } },
    });
    await expect(signIn('ada@example.com', 'secret')).resolves.toBe('Signed in successfully');
    expect(api.requests[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret' });
  });

  it('resetPassword requests the mail with the reset page as target', async () => {
    const api = fakeApi({
      routes: { 'POST /api/auth/request-password-reset': { body: { status: true } } },
    });
    await expect(resetPassword('ada@example.com')).resolves.toBe(
      'Password reset email sent. Please check your inbox.',
    );
    expect(api.requests[0]?.path).toBe('/api/auth/request-password-reset');
    expect(api.requests[0]?.body).toEqual({
      email: 'ada@example.com',
      redirectTo: '/auth/reset-password',
    });
  });

  it('updatePassword sends the token and the new password', async () => {
    const api = fakeApi({
      routes: { 'POST /api/auth/reset-password': { body: { status: true } } },
    });
    await expect(updatePassword('tok', 'a new passphrase')).resolves.toBe(
      'Password updated successfully',
    );
    expect(api.requests[0]?.path).toBe('/api/auth/reset-password');
    expect(api.requests[0]?.body).toEqual({ token: 'tok', newPassword: 'a new passphrase' });
  });

  it('resendVerification asks for the confirmation email again', async () => {
    const api = fakeApi({
      routes: { 'POST /api/auth/send-verification-email': { body: { status: true } } },
    });
    await expect(resendVerification('ada@example.com')).resolves.toBe(
      'Verification email sent. Please check your inbox.',
    );
    expect(api.requests[0]?.path).toBe('/api/auth/send-verification-email');
    expect(api.requests[0]?.body).toEqual({
      email: 'ada@example.com',
      callbackURL: '/auth/callback',
    });
  });

  it("throws the server's status, code and message", async () => {
    fakeApi({
      routes: {
        'POST /api/auth/sign-in/email': {
          status: 401,
          body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        },
      },
    });
    const error = await signIn('ada@example.com', 'wrong').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
  });

  it('marks a rate-limited reply without a code as RATE_LIMITED', async () => {
    fakeApi({
      routes: {
        'POST /api/auth/request-password-reset': {
          status: 429,
          body: { message: 'Too many requests. Please try again later.' },
        },
      },
    });
    await expect(resetPassword('ada@example.com')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    fakeApi({ routes: { 'POST /api/auth/sign-up/email': networkError } });
    await expect(
      signUp('a@example.com', 'a long passphrase', { full_name: 'A' }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('reports a reply without a message as HTTP_ERROR', async () => {
    fakeApi({
      routes: {
        'POST /api/auth/sign-in/email': () =>
          new Response('<html>Bad gateway</html>', { status: 502 }),
      },
    });
    await expect(signIn('ada@example.com', 'secret')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
    });
  });
});

describe('session freshness', () => {
  const SESSION_PATH = '/api/auth/get-session';

  // better-auth's client flips its session signal 10 ms after a sign-in or sign-out returns (a
  // real timer), and the app then reads the session again. The sign-ins of the tests above, or
  // of another file in this worker, must have flipped it before these tests mount the app:
  // landing in one of them, it added a request they did not make (seen in CI, 1 run in 5).
  beforeEach(() => new Promise((resolve) => setTimeout(resolve, 20)));

  function renderUseAuth(session: ReturnType<typeof makeSession> | null) {
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { isAuthEnabled: true, session });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(AppProvider, { queryClient, children });
    return renderHook(() => useAuth(), { wrapper });
  }

  it('checks a signed-in session again every 5 minutes', async () => {
    vi.useFakeTimers();
    const api = fakeApi({ session: makeSession() });
    renderUseAuth(makeSession());
    expect(api.requestsTo(SESSION_PATH)).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFETCH_INTERVAL_MS));
    expect(api.requestsTo(SESSION_PATH)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFETCH_INTERVAL_MS));
    expect(api.requestsTo(SESSION_PATH)).toHaveLength(2);
  });

  it('does not poll while nobody is signed in', async () => {
    vi.useFakeTimers();
    const api = fakeApi();
    renderUseAuth(null);
    await act(() => vi.advanceTimersByTimeAsync(3 * SESSION_REFETCH_INTERVAL_MS));
    expect(api.requestsTo(SESSION_PATH)).toHaveLength(0);
  });

  it('checks the session again when the window regains focus', async () => {
    vi.useFakeTimers();
    const api = fakeApi({ session: makeSession() });
    renderUseAuth(makeSession());
    // Coming back at once does nothing (the session was just read); a minute later it checks.
    window.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(api.requestsTo(SESSION_PATH)).toHaveLength(0);

    window.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(api.requestsTo(SESSION_PATH)).toHaveLength(1);
  });
});
