import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedToken } from './session-reader';

const SECRET = 'a secret of at least thirty-two characters';
const NAME = 'better-auth.session_token';
const signed = (token: string, secret = SECRET) =>
  encodeURIComponent(`${token}.${createHmac('sha256', secret).update(token).digest('base64')}`);

describe('signedToken', () => {
  it('reads the token of a cookie signed with the secret, among other cookies', () => {
    expect(signedToken(`theme=dark; ${NAME}=${signed('abc123')}; x=1`, NAME, SECRET)).toBe(
      'abc123',
    );
  });

  it('refuses a signature made with another secret, a changed token or a cut signature', () => {
    expect(signedToken(`${NAME}=${signed('abc123', 'another secret')}`, NAME, SECRET)).toBeNull();
    const other = signed('abc123').replace('abc123', 'abc124');
    expect(signedToken(`${NAME}=${other}`, NAME, SECRET)).toBeNull();
    expect(signedToken(`${NAME}=${signed('abc123').slice(0, -6)}`, NAME, SECRET)).toBeNull();
  });

  it('refuses no cookie, another name, bad URL encoding and an oversized header', () => {
    expect(signedToken(null, NAME, SECRET)).toBeNull();
    expect(signedToken(`__Secure-${NAME}=${signed('abc123')}`, NAME, SECRET)).toBeNull();
    expect(signedToken(`${NAME}=%E0%A4%A`, NAME, SECRET)).toBeNull();
    const padded = `${'a=b; '.repeat(2000)}${NAME}=${signed('abc123')}`;
    expect(signedToken(padded, NAME, SECRET)).toBeNull();
  });
});
