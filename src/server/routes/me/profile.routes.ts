import { Hono } from 'hono';
import { ProfileUpdateSchema } from '#domain';
import { findProfile, upsertProfile } from '../../db/repositories/profiles';
import type { AppDeps } from '../../deps';
import { parseBody } from '../../http/parse';
import type { SignedInEnv } from '../../http/require-user';

/** `/api/me/profile`: the user_profiles row. */
export function profileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<SignedInEnv>()
    .get('/', async (c) => c.json({ profile: await findProfile(db, c.get('user').id) }))
    .put('/', async (c) => {
      const update = await parseBody(c, ProfileUpdateSchema);
      return c.json({ profile: await upsertProfile(db, c.get('user'), update) });
    });
}
