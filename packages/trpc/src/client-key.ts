/**
 * A write the browser may send twice (a replay of a change made offline, a retry whose answer never came) carries
 * its key: the answer stored under that key if there is one, else the write, which stores the key
 * with its row. Two of them at the very same moment cannot both land: the key is unique per athlete in the
 * database, so the second fails and its retry reads the first.
 */
export async function onceForKey<T>(
  clientKey: string | undefined,
  stored: (clientKey: string) => Promise<T | null>,
  write: () => Promise<T>,
): Promise<T> {
  return (clientKey === undefined ? null : await stored(clientKey)) ?? write();
}
