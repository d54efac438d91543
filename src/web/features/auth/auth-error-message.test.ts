import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-error';
import { type AuthErrorKind, authErrorMessage, isEmailNotConfirmed } from './auth-error-message';

const apiError = (status: number, code: string, message: string) =>
  new ApiRequestError({ status, code, message });

const networkError = apiError(0, 'NETWORK_ERROR', 'Could not reach the server.');

describe('authErrorMessage', () => {
  it.each<[string, AuthErrorKind, unknown, string]>([
    [
      'a wrong password (better-auth code)',
      'login',
      apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
      'Invalid email or password',
    ],
    [
      "the spec's 'Invalid login credentials'",
      'login',
      new Error('Invalid login credentials'),
      'Invalid email or password',
    ],
    [
      'an unconfirmed address (better-auth code)',
      'login',
      apiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'),
      'Please verify your email before signing in',
    ],
    [
      "the spec's 'Email not confirmed'",
      'login',
      new Error('Email not confirmed'),
      'Please verify your email before signing in',
    ],
    [
      'any other sign-in failure with a message',
      'login',
      apiError(400, 'INVALID_EMAIL', 'Invalid email'),
      'Invalid email',
    ],
    ['a sign-in failure without a message', 'login', {}, 'Failed to sign in. Please try again.'],
    ['a sign-in network failure', 'login', networkError, 'Failed to sign in. Please try again.'],
    [
      'an address already in use',
      'register',
      apiError(
        422,
        'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        'User already exists. Use another email.',
      ),
      'This email is already registered',
    ],
    [
      'the plain USER_ALREADY_EXISTS code',
      'register',
      apiError(422, 'USER_ALREADY_EXISTS', 'User already exists.'),
      'This email is already registered',
    ],
    [
      "the spec's 'already registered'",
      'register',
      new Error('User already registered'),
      'This email is already registered',
    ],
    [
      'a common password',
      'register',
      apiError(
        400,
        'PASSWORD_COMPROMISED',
        'Password should be harder to guess: it is a common one',
      ),
      'Password is too weak. Please use a stronger password.',
    ],
    [
      "a message starting 'Password should be' whatever its code",
      'register',
      apiError(400, 'VALIDATION_FAILED', 'Password should be at least 8 characters'),
      'Password is too weak. Please use a stronger password.',
    ],
    [
      'a too-short password',
      'register',
      apiError(400, 'PASSWORD_TOO_SHORT', 'Password too short'),
      'Password is too weak. Please use a stronger password.',
    ],
    [
      'a too-long password',
      'register',
      apiError(400, 'PASSWORD_TOO_LONG', 'Password too long'),
      'Password is too weak. Please use a stronger password.',
    ],
    [
      'any other sign-up failure with a message',
      'register',
      apiError(400, 'INVALID_EMAIL', 'Invalid email'),
      'Invalid email',
    ],
    [
      'a sign-up network failure',
      'register',
      networkError,
      'Failed to create account. Please try again.',
    ],
    [
      'a reset request failure with a message',
      'forgot-password',
      apiError(400, 'INVALID_EMAIL', 'Invalid email'),
      'Invalid email',
    ],
    [
      'a reset request network failure',
      'forgot-password',
      networkError,
      'Failed to send reset email. Please try again.',
    ],
    [
      'an expired reset link',
      'reset-password',
      apiError(400, 'INVALID_TOKEN', 'Invalid token'),
      'This reset link is invalid or has expired. Please request a new one.',
    ],
    [
      'a weak new password',
      'reset-password',
      apiError(400, 'PASSWORD_TOO_SHORT', 'Password too short'),
      'Password is too weak. Please use a stronger password.',
    ],
    [
      'a resend network failure',
      'resend-verification',
      networkError,
      'Failed to send verification email. Please try again.',
    ],
  ])('maps %s', (_case, kind, error, expected) => {
    expect(authErrorMessage(kind, error)).toBe(expected);
  });

  it.each<AuthErrorKind>(['login', 'register', 'forgot-password'])(
    'shows the server message of a 429 on %s',
    (kind) => {
      const error = apiError(429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
      expect(authErrorMessage(kind, error)).toBe('Too many requests. Please try again later.');
    },
  );

  it('says to wait when a 429 carries no message', () => {
    expect(authErrorMessage('login', apiError(429, 'HTTP_ERROR', 'status 429'))).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
  });

  it('does not show a server error message (5xx) to people', () => {
    expect(authErrorMessage('register', apiError(500, 'INTERNAL', 'Internal Server Error'))).toBe(
      'Failed to create account. Please try again.',
    );
  });

  it('does not treat sign-in codes as sign-up ones', () => {
    const error = apiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified');
    expect(authErrorMessage('register', error)).toBe('Email not verified');
  });
});

describe('isEmailNotConfirmed', () => {
  it('recognises the unconfirmed-address refusal only', () => {
    expect(isEmailNotConfirmed(apiError(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'))).toBe(
      true,
    );
    expect(isEmailNotConfirmed(new Error('Email not confirmed'))).toBe(true);
    expect(
      isEmailNotConfirmed(apiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password')),
    ).toBe(false);
    expect(isEmailNotConfirmed(undefined)).toBe(false);
  });
});
