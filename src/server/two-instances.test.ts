import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from './test/databases';
import { meClient } from './test/me-client';
import { createTestApp, TEST_ORIGIN, type TestContext } from './test/test-app';
import { signUpConfirmedUser } from './test/users';

// Issue 15 (Must show): two server instances on one database keep nothing the other needs. A
// session made on one works on the other, and data written through one is read through the
// other. (The shared rate limit is in routes/functions-rate-limit.test.ts.)

describe.each(databaseKinds())('two instances on one database (%s)', (kind) => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    first = await createTestApp(kind);
    second = await createTestApp(kind, { sharedDatabase: first.database });
  });
  afterAll(async () => {
    await first.database.dispose();
  });

  it('takes a session made on one on the other, and reads there what was written here', async () => {
    const cookie = await signUpConfirmedUser(first, 'ines@example.com');
    const session = await second.app.request('/api/auth/get-session', { headers: { cookie } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(
      'ines@example.com',
    );

    const written = await meClient(first, cookie).put('/profile', { firstName: 'Inés' });
    expect(written.status).toBe(200);
    const read = await meClient(second, cookie).get<{ profile: { firstName: string } }>('/profile');
    expect(read.status).toBe(200);
    expect(read.body.profile.firstName).toBe('Inés');

    // Signed out on the second, the session is gone on the first too.
    const signOut = await second.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    expect((await meClient(first, cookie).get('/profile')).status).toBe(401);
  });
});
