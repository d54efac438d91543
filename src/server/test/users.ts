import { listOutbox } from '../email/mailer';
import { fromAddress, TEST_ORIGIN, type TestContext } from './test-app';

export const TEST_PASSWORD = 'plum orchard 42';

let addressCount = 0;

/**
 * Each user's requests come from their own address, so better-auth's per-address limits (a
 * shared bucket when no address is known) never trip over a file that signs up many people.
 */
function nextAddress(): string {
  addressCount += 1;
  return `198.51.${Math.floor(addressCount / 250) % 250}.${(addressCount % 250) + 1}`;
}

export function postJson(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
    body: JSON.stringify(body),
  };
}

async function failWith(step: string, res: Response): Promise<never> {
  throw new Error(`${step} answered ${res.status}: ${await res.text()}`);
}

/**
 * Signs up through /api/auth, follows the confirmation link mailed to the outbox, signs in,
 * and returns the session cookie as a `cookie` header value.
 */
export async function signUpConfirmedUser(
  ctx: TestContext,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const address = fromAddress(nextAddress());
  const signUp = await ctx.app.request(
    '/api/auth/sign-up/email',
    postJson({ name: 'Test Person', email, password, callbackURL: '/auth/callback' }),
    address,
  );
  if (signUp.status !== 200) await failWith('sign-up', signUp);

  const mail = (await listOutbox(ctx.database.db, 500)).find((message) => message.to === email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no confirmation mail for ${email} in the outbox`);
  const url = new URL(link);
  const verify = await ctx.app.request(`${url.pathname}${url.search}`, {}, address);
  if (verify.status !== 302) await failWith('confirmation', verify);

  const signIn = await signInUser(ctx, email, password, address);
  if (signIn.status !== 200) await failWith('sign-in', signIn);
  const cookie = signIn.headers.get('set-cookie')?.split(';')[0];
  if (!cookie?.includes('session_token=')) throw new Error('sign-in set no session cookie');
  return cookie;
}

export async function signInUser(
  ctx: TestContext,
  email: string,
  password: string,
  address = fromAddress(nextAddress()),
): Promise<Response> {
  return await ctx.app.request('/api/auth/sign-in/email', postJson({ email, password }), address);
}
