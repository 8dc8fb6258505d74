/**
 * How the server opens its embedded libSQL file.
 * Turso (remote URLs) chooses its own durability; these apply to `file:` databases only.
 */
export const EMBEDDED_SETTINGS = {
  /** Readers never wait for the writer, and a commit appends to the log instead of rewriting pages. */
  journalMode: 'wal',
  /**
   * NORMAL in WAL mode: a commit is in the operating system's hands before it is acknowledged, so killing the
   * process loses nothing; only a power loss or kernel crash can drop the last commits (never corrupt the file).
   */
  synchronous: 'normal',
  /** Another process holding the write lock (a migration, a second server) is waited for, not failed at once. */
  busyTimeoutMs: 5000,
  /** The schema's `on delete cascade` only works with foreign keys on; SQLite leaves them off per connection. */
  foreignKeys: true,
} as const;

/** The statements that put a fresh connection into EMBEDDED_SETTINGS, in order. */
export const EMBEDDED_PRAGMAS = [
  `pragma journal_mode = ${EMBEDDED_SETTINGS.journalMode}`,
  `pragma synchronous = ${EMBEDDED_SETTINGS.synchronous}`,
  `pragma busy_timeout = ${EMBEDDED_SETTINGS.busyTimeoutMs}`,
  `pragma foreign_keys = ${EMBEDDED_SETTINGS.foreignKeys ? 'on' : 'off'}`,
];
