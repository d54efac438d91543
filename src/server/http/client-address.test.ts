import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fromAddress } from '../test/test-app';
import {
  createClientAddressResolver,
  isLoopbackAddress,
  normalizeAddress,
  parseTrustedProxies,
} from './client-address';

async function resolve(trusted: string[], socket: string | null, forwardedFor?: string) {
  const parsed = parseTrustedProxies(trusted);
  if (!parsed.ok) throw new Error(parsed.bad);
  const resolver = createClientAddressResolver(trusted.length ? parsed.list : null);
  const app = new Hono().get('/', (c) => c.json({ address: resolver(c) }));
  const init = forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {};
  const res = await app.request('/', init, socket ? fromAddress(socket) : undefined);
  return ((await res.json()) as { address: string | null }).address;
}

describe('client address', () => {
  it('is the socket address, whatever X-Forwarded-For says, with no trusted proxies', async () => {
    expect(await resolve([], '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(await resolve([], '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(await resolve([], null, '1.2.3.4')).toBeNull();
  });

  it('believes X-Forwarded-For only from a trusted proxy, right to left past trusted hops', async () => {
    expect(await resolve(['10.0.0.0/24'], '10.0.0.2', '198.51.100.7, 10.0.0.9')).toBe(
      '198.51.100.7',
    );
    // A client-written left part cannot win over the address the proxy saw.
    expect(await resolve(['10.0.0.2'], '10.0.0.2', '127.0.0.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await resolve(['10.0.0.2'], '203.0.113.1', '198.51.100.7')).toBe('203.0.113.1');
    // Garbage in the chain: the proxy's own address, never the garbage.
    expect(await resolve(['10.0.0.2'], '10.0.0.2', 'not-an-ip')).toBe('10.0.0.2');
  });

  it('reads only the end of a very long X-Forwarded-For', async () => {
    const long = `${'9.9.9.9, '.repeat(5000)}198.51.100.8`;
    expect(await resolve(['10.0.0.2'], '10.0.0.2', long)).toBe('198.51.100.8');
  });

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.255.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['128.0.0.1', '10.0.0.1', '::2', '', 'localhost', null]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
    expect(normalizeAddress(' ::FFFF:10.0.0.1 ')).toBe('10.0.0.1');
  });

  it('rejects entries that are neither an address nor a range', () => {
    expect(parseTrustedProxies(['10.0.0.1', '2001:db8::/32']).ok).toBe(true);
    expect(parseTrustedProxies(['10.0.0.1/40'])).toEqual({ ok: false, bad: '10.0.0.1/40' });
    expect(parseTrustedProxies(['proxy'])).toEqual({ ok: false, bad: 'proxy' });
  });
});
