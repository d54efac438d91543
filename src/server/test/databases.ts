import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { givePgliteBack, takePglite } from './pglite-pool';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Integration tests run on PGlite always, and on PostgreSQL too when DATABASE_URL is set
 * (CI sets it to the local server). Use with `describe.each(databaseKinds())`.
 */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends DatabaseHandle {
  /**
   * Drops what the test made: empties PGlite for the next test (pglite-pool.ts), or closes and
   * drops the PostgreSQL database. Call it once the test no longer uses the database.
   */
  dispose(): Promise<void>;
  /** PostgreSQL: the database's URL, for a second connection (another server instance). */
  url?: string;
}

/** A fresh, migrated database of the given kind: in-memory PGlite, or a new PostgreSQL database. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const handle = await takePglite();
    let isDone = false;
    return {
      ...handle,
      async close() {
        isDone = true;
        await handle.close();
      },
      async dispose() {
        if (isDone) return;
        isDone = true;
        await givePgliteBack(handle);
      },
    };
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const name = `phn_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async dispose() {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
