import { messages, PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PREPARED_STATEMENTS, PreparingPGlite } from './pglite-prepared';

const SCHEMA = `
  create table item (
    id serial primary key,
    name text not null unique,
    grams numeric,
    count integer,
    ok boolean,
    at timestamptz,
    data json
  )`;

/** Options like drizzle's: timestamps (and here numerics) left as PostgreSQL wrote them. */
const DRIZZLE_OPTIONS = {
  rowMode: 'array' as const,
  parsers: {
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.NUMERIC]: (value: string) => value,
  },
};

describe('PGlite with prepared statements', () => {
  let plain: PGlite;
  let preparing: PreparingPGlite;

  beforeAll(async () => {
    plain = new PGlite();
    preparing = new PreparingPGlite();
    for (const db of [plain, preparing]) {
      await db.exec(SCHEMA);
    }
    preparing.enablePreparedStatements();
  });
  afterAll(async () => {
    await plain.close();
    await preparing.close();
  });

  /** The same query on both databases: PGlite's own `query`, and the prepared one. */
  async function both(text: string, params: unknown[] = [], options?: object) {
    return [await plain.query(text, params, options), await preparing.query(text, params, options)];
  }

  it('writes and reads every kind of value as PGlite itself does', async () => {
    const at = new Date('2026-11-28T02:30:00.123Z');
    const insert = `insert into item (name, grams, count, ok, at, data)
      values ($1, $2, $3, $4, $5, $6) returning id, name, grams, count, ok, at, data`;
    for (const params of [
      ['oats', 40.5, 3, true, at, { kcal: 150, tags: ['grain'] }],
      ['kale', null, null, false, null, null],
      ['naïve "quote"', '12', 0, 'true', at.toISOString(), '[1,2]'],
    ]) {
      const [expected, actual] = await both(insert, params);
      expect(actual).toEqual(expected);
    }
    for (const options of [undefined, DRIZZLE_OPTIONS]) {
      const [expected, actual] = await both('select * from item order by id', [], options);
      expect(actual).toEqual(expected);
      expect(actual?.rows).toHaveLength(3);
    }
    const [expected, actual] = await both(
      'update item set count = count + 1 where count >= $1',
      [0],
    );
    expect(actual).toEqual(expected);
    expect(actual).toMatchObject({ affectedRows: 2, rowCount: 2, command: 'UPDATE' });
  });

  it('parses each text once and runs it again by name', async () => {
    const before = preparing.preparedStatementCount;
    for (const name of ['oats', 'kale', 'oats']) {
      const { rows } = await preparing.query<{ name: string }>(
        'select name from item where name = $1',
        [name],
      );
      expect(rows).toEqual([{ name }]);
    }
    expect(preparing.preparedStatementCount).toBe(before + 1);
  });

  it('throws PostgreSQL errors as PGlite does, and keeps answering', async () => {
    const duplicate = await preparing
      .query('insert into item (name) values ($1)', ['oats'])
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(messages.DatabaseError);
    expect(duplicate).toMatchObject({
      code: '23505',
      query: 'insert into item (name) values ($1)',
      params: ['oats'],
    });
    const before = preparing.preparedStatementCount;
    await expect(preparing.query('select nme from item')).rejects.toMatchObject({ code: '42703' });
    expect(preparing.preparedStatementCount).toBe(before);
    const { rows } = await preparing.query('select count(*)::int as n from item');
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('waits for an open transaction rather than running inside it', async () => {
    let inside!: () => void;
    const insideTransaction = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const transaction = preparing
      .transaction(async (tx) => {
        await tx.query("insert into item (name) values ('rolled back')");
        inside();
        await finishing;
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await insideTransaction;
    const outside = preparing.query<{ n: number }>(
      "select count(*)::int as n from item where name = 'rolled back'",
    );
    finish();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('prepares nothing until turned on, then at most its cap, answering every text', async () => {
    const db = new PreparingPGlite();
    try {
      await db.query('select 1');
      expect(db.preparedStatementCount).toBe(0);
      db.enablePreparedStatements();
      for (let n = 0; n < MAX_PREPARED_STATEMENTS + 5; n += 1) {
        const { rows } = await db.query<{ n: number }>(`select $1::int + ${n} as n`, [1]);
        expect(rows).toEqual([{ n: n + 1 }]);
      }
      expect(db.preparedStatementCount).toBe(MAX_PREPARED_STATEMENTS);
    } finally {
      await db.close();
    }
  });
});
