import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { FakeReply } from '../../test/fake-api';

/** Helpers for the auth screens' tests (not used by the app); the API is `fakeApi`. */

/** better-auth's refusal (`{ code, message }`, not the app's error envelope) for `fakeApi`. */
export const authErrorReply = (
  status: number,
  body: { code?: string; message?: string },
): FakeReply => ({ status, body });

/** Finds `text` and checks it sits in a polite live region (role=status), so it is announced. */
export async function findStatusMessage(text: string | RegExp) {
  const element = await screen.findByText(text);
  expect(element.closest('[role="status"]')).not.toBeNull();
  return element;
}
