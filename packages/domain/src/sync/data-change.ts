/**
 * What the real-time stream tells an athlete's other devices: which of their data areas changed, never
 * the data itself. A device refetches what it shows of those areas, through its own session, so a stream can leak
 * nothing a request could not read, and one event serves every screen.
 */
export const DATA_KINDS = [
  'profile',
  'equipment',
  'workouts',
  'completedWorkouts',
  'goals',
  'strengthPlans',
  'bodyWeight',
] as const;

export type DataKind = (typeof DATA_KINDS)[number];

/** One event of the stream: the areas one write changed. */
export interface DataChange {
  kinds: readonly DataKind[];
}

/** The SSE event name the server sends a change under (other events, e.g. the heartbeat, are comments). */
export const DATA_CHANGE_EVENT = 'change';

const KNOWN_KINDS: ReadonlySet<string> = new Set(DATA_KINDS);

/**
 * The kinds an event's data names, known ones only and each once: a newer server's kind an older page does not know
 * is skipped rather than breaking the stream, and text that is not a change is no change.
 */
export function parseDataChange(data: string): DataKind[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  const kinds = (parsed as { kinds?: unknown } | null)?.kinds;
  if (!Array.isArray(kinds)) return [];
  return DATA_KINDS.filter((kind) => kinds.includes(kind) && KNOWN_KINDS.has(kind));
}
