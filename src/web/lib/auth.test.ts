import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
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

function stubAuthServer(reply: (path: string) => Response) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
    reply(new URL(String(input), window.location.origin).pathname),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodyOf = (fetchMock: ReturnType<typeof stubAuthServer>, index = 0) =>
  JSON.parse(String(fetchMock.mock.calls[index]?.[1]?.body));

describe('product-level auth operations', () => {
  it('signUp sends the full name as name, the confirmation target, and returns the message', async () => {
    const fetchMock = stubAuthServer(() => Response.json({ token: null, user: {} }));
    await expect(
      signUp('ada@example.com', 'a long passphrase', { full_name: 'Ada King Lovelace' }),
    ).resolves.toBe('Please check your email to verify your account');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/sign-up/email');
    expect(bodyOf(fetchMock)).toEqual({
      name: 'Ada King Lovelace',
      email: 'ada@example.com',
      password: 'a long passphrase',
      callbackURL: '/auth/callback',
    });
  });

  it('signIn posts the email and password', async () => {
    const fetchMock = stubAuthServer(() => Response.json({ token: 't', user: {} }));
    await expect(signIn('ada@example.com', 'secret')).resolves.toBe('Signed in successfully');
    expect(bodyOf(fetchMock)).toEqual({ email: 'ada@example.com', password: 'secret' });
  });

  it('resetPassword requests the mail with the reset page as target', async () => {
    const fetchMock = stubAuthServer(() => Response.json({ status: true }));
    await expect(resetPassword('ada@example.com')).resolves.toBe(
      'Password reset email sent. Please check your inbox.',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/request-password-reset');
    expect(bodyOf(fetchMock)).toEqual({
      email: 'ada@example.com',
      redirectTo: '/auth/reset-password',
    });
  });

  it('updatePassword sends the token and the new password', async () => {
    const fetchMock = stubAuthServer(() => Response.json({ status: true }));
    await expect(updatePassword('tok', 'a new passphrase')).resolves.toBe(
      'Password updated successfully',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/reset-password');
    expect(bodyOf(fetchMock)).toEqual({ token: 'tok', newPassword: 'a new passphrase' });
  });

  it('resendVerification asks for the confirmation email again', async () => {
    const fetchMock = stubAuthServer(() => Response.json({ status: true }));
    await expect(resendVerification('ada@example.com')).resolves.toBe(
      'Verification email sent. Please check your inbox.',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/auth/send-verification-email');
    expect(bodyOf(fetchMock)).toEqual({ email: 'ada@example.com', callbackURL: '/auth/callback' });
  });

  it("throws the server's status, code and message", async () => {
    stubAuthServer(() =>
      Response.json(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        { status: 401 },
      ),
    );
    const error = await signIn('ada@example.com', 'wrong').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
  });

  it('marks a rate-limited reply without a code as RATE_LIMITED', async () => {
    stubAuthServer(() =>
      Response.json({ message: 'Too many requests. Please try again later.' }, { status: 429 }),
    );
    await expect(resetPassword('ada@example.com')).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      signUp('a@example.com', 'a long passphrase', { full_name: 'A' }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('reports a reply without a message as HTTP_ERROR', async () => {
    stubAuthServer(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(signIn('ada@example.com', 'secret')).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
    });
  });
});

describe('session freshness', () => {
  function renderUseAuth(session: ReturnType<typeof makeSession> | null) {
    const queryClient = createTestQueryClient();
    seedAuth(queryClient, { isAuthEnabled: true, session });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(AppProvider, { queryClient, children });
    return renderHook(() => useAuth(), { wrapper });
  }

  const sessionChecks = (fetchMock: ReturnType<typeof stubAuthServer>) =>
    fetchMock.mock.calls.filter(([input]) => String(input).includes('/get-session')).length;

  it('checks a signed-in session again every 5 minutes', async () => {
    vi.useFakeTimers();
    const fetchMock = stubAuthServer(() => Response.json(makeSession()));
    renderUseAuth(makeSession());
    expect(sessionChecks(fetchMock)).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFETCH_INTERVAL_MS));
    expect(sessionChecks(fetchMock)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(SESSION_REFETCH_INTERVAL_MS));
    expect(sessionChecks(fetchMock)).toBe(2);
  });

  it('does not poll while nobody is signed in', async () => {
    vi.useFakeTimers();
    const fetchMock = stubAuthServer(() => Response.json(null));
    renderUseAuth(null);
    await act(() => vi.advanceTimersByTimeAsync(3 * SESSION_REFETCH_INTERVAL_MS));
    expect(sessionChecks(fetchMock)).toBe(0);
  });

  it('checks the session again when the window regains focus', async () => {
    vi.useFakeTimers();
    const fetchMock = stubAuthServer(() => Response.json(makeSession()));
    renderUseAuth(makeSession());
    // Coming back at once does nothing (the session was just read); a minute later it checks.
    window.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(sessionChecks(fetchMock)).toBe(0);

    window.dispatchEvent(new Event('visibilitychange'));
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(sessionChecks(fetchMock)).toBe(1);
  });
});
