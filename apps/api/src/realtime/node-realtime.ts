import { createEventStream } from './event-stream.ts';
import { type ChangeHub, createChangeHub } from './hub.ts';
import type { Realtime } from './realtime.ts';

/** Node's real-time stream: one process, so one in-process hub serves every connection. */
export function createNodeRealtime(
  options: { hub?: ChangeHub; now?: () => Date } = {},
): Realtime & { hub: ChangeHub } {
  const hub = options.hub ?? createChangeHub();
  return {
    hub,
    stream: createEventStream({ hub, now: options.now ?? (() => new Date()) }),
    publish: (userId, change) => hub.publish(userId, change),
    sessionsEnded: (ended) => hub.endSessions(ended),
  };
}
