import type { FakeReply } from '../../test/fake-api';

/** Helpers for the auth screens' tests (not used by the app); the API is `fakeApi`. */

/** better-auth's refusal (`{ code, message }`, not the app's error envelope) for `fakeApi`. */
export const authErrorReply = (
  status: number,
  body: { code?: string; message?: string },
): FakeReply => ({ status, body });
