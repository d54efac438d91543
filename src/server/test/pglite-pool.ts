import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../db/client';

/**
 * In-memory PGlite databases for the server tests, made cheaply. Making a cluster and migrating
 * it costs seconds of CPU; loading the migrated dump that `global-setup.ts` made once for the run
 * costs most of one; emptying a database a test has finished with costs milliseconds. So a test
 * takes an emptied database when this worker has one (the server project shares one module
 * graph per worker, `isolate: false`), and loads the dump otherwise.
 *
 * A database goes back only if its shape (tables, columns, indexes, sequences, functions,
 * triggers) is still the migrated one; then every table is truncated and its identity sequences
 * restarted, which leaves it as a freshly loaded dump. A test that changed the shape, closed the
 * database or could not have it emptied has it closed instead.
 */

/** Emptied databases this worker keeps for the next test; more are closed (each is ~150 MB). */
const MAX_IDLE = 2;
const idle: DatabaseHandle[] = [];
let migratedShape: string | undefined;
let dumpRead: { path: string; dump: Promise<Blob> } | undefined;

/** The migrated dump of this run, read once per worker; none when the run has no global set-up. */
function migratedDump(): Promise<Blob> | undefined {
  const path = inject('migratedPgliteDumpPath');
  if (!path) return undefined;
  if (dumpRead?.path !== path) {
    dumpRead = { path, dump: readFile(path).then((bytes) => new Blob([bytes])) };
  }
  return dumpRead.dump;
}

/** Everything a test could add or change in the schema, as one comparable text. */
async function shapeOf(handle: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ shape: string }>(
    handle.db,
    sql`select string_agg(item, E'\n' order by item) as shape from (
      select 'column ' || table_name || '.' || column_name || ' ' || data_type || ' '
        || is_nullable || ' ' || coalesce(column_default, '') as item
        from information_schema.columns where table_schema = 'public'
      union all select 'index ' || indexdef from pg_indexes where schemaname = 'public'
      union all select 'sequence ' || sequencename from pg_sequences where schemaname = 'public'
      union all select 'constraint ' || conrelid::regclass || ' ' || pg_get_constraintdef(oid)
        from pg_constraint where connamespace = 'public'::regnamespace
      union all select 'function ' || p.oid::regprocedure from pg_proc p
        where p.pronamespace = 'public'::regnamespace
      union all select 'trigger ' || tgrelid::regclass || ' ' || tgname from pg_trigger
        where not tgisinternal
    ) items`,
  );
  return row?.shape ?? '';
}

/** A migrated in-memory PGlite with no rows: an emptied one of this worker's, or the dump. */
export async function takePglite(): Promise<DatabaseHandle> {
  const reused = idle.pop();
  if (reused) return reused;
  const dump = migratedDump();
  const handle = await openDatabase({
    databaseUrl: null,
    dataDir: null,
    ...(dump ? { pgliteDump: await dump } : {}),
  });
  // On the dump this finds every migration applied; without one it applies them all.
  await handle.migrate();
  migratedShape ??= await shapeOf(handle);
  return handle;
}

/** Empties a database a test has finished with and keeps it for the next, or closes it. */
export async function givePgliteBack(handle: DatabaseHandle): Promise<void> {
  try {
    if (idle.length < MAX_IDLE && (await shapeOf(handle)) === migratedShape) {
      const tables = await queryRows<{ name: string }>(
        handle.db,
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      );
      const list = tables.map((table) => table.name).join(', ');
      await handle.db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
      idle.push(handle);
      return;
    }
  } catch {
    // Not emptied (a test broke it on purpose, say): it is closed below, never reused.
  }
  await handle.close();
}
