import {
  messages as backend,
  PGlite,
  type PGliteOptions,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Statements kept per database. Drizzle writes one SQL text per query shape in our code, so a few
 * dozen are in use; the cap only bounds a text made per request (a list of ids of any length),
 * which past it is parsed on each call as an unnamed statement and not kept.
 */
export const MAX_PREPARED_STATEMENTS = 256;

interface Prepared {
  name: string;
  /** The parameters' type oids, as PostgreSQL inferred them when it parsed the text. */
  parameterTypes: number[];
  /** The columns of its rows (none for a statement that returns no rows). */
  fields: { name: string; dataTypeID: number }[];
}

/**
 * PGlite whose `query` keeps a named prepared statement per SQL text. PGlite's own `query` parses
 * and plans its text on every call, in six protocol exchanges; here the text is parsed once and
 * each later call is one exchange (bind, execute, sync), which costs a fifth as much for
 * the single-row reads behind every signed-in request (decision 026). Parameters are turned into
 * text by PGlite's serializers for the types PostgreSQL gave them, and rows read by its parsers,
 * as its own `query` does. Queries inside `transaction` and `exec` keep PGlite's path.
 */
export class PreparingPGlite extends PGlite {
  readonly #statements = new Map<string, Prepared>();
  #enabled = false;

  constructor(dataDirOrOptions?: string | PGliteOptions) {
    super(dataDirOrOptions as string);
  }

  /** Turned on once the database is open and migrated: PGlite's set-up queries keep its path. */
  enablePreparedStatements(): void {
    this.#enabled = true;
  }

  get preparedStatementCount(): number {
    return this.#statements.size;
  }

  override async query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!this.#enabled || options?.blob || options?.paramTypes) {
      return super.query<T>(text, params, options);
    }
    await this._checkReady();
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        try {
          const statement = this.#statements.get(text) ?? (await this.#prepare(text));
          const messages = await this.execProtocolStream(
            Buffer.concat([
              protocol.serialize.bind({
                statement: statement.name,
                values: this.#serialize(statement, params, options),
              }),
              protocol.serialize.execute({}),
              protocol.serialize.sync(),
            ]),
            { syncToFs: false },
          );
          await this.syncToFs();
          return this.#results<T>(statement, messages, options);
        } catch (error) {
          throw withQuery(error, text, params, options);
        }
      }),
    );
  }

  /** Parses `text` under a new name, kept; past the cap, unnamed (until the next parse). */
  async #prepare(text: string): Promise<Prepared> {
    const keep = this.#statements.size < MAX_PREPARED_STATEMENTS;
    const name = keep ? `prepared_${this.#statements.size + 1}` : '';
    const messages = await this.execProtocolStream(
      Buffer.concat([
        protocol.serialize.parse({ name, text, types: [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameters = messages.find(
      (message): message is backend.ParameterDescriptionMessage =>
        message.name === 'parameterDescription',
    );
    const row = messages.find(
      (message): message is backend.RowDescriptionMessage => message.name === 'rowDescription',
    );
    const prepared = {
      name,
      parameterTypes: parameters?.dataTypeIDs ?? [],
      fields: (row?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    };
    if (keep) this.#statements.set(text, prepared);
    return prepared;
  }

  /**
   * The rows as PGlite's `query` gives them, each value read by the caller's parser for its type
   * or else the database's. (PGlite merges the two parser tables for every query, which was a
   * fifth of the server's time on signed-in reads.)
   */
  #results<T>(
    statement: Prepared,
    messages: backend.BackendMessage[],
    options?: QueryOptions,
  ): Results<T> {
    const { fields } = statement;
    const parsers = fields.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? this.parsers[dataTypeID],
    );
    const read = (value: string | null, index: number) => {
      if (value === null) return null;
      const parser = parsers[index];
      return parser ? parser(value, fields[index]!.dataTypeID) : value;
    };
    const rows: unknown[] = [];
    let affectedRows = 0;
    let rowCount: number | undefined;
    let command: string | undefined;
    for (const message of messages) {
      if (message instanceof backend.DataRowMessage) {
        const values = message.fields as (string | null)[];
        rows.push(
          options?.rowMode === 'array'
            ? values.map(read)
            : Object.fromEntries(values.map((value, i) => [fields[i]!.name, read(value, i)])),
        );
      } else if (message instanceof backend.CommandCompleteMessage) {
        const words = message.text.split(' ');
        command = words[0];
        const count = Number.parseInt(words[words.length - 1] ?? '', 10);
        if (!Number.isNaN(count)) rowCount = count;
        if (COUNTS_AFFECTED_ROWS.has(words[0] ?? '')) affectedRows += count;
      }
    }
    return {
      rows: rows as T[],
      fields,
      ...(command === undefined ? {} : { command }),
      affectedRows,
      ...(rowCount === undefined ? {} : { rowCount }),
    } as Results<T>;
  }

  #serialize(statement: Prepared, params: unknown[], options?: QueryOptions): (string | null)[] {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? this.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
  }
}

const COUNTS_AFFECTED_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** The query, its parameters and options on the error, as PGlite's own `query` leaves them. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions) {
  if (error instanceof backend.DatabaseError) {
    Object.assign(error, { query, params, queryOptions: options });
  }
  return error;
}
