import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Who is on the other end of a request. The socket's remote address is the truth; a forwarded
 * header (`X-Forwarded-For`) is believed only when the socket belongs to a proxy listed in
 * `TRUSTED_PROXIES`, because anyone can send the header. Rate limits key on this address and the
 * local mailbox opens only to a loopback socket, so neither can be fooled by a header.
 */

/** Forwarded-for lists longer than this are cut: a request does bounded work. */
const MAX_FORWARDED_HEADER_CHARS = 1000;
const MAX_FORWARDED_HOPS = 20;

/** Headers a proxy adds; their presence means the socket is not the person. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** `::ffff:127.0.0.1` (IPv4 on a dual-stack socket) is `127.0.0.1`. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed.toLowerCase();
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export function isLoopbackAddress(address: string | null): boolean {
  if (!address) return false;
  const normalized = normalizeAddress(address);
  const family = isIP(normalized);
  if (family === 0) return false;
  return LOOPBACK.check(normalized, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Parses `TRUSTED_PROXIES` entries (addresses or CIDR ranges). Returns the list, or the first
 * entry that is neither, so config can name it.
 */
export function parseTrustedProxies(
  entries: readonly string[],
): { ok: true; list: BlockList } | { ok: false; bad: string } {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefixText] = entry.split('/');
    const normalized = normalizeAddress(address);
    const family = isIP(normalized);
    if (family === 0) return { ok: false, bad: entry };
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefixText === undefined) {
      list.addAddress(normalized, type);
      continue;
    }
    const prefix = Number(prefixText);
    if (!/^\d{1,3}$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) {
      return { ok: false, bad: entry };
    }
    list.addSubnet(normalized, prefix, type);
  }
  return { ok: true, list };
}

function contains(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The socket's remote address, or null when the request did not come over a socket (tests). */
export function socketAddress(c: Context): string | null {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normalizeAddress(address) : null;
  } catch {
    return null;
  }
}

export function hasForwardingHeaders(headers: Headers): boolean {
  return FORWARDING_HEADERS.some((name) => headers.has(name));
}

export type ClientAddressResolver = (c: Context) => string | null;

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy, the right-most
 * address of `X-Forwarded-For` that is not itself a trusted proxy.
 */
export function createClientAddressResolver(
  trustedProxies: BlockList | null,
): ClientAddressResolver {
  return (c) => {
    const socket = socketAddress(c);
    if (!socket || !trustedProxies || !contains(trustedProxies, socket)) return socket;
    const header = c.req.header('x-forwarded-for');
    if (!header) return socket;
    const hops = header
      .slice(-MAX_FORWARDED_HEADER_CHARS)
      .split(',')
      .slice(-MAX_FORWARDED_HOPS)
      .map(normalizeAddress);
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = hops[index] ?? '';
      if (isIP(hop) === 0) return socket;
      if (!contains(trustedProxies, hop)) return hop;
    }
    return hops[0] ?? socket;
  };
}
