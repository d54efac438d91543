import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { PreparingPGlite } from './pglite-prepared';
import * as schema from './schema';

/** The one database type the rest of the server sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call again, and across instances on PostgreSQL. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: instances starting together take turns to migrate under this lock. */
const MIGRATION_LOCK_ID = 7_140_112;

/**
 * The only place that knows PGlite from PostgreSQL: a `postgres://` URL opens a pool, anything
 * else embedded PGlite, on disk under `dataDir` or in memory when `dataDir` is null (tests).
 */
export async function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string | null;
  /** In memory only: start from this dump (`migratedPgliteDump`) rather than an empty cluster. */
  pgliteDump?: Blob;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.pgliteDump);
}

async function openPglite(dataDir: string | null, dump?: Blob): Promise<DatabaseHandle> {
  let client: PreparingPGlite;
  if (dataDir) {
    const folder = join(dataDir, 'pglite');
    await createPgliteFolder(folder);
    client = new PreparingPGlite(folder);
  } else {
    client = new PreparingPGlite(dump ? { loadDataDir: dump } : {});
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      // After the migrations: a statement prepared before a table changed could not be reused.
      client.enablePreparedStatements();
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * Tests: an in-memory PGlite with every migration applied, dumped once so that each test
 * database loads it (a fraction of a second) instead of making and migrating a cluster (seconds).
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = new PGlite();
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // Uncompressed: loading skips the gunzip, and the file lives only for the run.
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * PGlite writes a new data folder file by file, PG_VERSION first, and takes any folder holding
 * PG_VERSION for a database: a first start killed while it wrote left a folder that stopped
 * every later start. So the folder is made under a temporary name, closed cleanly, and renamed
 * into place (one step on one filesystem). The temporary folder of a start that was killed is
 * removed by the next.
 */
async function createPgliteFolder(folder: string): Promise<void> {
  if (existsSync(join(folder, 'PG_VERSION'))) return;
  // An empty folder is left by earlier versions, which made it before PGlite filled it. Any
  // other folder without PG_VERSION is left to PGlite, as before.
  if (existsSync(folder) && readdirSync(folder).length === 0) rmdirSync(folder);
  if (existsSync(folder)) return;
  const parent = dirname(folder);
  mkdirSync(parent, { recursive: true });
  const prefix = `${basename(folder)}.creating-`;
  for (const entry of readdirSync(parent)) {
    if (!entry.startsWith(prefix)) continue;
    const pid = Number(entry.slice(prefix.length));
    // Our own pid is a killed start's too (a container's server is often pid 1 every time).
    if (pid === process.pid || !isRunning(pid)) {
      rmSync(join(parent, entry), { recursive: true, force: true });
    }
  }
  const temporary = join(parent, `${prefix}${process.pid}`);
  const fresh = new PGlite(temporary);
  await fresh.waitReady;
  await fresh.close();
  renameSync(temporary, folder);
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a failover, an administrator) is reported on
  // the pool; unhandled, that event would crash the process. The pool opens a new one when needed.
  pool.on('error', (error) => {
    console.error('PostgreSQL closed an idle connection:', error.message);
  });
  // Fail at start-up, with the driver's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    async migrate() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), {
          migrationsFolder: MIGRATIONS_FOLDER,
        });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        await client.end();
      }
    },
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
