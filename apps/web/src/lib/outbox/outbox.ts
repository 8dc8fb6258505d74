import { TRPCClientError } from '@trpc/client';
import { isNoNetworkError } from '../no-network.ts';
import { serverMessage } from '../server-message.ts';
import { changeOutbox, type OutboxEntry, readOutbox } from './outbox-store.ts';

/**
 * The outbox: a save that cannot reach the server is kept on the device and sent again,
 * in the order the changes were made, when the connection returns. Every change has a key chosen here before its
 * first attempt (an attempt without an answer may still have landed): the server answers a second arrival of the
 * same key with the first result, so a replay or a retry never makes a duplicate.
 */

/**
 * How a failed attempt ends: kept for later (no answer), refused by the server (4xx), or failed there (5xx). A 401
 * is no verdict on the change (the session ended): it waits, as a 5xx does, for the athlete to sign in again.
 */
export type FailedAttempt = 'no-network' | 'refused' | 'failed';

export function failedAttempt(error: unknown): FailedAttempt {
  if (isNoNetworkError(error)) return 'no-network';
  const status =
    error instanceof TRPCClientError
      ? (error.data as { httpStatus?: number } | undefined)?.httpStatus
      : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 401 ? 'refused' : 'failed';
}

/** The server's 'not found': for a delete replayed after the row went (another device, or its own lost answer). */
export function isNotFound(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { httpStatus?: number })?.httpStatus === 404;
}

/** What the outbox needs to know of one procedure. */
export interface QueuedCallRules {
  /** Whether the procedure takes `clientKey` (the creates do; an edit is the same edit when it arrives twice). */
  takesKey: boolean;
  /** A change that edits a waiting one (a workout created offline, then edited): the waiting one's new payload. */
  foldInto?: (waiting: OutboxEntry, input: Record<string, unknown>) => Record<string, unknown> | undefined;
  /**
   * What the saved change created: each placeholder id shown meanwhile (its key, or `<key>:<place>` for several
   * items) with the saved id, so later changes that named a placeholder are sent with the real one.
   */
  created?: (answer: unknown, entry: OutboxEntry) => Record<string, string>;
  /** A refusal on replay that means the change is already done (a delete of a row already gone). */
  alreadyDone?: (error: unknown) => boolean;
}

export interface OutboxOptions {
  /** The signed-in athlete (whose outbox it is); none: nothing is kept. */
  athlete: () => Promise<string | undefined>;
  send: (call: string, input: Record<string, unknown>) => Promise<unknown>;
  rules: (call: string) => QueuedCallRules;
  newKey?: () => string;
  /** A kept change the server took on a replay. */
  onSaved?: (entry: OutboxEntry, answer: unknown) => void;
  /** A kept change the server refused on a replay: it stays, marked, for the athlete to retry or discard. */
  onRefused?: (entry: OutboxEntry, error: unknown) => void;
}

export type SaveResult = { sent: true; answer: unknown } | { sent: false; entry: OutboxEntry };

function waitingOnes(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => !entry.refused);
}

/** A later change's payload with each placeholder id (a whole string value) replaced by the saved one. */
function renamed(entry: OutboxEntry, savedIds: Record<string, string>): OutboxEntry {
  let payload = JSON.stringify(entry.input);
  for (const [placeholder, saved] of Object.entries(savedIds))
    payload = payload.replaceAll(JSON.stringify(placeholder), JSON.stringify(saved));
  return { ...entry, input: JSON.parse(payload) };
}

export function createOutbox(options: OutboxOptions) {
  const { athlete, send, rules } = options;
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  let replaying: Promise<void> | undefined;

  async function keep(userId: string, entry: OutboxEntry): Promise<OutboxEntry> {
    let kept = entry;
    await changeOutbox(userId, (entries) => {
      const fold = rules(entry.call).foldInto;
      const target = fold && waitingOnes(entries).find((waiting) => fold(waiting, entry.input));
      if (!fold || !target) return [...entries, entry];
      kept = { ...target, input: fold(target, entry.input) ?? target.input };
      return entries.map((waiting) => (waiting === target ? kept : waiting));
    });
    return kept;
  }

  /**
   * Sends a change, or keeps it when it got no answer. While older changes wait, a new one waits behind them (the
   * order is the athlete's) and a replay starts. Any answer from the server (a refusal, a failure) is the caller's.
   */
  async function save(call: string, input: Record<string, unknown>): Promise<SaveResult> {
    const userId = await athlete();
    const key = newKey();
    const entry: OutboxEntry = {
      key,
      call,
      input: rules(call).takesKey ? { ...input, clientKey: key } : input,
    };
    if (userId && waitingOnes(await readOutbox(userId)).length > 0) {
      const kept = await keep(userId, entry);
      void replay();
      return { sent: false, entry: kept };
    }
    try {
      return { sent: true, answer: await send(call, entry.input) };
    } catch (error) {
      if (!userId || failedAttempt(error) !== 'no-network') throw error;
      return { sent: false, entry: await keep(userId, entry) };
    }
  }

  /** Sends the waiting changes oldest first, until none is left or one gets no answer (the rest wait with it). */
  async function replayAll(): Promise<void> {
    const userId = await athlete();
    if (!userId) return;
    for (;;) {
      const next = waitingOnes(await readOutbox(userId))[0];
      if (!next) return;
      const saved = async (answer: unknown) => {
        const savedIds = rules(next.call).created?.(answer, next);
        await changeOutbox(userId, (entries) =>
          entries
            .filter((entry) => entry.key !== next.key)
            .map((entry) => (savedIds ? renamed(entry, savedIds) : entry)),
        );
        options.onSaved?.(next, answer);
      };
      try {
        await saved(await send(next.call, next.input));
      } catch (error) {
        if (failedAttempt(error) !== 'refused') return;
        if (rules(next.call).alreadyDone?.(error)) {
          await saved(undefined);
          continue;
        }
        const refused = { message: serverMessage(error) ?? '' };
        await changeOutbox(userId, (entries) =>
          entries.map((entry) => (entry.key === next.key ? { ...entry, refused } : entry)),
        );
        options.onRefused?.(next, error);
      }
    }
  }

  /** One replay at a time: a second call while one runs joins it (it reads the list afresh for each change). */
  function replay(): Promise<void> {
    replaying ??= replayAll().finally(() => {
      replaying = undefined;
    });
    return replaying;
  }

  /** A refused change the athlete wants sent again (after fixing what the server refused). */
  async function retry(key: string): Promise<void> {
    const userId = await athlete();
    if (!userId) return;
    await changeOutbox(userId, (entries) =>
      entries.map((entry) => (entry.key === key ? { key, call: entry.call, input: entry.input } : entry)),
    );
    await replay();
  }

  /** A change the athlete gives up. */
  async function discard(key: string): Promise<void> {
    const userId = await athlete();
    if (userId) await changeOutbox(userId, (entries) => entries.filter((entry) => entry.key !== key));
  }

  return { save, replay, retry, discard };
}

export type Outbox = ReturnType<typeof createOutbox>;
