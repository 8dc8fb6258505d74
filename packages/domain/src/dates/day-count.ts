/** 'N days' with the singular for one ('1 day'), for streaks, deadlines and similar counts. */
export function formatDayCount(n: number): string {
  return n === 1 ? '1 day' : `${n} days`;
}
