import { ApiRequestError } from '../../lib/api-error';

/** Which screen (or action) failed: each has its own wording (spec §8). */
export type AuthErrorKind =
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'resend-verification';

/** Spec §8 fallbacks, shown when the server gave no usable message or could not be reached. */
export const AUTH_ERROR_FALLBACKS: Record<AuthErrorKind, string> = {
  login: 'Failed to sign in. Please try again.',
  register: 'Failed to create account. Please try again.',
  'forgot-password': 'Failed to send reset email. Please try again.',
  'reset-password': 'Failed to update password. Please try again.',
  'resend-verification': 'Failed to send verification email. Please try again.',
};

export const AUTH_ERROR_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailNotConfirmed: 'Please verify your email before signing in',
  alreadyRegistered: 'This email is already registered',
  weakPassword: 'Password is too weak. Please use a stronger password.',
  invalidResetLink: 'This reset link is invalid or has expired. Please request a new one.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

/** Codes of ours meaning "the server said nothing we could show" (see `api-client.ts`). */
const NO_SERVER_MESSAGE_CODES = new Set(['NETWORK_ERROR', 'HTTP_ERROR', 'INVALID_RESPONSE']);

const WEAK_PASSWORD_CODES = new Set([
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_COMPROMISED',
]);

interface ErrorFacts {
  status: number | undefined;
  code: string | undefined;
  message: string | undefined;
}

function factsOf(error: unknown): ErrorFacts {
  if (error instanceof ApiRequestError) {
    return { status: error.status, code: error.code, message: error.message };
  }
  if (error instanceof Error) return { status: undefined, code: undefined, message: error.message };
  return { status: undefined, code: undefined, message: undefined };
}

const mentions = (message: string | undefined, text: string) =>
  message?.toLowerCase().includes(text.toLowerCase()) ?? false;

/** Sign-in refused because the address is not confirmed yet (offer to resend the email). */
export function isEmailNotConfirmed(error: unknown): boolean {
  const { code, message } = factsOf(error);
  return code === 'EMAIL_NOT_VERIFIED' || mentions(message, 'Email not confirmed');
}

function isWeakPassword({ code, message }: ErrorFacts): boolean {
  return (
    (code !== undefined && WEAK_PASSWORD_CODES.has(code)) || mentions(message, 'Password should be')
  );
}

/**
 * What to tell the person when an auth call fails (spec §8). The spec's texts were written for
 * another backend's messages ('Invalid login credentials', ...); better-auth's codes for the same
 * cases map to the same texts. A 429 shows the server's message. No message (a network failure,
 * a reply without one) and server errors (5xx, whose message is not meant for people) give the
 * screen's fallback.
 */
export function authErrorMessage(kind: AuthErrorKind, error: unknown): string {
  const facts = factsOf(error);
  const { status, code, message } = facts;
  const hasUsableMessage =
    message !== undefined &&
    message.trim() !== '' &&
    !(code !== undefined && NO_SERVER_MESSAGE_CODES.has(code)) &&
    !(status !== undefined && status >= 500);

  if (status === 429 || code === 'RATE_LIMITED') {
    return hasUsableMessage ? message : AUTH_ERROR_MESSAGES.tooManyAttempts;
  }

  switch (kind) {
    case 'login':
      if (code === 'INVALID_EMAIL_OR_PASSWORD' || mentions(message, 'Invalid login credentials')) {
        return AUTH_ERROR_MESSAGES.invalidCredentials;
      }
      if (isEmailNotConfirmed(error)) return AUTH_ERROR_MESSAGES.emailNotConfirmed;
      break;
    case 'register':
      if (code?.startsWith('USER_ALREADY_EXISTS') || mentions(message, 'already registered')) {
        return AUTH_ERROR_MESSAGES.alreadyRegistered;
      }
      if (isWeakPassword(facts)) return AUTH_ERROR_MESSAGES.weakPassword;
      break;
    case 'reset-password':
      if (code === 'INVALID_TOKEN') return AUTH_ERROR_MESSAGES.invalidResetLink;
      if (isWeakPassword(facts)) return AUTH_ERROR_MESSAGES.weakPassword;
      break;
    default:
      break;
  }

  return hasUsableMessage ? message : AUTH_ERROR_FALLBACKS[kind];
}
