import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords people pick most, from zxcvbn-ts's common list (about 49,000, drawn from leaked
 * password sets). Only those long enough to pass the 8-character minimum matter here.
 */
const COMMON_PASSWORDS = new Set(
  (dictionary['passwords-common'] as string[])
    .filter((password) => password.length >= 8)
    .map((password) => password.toLowerCase()),
);

/** The server's refusal; the web maps any message starting 'Password should be' (spec §8). */
export const COMMON_PASSWORD_MESSAGE =
  'Password should be harder to guess: this one is on a list of the most common passwords.';

export function isCommonPassword(password: string): boolean {
  // Bounded work whatever was sent: passwords longer than 128 characters are refused anyway.
  return COMMON_PASSWORDS.has(password.slice(0, 200).toLowerCase());
}
