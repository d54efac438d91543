import { Hono } from 'hono';
import { HealthDataUpdateSchema } from '#domain';
import {
  currentSnapshotReader,
  listSnapshots,
  saveHealthData,
} from '../../db/repositories/health-data';
import type { AppDeps } from '../../deps';
import { LimitQuerySchema, parseBody, parseQuery } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';

/** `/api/me/health-data`: versioned snapshots; saving one also updates the per-table rows. */
export function healthDataRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const findCurrentSnapshot = currentSnapshotReader(db);
  return new Hono<SignedInEnv>()
    .get('/current', async (c) => c.json({ snapshot: await findCurrentSnapshot(c.get('user').id) }))
    .get('/history', async (c) => {
      const { limit } = parseQuery(c, LimitQuerySchema);
      return c.json({ items: await listSnapshots(db, c.get('user').id, { limit }) });
    })
    .post('/', async (c) => {
      const update = await parseBody(c, HealthDataUpdateSchema);
      const snapshot = await saveHealthData(db, c.get('user'), update, new Date());
      return c.json({ snapshot }, 201);
    });
}
