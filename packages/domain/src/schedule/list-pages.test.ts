import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-date.ts';
import { getScheduleInputSchema } from '../workouts/payloads.ts';
import { listPageRange, listPages } from './list-pages.ts';

describe("the List tab's pages", () => {
  it('runs on from today across a month end, four weeks a page, each a valid getSchedule range', () => {
    expect(listPageRange('2026-01-28', 0)).toEqual({ from: '2026-01-28', to: '2026-02-24' });
    expect(listPageRange('2026-01-28', 1)).toEqual({ from: '2026-02-25', to: '2026-03-24' });
    expect(listPageRange('2026-01-28', -1)).toEqual({ from: '2025-12-31', to: '2026-01-27' });
    for (const page of [-1, 0, 1])
      expect(getScheduleInputSchema.safeParse(listPageRange('2026-01-28', page)).success).toBe(true);
  });

  it('lists the shown pages oldest first, with no gap or overlap', () => {
    expect(listPages(0, 1)).toEqual([0]);
    expect(listPages(2, 3)).toEqual([-2, -1, 0, 1, 2]);
    const [a, b] = [listPageRange('2026-03-30', -1), listPageRange('2026-03-30', 0)];
    expect(addDays(a.to, 1)).toBe(b.from);
  });
});
