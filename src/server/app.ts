import { existsSync, readFileSync } from 'node:fs';
import type { BlockList } from 'node:net';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import type { AppConfig } from '../domain';
import type { LlmReader } from './ai/llm-reader';
import type { AttemptRule } from './auth/attempt-limits';
import type { Auth } from './auth/auth';
import type { DatabaseHandle } from './db/client';
import type { Mailer } from './email/mailer';
import type { Engine } from './engine/engine';
import { sameOriginWrites, securityHeaders } from './http/browser-defences';
import { createClientAddressResolver } from './http/client-address';
import { compressReplies } from './http/compress-replies';
import { REQUEST_TIMEOUT_MS, requestDeadline } from './http/deadline';
import { AppError, errorBody, handleError } from './http/errors';
import type { EventLoopDelay } from './http/event-loop';
import { requestLog } from './http/request-log';
import { authRoutes } from './routes/auth.routes';
import { devMailboxRoutes } from './routes/dev-mailbox.routes';
import { emailRoutes } from './routes/email.routes';
import { functionsRoutes } from './routes/functions.routes';
import { logRoutes } from './routes/log.routes';
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
  /** Where planning, plan edits and analysis run: the server's is a pool of worker threads. */
  engine: Engine;
  /** How long any API request may run before it is answered 503 (default REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
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
  /** Recent event-loop delay, reported by `/api/health/live` (main.ts: `watchEventLoop()`). */
  eventLoop?: { read(): EventLoopDelay };
  /** True once the server is shutting down: readiness then answers 503. */
  isStopping?: () => boolean;
  /** NODE_ENV=production: the local mailbox is never served. */
  isProduction?: boolean;
  log?: (...args: unknown[]) => void;
  /** The JSON logger (pino): one line per request with its id (main.ts). */
  logger?: Logger;
}

/** The whole HTTP surface; `main.ts` serves it, tests call `app.request()` on it. */
export function createApp(deps: AppDeps) {
  const log = deps.log ?? console.error;
  const app = new Hono();

  app.onError((err, c) => handleError(err, c, log));
  if (deps.logger) app.use('*', requestLog(deps.logger));
  const publicUrl = deps.publicUrl ?? 'http://localhost';
  app.use('*', securityHeaders(publicUrl));
  app.use('/api/*', sameOriginWrites(deps.trustedOrigins ?? [publicUrl]));
  app.use('/api/*', requestDeadline(deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS));
  // Replies over 1 KB (a meal plan is 60–120 KB of JSON) go out compressed.
  app.use('/api/*', compressReplies());
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
  app.route('/api', logRoutes());

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
  // Vite names assets by content hash, so they never change under the same URL; the build
  // stores each compressed with brotli and gzip beside it (scripts/precompress-web.mjs).
  app.use(
    '/assets/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: webDistDir, precompressed: true }),
  );
  // An asset that is not there is a 404, never the app's page.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', compress(), serveStatic({ root: webDistDir }));
  // History fallback: any other GET that wants a page gets the app, which routes on the client.
  app.get('*', compress(), (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it).', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
}
