import type { DataChange } from '@liftwise/domain';

/** One open stream of an athlete: what the hub needs to reach it and to end it. */
export interface ChangeListener {
  /** The session the stream was opened with, so signing that session out ends it. */
  sessionId: string;
  send(change: DataChange): void;
  /** Ends the stream (the browser's EventSource may reconnect; a signed-out one gets 401). */
  close(): void;
}

/** Streams one athlete may hold open: ten tabs and devices at once; an eleventh closes the oldest. */
export const MAX_STREAMS_PER_ATHLETE = 10;

/**
 * The in-process fan-out of the real-time stream on Node: athlete id → their open streams. Nothing
 * runs while nobody writes (no polling: a write calls `publish`), an athlete's changes reach only their own streams,
 * and an athlete with no open stream has no entry. One process only: the Worker's isolates share no memory.
 */
export function createChangeHub(options: { maxPerAthlete?: number } = {}) {
  const maxPerAthlete = options.maxPerAthlete ?? MAX_STREAMS_PER_ATHLETE;
  // A Set keeps insertion order: its first listener is the athlete's oldest stream.
  const byAthlete = new Map<string, Set<ChangeListener>>();
  // Set by endAll: the server is stopping, and a stream opened now (a browser reconnecting) ends at once.
  let stopping = false;

  function remove(userId: string, listener: ChangeListener) {
    const listeners = byAthlete.get(userId);
    if (!listeners?.delete(listener)) return;
    if (listeners.size === 0) byAthlete.delete(userId);
  }

  return {
    /** Adds a stream, closing the athlete's oldest beyond the bound; returns its removal, to call when it ends. */
    subscribe(userId: string, listener: ChangeListener): () => void {
      if (stopping) {
        listener.close();
        return () => {};
      }
      const listeners = byAthlete.get(userId) ?? new Set<ChangeListener>();
      byAthlete.set(userId, listeners);
      listeners.add(listener);
      for (const oldest of listeners) {
        if (listeners.size <= maxPerAthlete) break;
        listeners.delete(oldest);
        oldest.close();
      }
      return () => remove(userId, listener);
    },

    /** Sends the change to every open stream of this athlete, and of nobody else. */
    publish(userId: string, change: DataChange): void {
      const listeners = byAthlete.get(userId);
      if (!listeners) return;
      for (const listener of listeners) listener.send(change);
    },

    /** Ends the streams of a signed-out session, or all of the athlete's (Sign Out Everywhere). */
    endSessions(ended: { userId: string; sessionId?: string }): void {
      const listeners = byAthlete.get(ended.userId);
      if (!listeners) return;
      for (const listener of [...listeners]) {
        if (ended.sessionId !== undefined && listener.sessionId !== ended.sessionId) continue;
        remove(ended.userId, listener);
        listener.close();
      }
    },

    /** Ends every stream (the server is stopping: an open stream would keep its connection, and the server, up). */
    endAll(): void {
      stopping = true;
      for (const userId of [...byAthlete.keys()]) this.endSessions({ userId });
    },

    /** Open streams, of one athlete or of everyone (tests, the bench). */
    count(userId?: string): number {
      if (userId !== undefined) return byAthlete.get(userId)?.size ?? 0;
      let total = 0;
      for (const listeners of byAthlete.values()) total += listeners.size;
      return total;
    },
  };
}

export type ChangeHub = ReturnType<typeof createChangeHub>;
