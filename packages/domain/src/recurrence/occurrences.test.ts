import { describe, expect, it } from 'vitest';
import {
  missedWithOccurrences,
  scheduleWithOccurrences,
  seriesOccurrences,
  upcomingOccurrenceCount,
  upcomingWithOccurrences,
} from './occurrences.ts';

const series = {
  id: 's',
  date: '2026-03-02',
  time: '07:00',
  recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6',
  exceptions: ['2026-03-04'],
};
const oneDay = { id: 'o', date: '2026-03-04', time: '18:00' };

describe('occurrences in the lists', () => {
  it('an occurrence is the series on its day, without the exception list; a one-day workout has none', () => {
    expect(seriesOccurrences(series, '2026-03-01', '2026-03-06')).toEqual([
      { id: 's', date: '2026-03-02', time: '07:00', recurrence: series.recurrence },
      { id: 's', date: '2026-03-06', time: '07:00', recurrence: series.recurrence },
    ]);
    expect(seriesOccurrences(oneDay, '2026-03-01', '2026-03-31')).toEqual([]);
  });

  it('merges one-day workouts and occurrences by day and time, soonest or most recent first, bounded', () => {
    expect(
      scheduleWithOccurrences([oneDay], [series], '2026-03-01', '2026-03-09').map((w) => [w.id, w.date]),
    ).toEqual([
      ['s', '2026-03-02'],
      ['o', '2026-03-04'],
      ['s', '2026-03-06'],
      ['s', '2026-03-09'],
    ]);
    expect(upcomingWithOccurrences([oneDay], [series], '2026-03-04', 3).map((w) => w.date)).toEqual([
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
    ]);
    expect(missedWithOccurrences([oneDay], [series], '2026-03-10', 2).map((w) => w.date)).toEqual([
      '2026-03-09',
      '2026-03-06',
    ]);
    // Six times, one taken out: four left from the 4th on (6th, 9th, 11th, 13th).
    expect(upcomingOccurrenceCount([series, oneDay], '2026-03-04')).toBe(4);
  });
});
