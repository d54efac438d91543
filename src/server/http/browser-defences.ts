import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { AppError } from './errors';

/**
 * What a browser is told about every response: only this origin's own scripts, styles, images
 * and connections (no inline script, no framing by other sites), no MIME sniffing, and, when the
 * app is served over https, to come back only over https. A route that sets one of these headers
 * itself (the email previews, shown sandboxed in a frame of the test page) keeps its own.
 */
export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const https = publicUrl.startsWith('https://');
  return secureHeaders({
    overwrite: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: 'DENY',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `https://example.org/path` → `https://example.org`; null for what is not a URL. */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Refuses a request that changes something when a browser says it comes from another site: its
 * `Origin` is not one of the app's (PUBLIC_URL and TRUSTED_ORIGINS), or, without one, its
 * `Sec-Fetch-Site` is not same-origin. A client that is not a browser sends neither and is let
 * through (it holds no visitor's cookies); reads are never refused, since they change nothing.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trustedOrigins.flatMap((url) => originOf(url) ?? []));
  const first = trustedOrigins[0] ?? '';
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const fromElsewhere =
      origin !== undefined
        ? !allowed.has(origin.slice(0, 300))
        : site !== undefined && site !== 'same-origin' && site !== 'none';
    if (fromElsewhere) {
      throw new AppError(
        'FORBIDDEN',
        `This request came from another site (${(origin ?? site ?? '').slice(0, 100)}): changes are taken only from the app's own pages at ${first}.`,
      );
    }
    return next();
  };
}
