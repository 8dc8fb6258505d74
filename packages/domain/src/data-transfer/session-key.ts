/**
 * The key an imported row is stored under (its `clientKey`, unique per athlete:), so that a second
 * import of the same or an overlapping file finds what the first one wrote and adds only what is new. It is made of
 * what the row is, not of the file it came from: a session is its start instant and its name, whichever app
 * exported it, so the Strong file, a Liftwise export of what it imported, and the same file twice all agree.
 */
export const IMPORT_KEY_PREFIX = 'import:';

/** cyrb53: a fast 53-bit string hash, enough to tell a few thousand sessions apart (no secret is involved). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The key of a row made of these parts ('import:' and 14 hex digits). */
export function importKey(...parts: readonly string[]): string {
  return `${IMPORT_KEY_PREFIX}${hash53(parts.join('\u0000')).toString(16).padStart(14, '0')}`;
}

/** A completed session's key: when it started (to the minute, as Hevy writes it) and what it was called. */
export function sessionKey(session: { date: string; name: string }): string {
  return importKey('session', session.date.slice(0, 16), session.name.trim().toLowerCase());
}
