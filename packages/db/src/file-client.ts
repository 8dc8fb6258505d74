import {
  type Client,
  createClient,
  type InArgs,
  type InStatement,
  LibsqlError,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from '@libsql/client';
import { EMBEDDED_PRAGMAS, EMBEDDED_SETTINGS } from './embedded-settings.ts';
import { isSelect } from './is-select.ts';

/**
 * The Node server's client for an embedded `file:` database: two stock `@libsql/client` clients, one connection
 * that writes and a pool that reads, with the writes taken one at a time.
 *
 * The stock client spreads every call over its pool, and a write on one pooled connection while an interactive
 * transaction holds another waits in SQLite's busy handler, which sleeps on the server's only thread: the
 * transaction cannot go on, so the write stalls every request for the whole busy timeout and then fails with
 * SQLITE_BUSY. Here writes and transactions wait their turn on a promise instead, as a single
 * connection would make them, and they all run on one connection, which keeps the per-connection settings of
 * EMBEDDED_PRAGMAS (synchronous) once set. Reads (SELECTs, read transactions) go to the pool at once: in WAL mode
 * they see the last commit without waiting for an open transaction.
 */
export function createFileClient(url: string): Client {
  const timeout = EMBEDDED_SETTINGS.busyTimeoutMs;
  const writer = createClient({ url, timeout, concurrency: 1 });
  const reader = createClient({ url, timeout });
  return new FileClient(writer, reader);
}

/** Hands the one writer's turn to each caller in the order they asked. */
class Turns {
  #tail: Promise<void> = Promise.resolve();
  #waiting = new Set<(error: Error) => void>();

  /** Resolves with the release once every earlier turn has ended; rejects if `cancelAll` comes first. */
  take(): Promise<() => void> {
    let release = () => {};
    const ended = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = this.#tail;
    this.#tail = before.then(() => ended);
    return new Promise((resolve, reject) => {
      this.#waiting.add(reject);
      void before.then(() => {
        if (!this.#waiting.delete(reject)) return release();
        resolve(once(release));
      });
    });
  }

  /** Fails every caller still waiting (the client closed), so none waits for a turn that never comes. */
  cancelAll(error: Error) {
    for (const reject of this.#waiting) reject(error);
    this.#waiting.clear();
  }
}

function once(action: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
}

class FileClient implements Client {
  readonly protocol = 'file';
  readonly #writer: Client;
  readonly #reader: Client;
  #turns = new Turns();
  #settings: Promise<void>;

  constructor(writer: Client, reader: Client) {
    this.#writer = writer;
    this.#reader = reader;
    this.#settings = this.#applySettings();
    // Awaited by every write, which fails with the cause; not an unhandled rejection before the first one.
    this.#settings.catch(() => {});
  }

  get closed(): boolean {
    return this.#writer.closed;
  }

  /** Through execute(): a pragma that answers (journal_mode) is read to its end. WAL, once set, is the file's. */
  async #applySettings() {
    for (const pragma of EMBEDDED_PRAGMAS) await this.#writer.execute(pragma);
  }

  /** A turn on the writer; refused at once once the client is closed, when no turn would ever come. */
  #takeTurn(): Promise<() => void> {
    if (this.closed) return Promise.reject(new LibsqlError('The client is closed', 'CLIENT_CLOSED'));
    return this.#turns.take();
  }

  /** Runs `work` on the writer in its turn, releasing the turn when the work settles. */
  async #write<T>(work: (writer: Client) => Promise<T>): Promise<T> {
    const release = await this.#takeTurn();
    try {
      await this.#settings;
      return await work(this.#writer);
    } finally {
      release();
    }
  }

  execute(stmt: InStatement): Promise<ResultSet>;
  execute(sql: string, args?: InArgs): Promise<ResultSet>;
  execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt = typeof stmtOrSql === 'string' ? { sql: stmtOrSql, args: args ?? [] } : stmtOrSql;
    return isSelect(stmt) ? this.#reader.execute(stmt) : this.#write((writer) => writer.execute(stmt));
  }

  batch(stmts: Array<InStatement | [string, InArgs?]>, mode: TransactionMode = 'deferred') {
    return stmts.every(isSelect)
      ? this.#reader.batch(stmts, mode)
      : this.#write((writer) => writer.batch(stmts, mode));
  }

  migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.#write((writer) => writer.migrate(stmts));
  }

  executeMultiple(sql: string): Promise<void> {
    return this.#write((writer) => writer.executeMultiple(sql));
  }

  async transaction(mode: TransactionMode = 'write'): Promise<Transaction> {
    if (mode === 'read') return this.#reader.transaction(mode);
    // The turn is held from BEGIN until the transaction commits, rolls back or closes.
    const release = await this.#takeTurn();
    try {
      await this.#settings;
      return new HeldTransaction(await this.#writer.transaction(mode), release);
    } catch (error) {
      release();
      throw error;
    }
  }

  async sync(): Promise<never> {
    throw new LibsqlError(
      'sync() is for embedded replicas; this is a plain local file',
      'SYNC_NOT_SUPPORTED',
    );
  }

  close(): void {
    this.#writer.close();
    this.#reader.close();
    this.#turns.cancelAll(new LibsqlError('The client is closed', 'CLIENT_CLOSED'));
    // A transaction left open would hold its turn for good: after reconnect(), turns start afresh.
    this.#turns = new Turns();
  }

  async reconnect(): Promise<void> {
    this.#turns.cancelAll(new LibsqlError('The client reconnected', 'CLIENT_CLOSED'));
    this.#turns = new Turns();
    await this.#writer.reconnect();
    await this.#reader.reconnect();
    // A reopened connection starts from SQLite's defaults.
    this.#settings = this.#applySettings();
    this.#settings.catch(() => {});
    await this.#settings;
  }
}

/** The stock transaction, giving the writer's turn back when it ends. */
class HeldTransaction implements Transaction {
  readonly #transaction: Transaction;
  readonly #release: () => void;

  constructor(transaction: Transaction, release: () => void) {
    this.#transaction = transaction;
    this.#release = release;
  }

  get closed(): boolean {
    return this.#transaction.closed;
  }

  execute(stmt: InStatement): Promise<ResultSet> {
    return this.#transaction.execute(stmt);
  }

  batch(stmts: InStatement[]): Promise<ResultSet[]> {
    return this.#transaction.batch(stmts);
  }

  executeMultiple(sql: string): Promise<void> {
    return this.#transaction.executeMultiple(sql);
  }

  async rollback(): Promise<void> {
    try {
      await this.#transaction.rollback();
    } finally {
      this.#release();
    }
  }

  async commit(): Promise<void> {
    try {
      await this.#transaction.commit();
    } finally {
      this.#release();
    }
  }

  close(): void {
    try {
      this.#transaction.close();
    } finally {
      this.#release();
    }
  }
}
