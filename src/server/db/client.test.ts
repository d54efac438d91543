import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/databases';
import { queryRows } from './client';

const adminUrl = process.env.DATABASE_URL;

describe.runIf(adminUrl)('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections, and answers again', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
        database.db,
        sql`select current_database() as name`,
      );
      // As a restart or an administrator would: end every connection to this database.
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await queryRows<{ one: number }>(database.db, sql`select 1 as one`);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await database.dispose();
    }
  });
});
