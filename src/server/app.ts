import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppDeps } from './deps';
import { sameOriginWrites, securityHeaders } from './http/browser-defences';
import { createClientAddressResolver } from './http/client-address';
import { compressReplies } from './http/compress-replies';
import { REQUEST_TIMEOUT_MS, requestDeadline } from './http/deadline';
import { AppError, errorBody, handleError } from './http/errors';
import { requestLog } from './http/request-log';
import { authRoutes } from './routes/auth.routes';
import { devMailboxRoutes } from './routes/dev-mailbox.routes';
import { emailRoutes } from './routes/email.routes';
import { functionsRoutes } from './routes/functions.routes';
import { logRoutes } from './routes/log.routes';
import { meRoutes } from './routes/me';
import { systemRoutes } from './routes/system.routes';

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
  const limitBody = bodyLimit({
    maxSize: 1024 * 1024,
    onError: (c) =>
      c.json(errorBody('VALIDATION_FAILED', 'The request body is larger than 1 MB.'), 413),
  });
  // GET and HEAD carry no body (the Fetch API refuses one); asking for it would build a web
  // stream for every read.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
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
  // A page served as a file (index.html at `/`) names the build's hashed assets: the browser
  // asks again each time, as for the history fallback below.
  app.use(
    '*',
    compress(),
    async (c, next) => {
      await next();
      if (c.res.headers.get('Content-Type')?.startsWith('text/html')) {
        c.header('Cache-Control', 'no-cache');
      }
    },
    serveStatic({ root: webDistDir }),
  );
  // History fallback: any other GET that wants a page gets the app, which routes on the client;
  // a page with a frame of its own (frames/<name>.html) opens with it.
  app.get('*', compress(), (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it).', 503);
    }
    const frame = frameFile(webDistDir, c.req.path);
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(frame && existsSync(frame) ? frame : indexFile, 'utf8'));
  });
}

/** A page's own frame, as the build writes it: '/analysis' (or '/analysis/') -> frames/analysis.html. */
function frameFile(webDistDir: string, path: string): string | null {
  // One word of letters and hyphens: no other file can be named, and the match is linear.
  const name = path.length <= 64 ? /^\/([a-z-]+)\/*$/.exec(path)?.[1] : undefined;
  return name === undefined ? null : join(webDistDir, 'frames', `${name}.html`);
}
