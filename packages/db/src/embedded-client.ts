import { fileURLToPath } from 'node:url';
import {
  type Client,
  type InArgs,
  type InStatement,
  type InValue,
  LibsqlBatchError,
  LibsqlError,
  type ResultSet,
  type Row,
  type Transaction,
  type TransactionMode,
} from '@libsql/client';
import Database from 'libsql';
import { EMBEDDED_PRAGMAS } from './embedded-settings.ts';

/**
 * A libSQL `Client` for an embedded `file:` database that keeps its prepared statements.
 *
 * The stock client prepares every statement again on every call (28% of the server's time under load) and spreads
 * calls over a pool of up to 20 connections, each of which would need the connection settings applied again.
 * Node runs every statement synchronously on one thread, so one connection serves all calls; an interactive
 * transaction holds it and the others wait (asynchronously) until it ends, as the stock client does for an
 * in-memory database, except reads, which meanwhile go to a second connection (decision 0047). Statements are cached
 * by their SQL text, which Drizzle keeps stable per query shape.
 */

type Statement = ReturnType<Database.Database['prepare']>;

interface Prepared {
  statement: Statement;
  /** null for statements that return no rows (inserts without RETURNING, DDL, pragmas that only set). */
  columns: string[] | null;
  /** The SQL ends in `limit ?`: bound to 1, the statement is read with one native call (see readRows). */
  endsWithLimit: boolean;
  columnTypes: string[];
  /** Row objects share this prototype: column names are own enumerable fields, indices read the values array. */
  rowPrototype: object;
}

const VALUES = Symbol('values');
const STATEMENT_CACHE_SIZE = 256;
const CHANGES_SCHEMA = /^\s*(create|alter|drop)\b/i;
const ENDS_WITH_LIMIT = /\blimit \?\s*$/i;

const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
};

export function createEmbeddedClient(url: string): Client {
  if (!url.startsWith('file:')) throw new Error(`An embedded database URL starts with file: (got ${url})`);
  // file:///abs/path is a URL; file:relative/path and file:/abs/path are paths after the scheme.
  return new EmbeddedClient(url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length));
}

function rowPrototypeFor(columnCount: number): object {
  const prototype: PropertyDescriptorMap = {
    length: { get: () => columnCount, enumerable: false },
  };
  for (let i = 0; i < columnCount; i += 1) {
    prototype[i] = {
      get(this: { [VALUES]: unknown[] }) {
        return this[VALUES][i];
      },
      enumerable: false,
    };
  }
  return Object.create(Object.prototype, prototype);
}

class Connection {
  readonly db: Database.Database;
  readonly #cache = new Map<string, Prepared>();

  constructor(path: string) {
    this.db = new Database(path);
    // Through execute(): a pragma that answers (journal_mode) must be read to its end, or the statement stays
    // in progress and the next COMMIT fails.
    for (const pragma of EMBEDDED_PRAGMAS) this.execute(pragma);
  }

  /** Forget prepared statements whose result columns a schema change may have altered. */
  forgetStatements() {
    this.#cache.clear();
  }

  #prepare(sql: string): Prepared {
    const cached = this.#cache.get(sql);
    if (cached) {
      // Re-inserting keeps the map in least-recently-used order for eviction.
      this.#cache.delete(sql);
      this.#cache.set(sql, cached);
      return cached;
    }
    const statement = this.db.prepare(sql);
    statement.safeIntegers(true);
    let prepared: Prepared;
    if (statement.reader) {
      statement.raw(true);
      const definitions = statement.columns();
      prepared = {
        statement,
        columns: definitions.map((column) => column.name),
        columnTypes: definitions.map((column) => column.type ?? ''),
        rowPrototype: rowPrototypeFor(definitions.length),
        endsWithLimit: ENDS_WITH_LIMIT.test(sql),
      };
    } else {
      prepared = {
        statement,
        columns: null,
        columnTypes: [],
        rowPrototype: Object.prototype,
        endsWithLimit: false,
      };
    }
    if (this.#cache.size >= STATEMENT_CACHE_SIZE) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    this.#cache.set(sql, prepared);
    return prepared;
  }

  execute(stmt: InStatement | string): ResultSet {
    const { sql, args } = typeof stmt === 'string' ? { sql: stmt, args: [] } : stmt;
    try {
      const prepared = this.#prepare(sql);
      const bound = bindArgs(args);
      const result = prepared.columns
        ? readRows(prepared, prepared.columns, bound)
        : runStatement(prepared.statement, bound);
      if (CHANGES_SCHEMA.test(sql)) this.forgetStatements();
      return result;
    } catch (error) {
      throw toLibsqlError(error);
    }
  }

  executeMultiple(sql: string): void {
    try {
      this.db.exec(sql);
    } catch (error) {
      throw toLibsqlError(error);
    } finally {
      this.forgetStatements();
    }
  }

  /** Runs the statements in one transaction; rolls back on the first failure and names its index. */
  inTransaction(begin: string, stmts: Array<InStatement | [string, InArgs?]>): ResultSet[] {
    this.execute(begin);
    try {
      const results = stmts.map((stmt, index) => {
        try {
          return this.execute(Array.isArray(stmt) ? { sql: stmt[0], args: stmt[1] ?? [] } : stmt);
        } catch (error) {
          const cause = toLibsqlError(error);
          throw cause instanceof LibsqlError
            ? new LibsqlBatchError(cause.message, index, cause.code, cause.extendedCode, cause.rawCode, cause)
            : cause;
        }
      });
      this.execute('COMMIT');
      return results;
    } finally {
      if (this.db.inTransaction) this.execute('ROLLBACK');
    }
  }
}

const SELECT = /^\s*select\b/i;

/** A statement that only reads: Drizzle's selects start with `select` (a write with RETURNING does not). */
function isSelect(stmt: InStatement | [string, InArgs?] | string): boolean {
  const sql = typeof stmt === 'string' ? stmt : Array.isArray(stmt) ? stmt[0] : stmt.sql;
  return SELECT.test(sql);
}

function readRows(prepared: Prepared, columns: string[], args: ReturnType<typeof bindArgs>): ResultSet {
  // all() opens a row cursor and pages through it (two native calls and a 100-slot buffer, twice the time of the
  // lookup itself); a query that asks for one row (Drizzle's `.limit(1)`, as the per-request lookups do) is read
  // with get(), one call.
  const raw = (
    prepared.endsWithLimit && Array.isArray(args) && Number(args.at(-1)) === 1
      ? [prepared.statement.get(args)].filter((row) => row !== undefined)
      : prepared.statement.all(args)
  ) as unknown[][];
  const rows = raw.map((values) => {
    const converted = values.map(fromSql);
    const row = Object.create(prepared.rowPrototype) as Row & { [VALUES]: unknown[] };
    Object.defineProperty(row, VALUES, { value: converted, enumerable: false });
    // With duplicate names (a join's two `id`s) the first column keeps the name, as in the stock client.
    for (let i = columns.length - 1; i >= 0; i -= 1) {
      (row as Record<string, unknown>)[columns[i] as string] = converted[i];
    }
    return row;
  });
  return resultSet(columns, prepared.columnTypes, rows, 0, undefined);
}

function runStatement(statement: Statement, args: ReturnType<typeof bindArgs>): ResultSet {
  const info = statement.run(args);
  return resultSet([], [], [], info.changes, BigInt(info.lastInsertRowid));
}

function resultSet(
  columns: string[],
  columnTypes: string[],
  rows: Row[],
  rowsAffected: number,
  lastInsertRowid: bigint | undefined,
): ResultSet {
  return {
    columns,
    columnTypes,
    rows,
    rowsAffected,
    lastInsertRowid,
    toJSON: () => ({
      columns,
      columnTypes,
      rows: rows.map((row) => Array.from(row as ArrayLike<unknown>, jsonValue)),
      rowsAffected,
      lastInsertRowid: lastInsertRowid === undefined ? null : String(lastInsertRowid),
    }),
  };
}

function jsonValue(value: unknown): unknown {
  if (typeof value === 'bigint') return String(value);
  if (value instanceof ArrayBuffer) return Buffer.from(value).toString('base64');
  return value;
}

function fromSql(value: unknown): unknown {
  if (typeof value === 'bigint') {
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
      throw new RangeError('Received integer which cannot be safely represented as a JavaScript number');
    }
    return Number(value);
  }
  if (value instanceof Buffer) {
    return value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength);
  }
  return value;
}

function toSql(value: InValue): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError('Only finite numbers (not Infinity or NaN) can be passed as arguments');
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof ArrayBuffer) return Buffer.from(value);
  if (value instanceof Date) return value.valueOf();
  if (value === undefined) throw new TypeError('undefined cannot be passed as argument to the database');
  return value;
}

function bindArgs(args: InArgs | undefined): unknown[] | Record<string, unknown> {
  if (args === undefined) return [];
  if (Array.isArray(args)) return args.map(toSql);
  const named: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(args)) {
    named[/^[@$:]/.test(name) ? name.slice(1) : name] = toSql(value);
  }
  return named;
}

function toLibsqlError(error: unknown): unknown {
  if (error instanceof LibsqlError || !(error instanceof Database.SqliteError)) return error;
  const rawCode = error.rawCode;
  const base = rawCode === undefined ? 'SQLITE_UNKNOWN' : (BASE_CODES[rawCode & 0xff] ?? 'SQLITE_UNKNOWN');
  return new LibsqlError(error.message, base, error.code, rawCode, error);
}

const BASE_CODES: Record<number, string> = {
  1: 'SQLITE_ERROR',
  2: 'SQLITE_INTERNAL',
  3: 'SQLITE_PERM',
  4: 'SQLITE_ABORT',
  5: 'SQLITE_BUSY',
  6: 'SQLITE_LOCKED',
  7: 'SQLITE_NOMEM',
  8: 'SQLITE_READONLY',
  9: 'SQLITE_INTERRUPT',
  10: 'SQLITE_IOERR',
  11: 'SQLITE_CORRUPT',
  13: 'SQLITE_FULL',
  14: 'SQLITE_CANTOPEN',
  17: 'SQLITE_SCHEMA',
  18: 'SQLITE_TOOBIG',
  19: 'SQLITE_CONSTRAINT',
  20: 'SQLITE_MISMATCH',
  21: 'SQLITE_MISUSE',
  25: 'SQLITE_RANGE',
  26: 'SQLITE_NOTADB',
};

class EmbeddedClient implements Client {
  readonly protocol = 'file';
  closed = false;
  readonly #path: string;
  #connection: Connection | null;
  /** Settles when the open interactive transaction ends; others wait for it before using the connection. */
  #held: Promise<void> | null = null;
  #release: (() => void) | null = null;
  /** Opened the first time a read arrives while a transaction holds the connection (see #read). */
  #reader: Connection | null = null;

  constructor(path: string) {
    this.#path = path;
    this.#connection = new Connection(path);
  }

  /**
   * Runs `work` on the connection once no interactive transaction holds it. The check and the work happen in the
   * same tick, so nothing (another transaction's BEGIN) can slip in between them.
   */
  async #use<T>(work: (connection: Connection) => T): Promise<T> {
    while (this.#held) await this.#held;
    if (this.closed || !this.#connection) throw new LibsqlError('The client is closed', 'CLIENT_CLOSED');
    return work(this.#connection);
  }

  /**
   * Reads (SELECTs only) asked for while an interactive transaction holds the connection run at once on a second
   * connection, which in WAL mode reads the last commit without waiting: a long transaction (a large import, which
   * pauses between its statements) no longer holds back every other athlete's reads. Everything else waits.
   */
  async #read<T>(
    stmts: readonly (InStatement | [string, InArgs?] | string)[],
    work: (connection: Connection) => T,
  ) {
    if (!this.#held || this.closed || !stmts.every(isSelect)) return this.#use(work);
    this.#reader ??= new Connection(this.#path);
    return work(this.#reader);
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt = typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
    if (CHANGES_SCHEMA.test(stmt.sql)) this.#reader?.forgetStatements();
    return this.#read([stmt], (connection) => connection.execute(stmt));
  }

  batch(stmts: Array<InStatement | [string, InArgs?]>, mode: TransactionMode = 'deferred') {
    return this.#read(stmts, (connection) => connection.inTransaction(BEGIN[mode], stmts));
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    this.#reader?.forgetStatements();
    return this.#use((connection) => {
      connection.execute('PRAGMA foreign_keys = off');
      try {
        return connection.inTransaction(BEGIN.deferred, stmts);
      } finally {
        connection.execute('PRAGMA foreign_keys = on');
        connection.forgetStatements();
      }
    });
  }

  transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    return this.#use((connection) => {
      connection.execute(BEGIN[mode]);
      this.#held = new Promise((resolve) => {
        this.#release = () => {
          this.#held = null;
          this.#release = null;
          resolve();
        };
      });
      return new EmbeddedTransaction(connection, this.#release ?? (() => {}));
    });
  }

  executeMultiple(sql: string): Promise<void> {
    this.#reader?.forgetStatements();
    return this.#use((connection) => connection.executeMultiple(sql));
  }

  async sync(): Promise<never> {
    throw new LibsqlError(
      'sync() is for embedded replicas; this is a plain local file',
      'SYNC_NOT_SUPPORTED',
    );
  }

  close(): void {
    this.closed = true;
    this.#connection?.db.close();
    this.#connection = null;
    this.#reader?.db.close();
    this.#reader = null;
    // Calls waiting for an open transaction wake up and fail with CLIENT_CLOSED instead of waiting forever.
    this.#release?.();
  }

  reconnect(): void {
    this.#reader?.db.close();
    this.#reader = null;
    this.#connection?.db.close();
    this.#connection = new Connection(this.#path);
    this.closed = false;
  }
}

class EmbeddedTransaction implements Transaction {
  #connection: Connection | null;
  readonly #release: () => void;

  constructor(connection: Connection, release: () => void) {
    this.#connection = connection;
    this.#release = release;
  }

  get closed(): boolean {
    const db = this.#connection?.db;
    // Reading inTransaction on a closed database aborts the process, so `open` is checked first.
    return !db?.open || !db.inTransaction;
  }

  #open(): Connection {
    if (!this.#connection || this.closed)
      throw new LibsqlError('The transaction is closed', 'TRANSACTION_CLOSED');
    return this.#connection;
  }

  async execute(stmt: InStatement): Promise<ResultSet> {
    return this.#open().execute(stmt);
  }

  async batch(stmts: InStatement[]): Promise<ResultSet[]> {
    const connection = this.#open();
    return stmts.map((stmt) => connection.execute(stmt));
  }

  async executeMultiple(sql: string): Promise<void> {
    this.#open().executeMultiple(sql);
  }

  async rollback(): Promise<void> {
    this.close();
  }

  async commit(): Promise<void> {
    try {
      this.#open().execute('COMMIT');
    } finally {
      this.close();
    }
  }

  close(): void {
    const connection = this.#connection;
    if (!connection) return;
    this.#connection = null;
    try {
      if (connection.db.open && connection.db.inTransaction) connection.execute('ROLLBACK');
    } finally {
      this.#release();
    }
  }
}
