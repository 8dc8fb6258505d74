import { AsyncLocalStorage } from 'node:async_hooks';
import type { Client, InArgs, InStatement, ResultSet, Transaction, TransactionMode } from '@libsql/client';
import { isDatabaseUnavailable } from './database-errors.ts';
import { isSelect } from './is-select.ts';

/**
 * One database trip per call where it can be. At the edge the database is 20–80 ms away, so what a screen waits for
 * is the number of trips a call makes in sequence. A request may hold one statement it needs answered, but not at
 * once (the session check): it travels with the request's next statement instead of costing a trip of its own —
 * in one read batch with a read, or, when the request gave a write guard, in one write batch behind that guard,
 * which aborts the whole batch (nothing kept) when the session does not hold. A write that finds nothing held, or no
 * guard, waits until the held statement is answered and `writesWaitFor` (the session's proof) has settled, so
 * nothing is written for a caller whose session turns out not to be valid. When a batch fails, the held statement
 * is sent again alone (what failed may have been the statement it rode with), unless the database is unreachable.
 */

interface Held {
  stmt: InStatement;
  /** Sent first in a write batch that takes the held statement along; it aborts the batch unless the session holds. */
  guard: InStatement | undefined;
  /** Sends the held statement alone: nothing came to take it along. */
  sendAlone: () => void;
  settle: (result: Promise<ResultSet>) => void;
}

/** After what is running now has issued its statements (every microtask run), before any I/O is waited on. */
const soon: (work: () => void) => void =
  typeof setImmediate === 'function' ? (work) => setImmediate(work) : (work) => setTimeout(work, 0);

/** Reads leaving in one read batch with the held statement: each caller gets its own statements' results. */
class Gathering {
  readonly held: Held;
  readonly #stmts: InStatement[];
  readonly #parts: Array<{ count: number; resolve: (r: ResultSet[]) => void; reject: (e: unknown) => void }> =
    [];

  constructor(held: Held) {
    this.held = held;
    this.#stmts = [held.stmt];
  }

  add(stmts: InStatement[]): Promise<ResultSet[]> {
    return new Promise((resolve, reject) => {
      this.#stmts.push(...stmts);
      this.#parts.push({ count: stmts.length, resolve, reject });
    });
  }

  send(batch: (stmts: InStatement[]) => Promise<ResultSet[]>, alone: (error: unknown) => Promise<ResultSet>) {
    const all = batch(this.#stmts);
    this.held.settle(all.then(([first]) => first as ResultSet).catch(alone));
    all.then(
      (results) => {
        let at = 1;
        for (const part of this.#parts) {
          part.resolve(results.slice(at, at + part.count));
          at += part.count;
        }
      },
      (error: unknown) => {
        for (const part of this.#parts) part.reject(error);
      },
    );
  }
}

class RequestTrip {
  #held: Held | undefined;
  #gathering: Gathering | undefined;
  #writesWaitFor: Promise<unknown> = Promise.resolve();

  hold(
    stmt: InStatement,
    guard: InStatement | undefined,
    send: (stmt: InStatement) => Promise<ResultSet>,
  ): Promise<ResultSet> {
    if (this.#held) return send(stmt);
    return new Promise<ResultSet>((resolve, reject) => {
      const held: Held = {
        stmt,
        guard,
        settle: (result) => result.then(resolve, reject),
        sendAlone: () => held.settle(send(stmt)),
      };
      this.#held = held;
    });
  }

  /** The held statement, now taken by the caller to send along with its own; undefined when none is held. */
  take(): Held | undefined {
    const held = this.#held;
    this.#held = undefined;
    return held;
  }

  /** The held statement if a write may take it along (it has a guard); otherwise it stays held. */
  takeGuarded(): Held | undefined {
    return this.#held?.guard ? this.take() : undefined;
  }

  /** Sends the held statement alone, now: its answer is needed and nothing is coming to take it along. */
  sendHeld() {
    this.take()?.sendAlone();
  }

  /** Sends it alone only if, once what is already running has issued its statements, none has taken it. */
  sendHeldSoon() {
    if (this.#held) soon(() => this.sendHeld());
  }

  /**
   * Reads join the held statement's batch: the first takes it and the batch leaves once what is running has issued
   * its statements, so the reads a procedure starts together (Promise.all) leave as one request. Undefined when
   * nothing is held or gathering: the reads go on their own.
   */
  join(
    stmts: InStatement[],
    batch: (stmts: InStatement[]) => Promise<ResultSet[]>,
    alone: (held: Held, error: unknown) => Promise<ResultSet>,
  ): Promise<ResultSet[]> | undefined {
    if (!this.#gathering) {
      const held = this.take();
      if (!held) return undefined;
      const gathering = new Gathering(held);
      this.#gathering = gathering;
      soon(() => {
        this.#gathering = undefined;
        gathering.send(batch, (error) => alone(held, error));
      });
    }
    return this.#gathering.add(stmts);
  }

  writesWaitFor(proof: Promise<unknown>) {
    this.#writesWaitFor = proof;
    // A caller that never writes must not see an unhandled rejection for a proof that failed.
    proof.catch(() => {});
  }

  /** Before a write: the held statement answered (sent alone if still held) and the proof settled. */
  async beforeWrite() {
    this.sendHeld();
    await this.#writesWaitFor;
  }
}

const scopes = new AsyncLocalStorage<{ trip: RequestTrip; holding: false | { guard?: InStatement } }>();

/** Runs one request's work (a middleware's `next`) so its database statements can share trips. */
export function inRequestTrip<T>(work: () => T): T {
  return scopes.run({ trip: new RequestTrip(), holding: false }, work);
}

/**
 * Runs `read` (one statement) holding its statement for the request's next trip; its promise settles when that trip
 * is answered. With `writeGuard`, a write may take it along, behind the guard. Outside a request, or when a statement
 * is already held, it is sent at once.
 */
export function holdForNextTrip<T>(read: () => Promise<T>, writeGuard?: InStatement): Promise<T> {
  const scope = scopes.getStore();
  return scope ? scopes.run({ trip: scope.trip, holding: { guard: writeGuard } }, read) : read();
}

/** The request's trip, for sending what it holds (`sendHeld`, `sendHeldSoon`) and gating its writes. */
export function currentRequestTrip(): RequestTrip | undefined {
  return scopes.getStore()?.trip;
}

function statementOf(stmt: InStatement | string, args?: InArgs): InStatement {
  return typeof stmt === 'string' ? (args === undefined ? stmt : { sql: stmt, args }) : stmt;
}

function statementOfPair(stmt: InStatement | [string, InArgs?]): InStatement {
  return Array.isArray(stmt) ? statementOf(stmt[0], stmt[1]) : stmt;
}

/**
 * A libSQL client that lets a request's held statement ride with its next read (one `read` batch: one request to the
 * database, one transaction on it, the same rows). Outside `inRequestTrip` it is the client it wraps.
 */
export function withRequestTrips(client: Client): Client {
  return new RequestTripClient(client);
}

class RequestTripClient implements Client {
  readonly #client: Client;

  constructor(client: Client) {
    this.#client = client;
  }

  /** The held statement's own answer after the batch it rode in failed; a database that is down fails it too. */
  #alone = (held: Held, error: unknown): Promise<ResultSet> =>
    isDatabaseUnavailable(error) ? Promise.reject(error) : this.#client.execute(held.stmt);

  /** A write with the held statement behind its guard, in one batch: the guard aborts it unless the session holds. */
  async #guarded(
    held: Held,
    stmts: Array<InStatement | [string, InArgs?]>,
    mode: TransactionMode,
  ): Promise<ResultSet[]> {
    const guard = held.guard as InStatement;
    const all = this.#client.batch([guard, held.stmt, ...stmts], mode);
    held.settle(all.then(([, session]) => session as ResultSet).catch((error) => this.#alone(held, error)));
    return (await all).slice(2);
  }

  get closed() {
    return this.#client.closed;
  }

  get protocol() {
    return this.#client.protocol;
  }

  execute(stmtOrSql: InStatement | string, args?: InArgs): Promise<ResultSet> {
    const stmt = statementOf(stmtOrSql, args);
    const scope = scopes.getStore();
    if (!scope) return this.#client.execute(stmt);
    if (scope.holding)
      return scope.trip.hold(stmt, scope.holding.guard, (held) => this.#client.execute(held));
    if (!isSelect(stmt)) {
      const held = scope.trip.takeGuarded();
      if (!held) return scope.trip.beforeWrite().then(() => this.#client.execute(stmt));
      return this.#guarded(held, [stmt], 'write').then(([result]) => result as ResultSet);
    }
    const joined = scope.trip.join([stmt], this.#readBatch, this.#alone);
    return joined ? joined.then(([result]) => result as ResultSet) : this.#client.execute(stmt);
  }

  #readBatch = (stmts: InStatement[]) => this.#client.batch(stmts, 'read');

  async batch(stmts: Array<InStatement | [string, InArgs?]>, mode?: TransactionMode): Promise<ResultSet[]> {
    const reads = mode === 'read' || stmts.every((stmt) => isSelect(stmt));
    // A batch that writes takes the write lock first (BEGIN IMMEDIATE): Drizzle names no mode, and a deferred one that
    // read before writing cannot become the writer once another write has committed (SQLITE_BUSY in WAL mode).
    const writeMode: TransactionMode = mode === undefined || mode === 'deferred' ? 'write' : mode;
    const scope = scopes.getStore();
    if (!scope) return this.#client.batch(stmts, reads ? mode : writeMode);
    if (!reads) {
      const held = scope.trip.takeGuarded();
      if (!held) {
        await scope.trip.beforeWrite();
        return this.#client.batch(stmts, writeMode);
      }
      return this.#guarded(held, stmts, writeMode);
    }
    // In read mode, whatever the caller named: the held statement only reads, and so do these.
    const joined = scope.trip.join(stmts.map(statementOfPair), this.#readBatch, this.#alone);
    return joined ?? this.#client.batch(stmts, mode);
  }

  async transaction(mode?: TransactionMode): Promise<Transaction> {
    const trip = scopes.getStore()?.trip;
    if (trip && mode !== 'read') await trip.beforeWrite();
    else trip?.sendHeld();
    return this.#client.transaction(mode);
  }

  async executeMultiple(sql: string): Promise<void> {
    await scopes.getStore()?.trip.beforeWrite();
    return this.#client.executeMultiple(sql);
  }

  async migrate(stmts: InStatement[]): Promise<ResultSet[]> {
    await scopes.getStore()?.trip.beforeWrite();
    return this.#client.migrate(stmts);
  }

  sync() {
    return this.#client.sync();
  }

  reconnect() {
    return this.#client.reconnect();
  }

  close() {
    this.#client.close();
  }
}
