import { existsSync, readFileSync } from 'node:fs';
import type { BlockList } from 'node:net';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppConfig, LpSolver } from '../domain';
import type { LlmReader } from './ai/llm-reader';
import type { AttemptRule } from './auth/attempt-limits';
import type { Auth } from './auth/auth';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './email/mailer';
import { sameOriginWrites, securityHeaders } from './http/browser-defences';
import { createClientAddressResolver } from './http/client-address';
import { AppError, errorBody, handleError } from './http/errors';
import { authRoutes } from './routes/auth.routes';
import { devMailboxRoutes } from './routes/dev-mailbox.routes';
import { emailRoutes } from './routes/email.routes';
import { functionsRoutes } from './routes/functions.routes';
import { meRoutes } from './routes/me';
import { systemRoutes } from './routes/system.routes';

export interface AppDeps {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  /** null when authentication is switched off (AUTH_ENABLED=false). */
  auth: Auth | null;
  mailer: Mailer;
  ai: AppConfig['ai'];
  /** The optional LLM (AI_BASE_URL and AI_MODEL): reads what the built-in reader cannot. */
  llm?: LlmReader | null;
  /** The planner's LP solver (HiGHS, loaded once at start: `loadPlannerSolver()`). */
  solver: LpSolver;
  /** Folder of the built web app; the SPA is served from here with history fallback. */
  webDistDir: string | null;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none when absent. */
  trustedProxies?: BlockList | null;
  /** The address people use (PUBLIC_URL): links in emails point here. */
  publicUrl?: string;
  /** The origins whose pages may change data (PUBLIC_URL, then TRUSTED_ORIGINS). */
  trustedOrigins?: readonly string[];
  /** Calls of each server function per client and window; null turns the limit off (tests). */
  functionRateLimit?: AttemptRule | null;
  /** True once the server is shutting down: readiness then answers 503. */
  isStopping?: () => boolean;
  /** NODE_ENV=production: the local mailbox is never served. */
  isProduction?: boolean;
  log?: (...args: unknown[]) => void;
}

/** The whole HTTP surface; `main.ts` serves it, tests call `app.request()` on it. */
export function createApp(deps: AppDeps) {
  const log = deps.log ?? console.error;
  const app = new Hono();

  app.onError((err, c) => handleError(err, c, log));
  const publicUrl = deps.publicUrl ?? 'http://localhost';
  app.use('*', securityHeaders(publicUrl));
  app.use('/api/*', sameOriginWrites(deps.trustedOrigins ?? [publicUrl]));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) =>
        c.json(errorBody('VALIDATION_FAILED', 'The request body is larger than 1 MB.'), 413),
    }),
  );

  const clientAddress = createClientAddressResolver(deps.trustedProxies ?? null);
  app.route('/api', systemRoutes(deps));
  app.route('/api', emailRoutes(deps, clientAddress));
  app.route('/api/functions', functionsRoutes(deps, clientAddress));
  app.route('/api/me', meRoutes(deps));

  app.route('/api/auth', authRoutes(deps, clientAddress));
  app.route('/', devMailboxRoutes(deps));

  app.all('/api/*', (c) => {
    throw new AppError('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}.`);
  });

  if (deps.webDistDir) mountWebApp(app, deps.webDistDir);
  return app;
}

function mountWebApp(app: Hono, webDistDir: string) {
  const indexFile = join(webDistDir, 'index.html');
  app.use('/assets/*', compress(), async (c, next) => {
    await next();
    // Vite names assets by content hash, so they never change under the same URL.
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', compress(), serveStatic({ root: webDistDir }));
  // History fallback: any other GET that wants a page gets the app, which routes on the client.
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
