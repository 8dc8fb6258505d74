/**
 * '1,000', grouped by hand: these texts are built as the web app starts, and a first toLocaleString there made Intl
 * load its number data on a phone's first page load for no page's sake (~18 ms at 4× slower).
 */
export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/**
 * A save refused because the athlete keeps as many of something as one athlete may: the bound, and what to do.
 * One sentence for every such bound (goals, repeating workouts), so the Worker carries it once.
 */
export function keptAtMost(max: number, what: string): string {
  return `You can keep at most ${groupThousands(max)} ${what}. Delete one you no longer need to add another.`;
}

/**
 * A write that would leave the athlete more of something than they may keep (repeating workouts, planned or
 * completed workouts, strength plans), with `keptAtMost`'s sentence as its message. The database throws it inside
 * the write's transaction, so nothing of the write is kept; the server answers it as a refused input.
 */
export class KeptAtMostError extends Error {}
