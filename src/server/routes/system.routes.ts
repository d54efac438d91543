import { Hono } from 'hono';
import type { AppConfig } from '../../domain';
import type { AppDeps } from '../app';
import { pingDatabase } from '../db/client';
import { AppError } from '../http/errors';
import { isMailboxOpen } from './dev-mailbox.routes';

/** `/api/health` (the database answers) and `/api/config` (which services are on). */
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

  return (
    new Hono()
      .get('/health', async (c) => {
        try {
          await pingDatabase(deps.database.db);
        } catch (cause) {
          (deps.log ?? console.error)('Health check: database did not answer', cause);
          throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering.');
        }
        c.header('Cache-Control', 'no-store');
        return c.json({ status: 'ok', database: deps.database.kind });
      })
      // Whether the mailbox is open depends on who asks, so the answer is not cached.
      .get('/config', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(config(isMailboxOpen(deps, c)));
      })
  );
}
