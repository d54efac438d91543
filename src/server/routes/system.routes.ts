import { type Context, Hono } from 'hono';
import type { AppConfig } from '#domain';
import { pingDatabase } from '../db/client';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { isMailboxOpen } from './dev-mailbox.routes';

/** `/api/health` (ready, live) and `/api/config` (which services are on). */
export function systemRoutes(deps: AppDeps) {
  const config = (mailbox: boolean): AppConfig => ({
    auth: { enabled: deps.auth !== null },
    email: {
      enabled: deps.mailer.transport !== 'off',
      transport: deps.mailer.transport === 'off' ? null : deps.mailer.transport,
      mailbox,
    },
    ai: deps.ai,
  });

  /** Ready: not shutting down, and the database answers. */
  const ready = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    if (deps.isStopping?.()) {
      throw new AppError('SERVICE_UNAVAILABLE', 'The server is shutting down.');
    }
    try {
      await pingDatabase(deps.database.db);
    } catch (cause) {
      (deps.log ?? console.error)('Health check: database did not answer', cause);
      throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering.');
    }
    return c.json({ status: 'ok', database: deps.database.kind });
  };

  return (
    new Hono()
      // Readiness (send traffic here?) at /api/health and /api/health/ready; liveness (is the
      // process answering at all?) at /api/health/live, which touches nothing else.
      .get('/health', ready)
      .get('/health/ready', ready)
      .get('/health/live', (c) => {
        c.header('Cache-Control', 'no-store');
        const eventLoop = deps.eventLoop?.read();
        return c.json({ status: 'ok', ...(eventLoop ? { eventLoopDelayMs: eventLoop } : {}) });
      })
      // Whether the mailbox is open depends on who asks, so the answer is not cached.
      .get('/config', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(config(isMailboxOpen(deps, c)));
      })
  );
}
