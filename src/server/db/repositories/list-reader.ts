import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../client';
import { type JsonText, jsonArray } from '../json-text';

/** A table of the user's data: a list reads whose rows they are, and orders them by these. */
type UserTable = PgTable & { userId: PgColumn; createdAt: PgColumn; id: PgColumn };

interface ListReaderSpec<
  Columns extends SelectedFields,
  Item,
  Option extends string,
  FilterColumn extends PgColumn,
> {
  /** The statements' names on PostgreSQL, unique per statement: `name` and `name_option`. */
  name: string;
  table: UserTable;
  /** What is read of a row: stored JSON as `column::text`, for `toJson` to put in as it is. */
  columns: Columns;
  /** The list's one optional filter: the query option's name and the column it must equal. */
  filter: { option: Option; column: FilterColumn };
  toJson: (row: SelectResultFields<Columns>) => JsonText<Item>;
}

type ListOptions<Option extends string, Value> = { limit: number } & {
  [key in Option]?: Value | undefined;
};

/**
 * A list route's reader of the user's rows, newest first, as JSON text (json-text.ts): the web
 * app reads these lists at every start, so both statements (all rows, or only those whose filter
 * column equals the option) are prepared once per database, named statements on PostgreSQL.
 */
export function listReader<
  Columns extends SelectedFields,
  Item,
  Option extends string,
  FilterColumn extends PgColumn,
>(db: Database, spec: ListReaderSpec<Columns, Item, Option, FilterColumn>) {
  const { table } = spec;
  const { option, column } = spec.filter;
  // Drizzle's builder types do not resolve over a generic selection: the query is built on the
  // plain `SelectedFields`, and its rows are given back the selection's type where they are read.
  const prepare = (filtered: boolean, name: string) =>
    db
      .select(spec.columns as SelectedFields)
      .from(table)
      .where(
        and(
          eq(table.userId, sql.placeholder('userId')),
          filtered ? eq(column, sql.placeholder(option)) : undefined,
        ),
      )
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(sql.placeholder('limit'))
      .prepare(name);
  const all = prepare(false, spec.name);
  const filtered = prepare(true, `${spec.name}_${option}`);
  return async (
    userId: string,
    options: ListOptions<Option, FilterColumn['_']['data']>,
  ): Promise<JsonText<Item[]>> => {
    const { limit } = options;
    const value = options[option];
    const rows =
      value === undefined
        ? await all.execute({ userId, limit })
        : await filtered.execute({ userId, limit, [option]: value });
    return jsonArray((rows as SelectResultFields<Columns>[]).map(spec.toJson));
  };
}
