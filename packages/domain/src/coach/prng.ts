/** A small seeded generator (mulberry32): the built-in coach is deterministic for a seed, never Math.random. */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One of the first `window` items (items are ranked best first), picked by the generator. */
export function pickNear<T>(items: readonly T[], random: Random, window = 3): T | undefined {
  if (items.length === 0) return undefined;
  return items[Math.floor(random() * Math.min(window, items.length))];
}
