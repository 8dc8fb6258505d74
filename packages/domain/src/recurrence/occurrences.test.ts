import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-date.ts';
import {
  missedWithOccurrences,
  scheduleWithOccurrences,
  seriesOccurrences,
  upcomingOccurrenceCount,
  upcomingWithOccurrences,
} from './occurrences.ts';
import { formatRecurrenceRule } from './rule.ts';

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

  it("a series' occurrence and a one-day workout at the same time are ordered by name, either way round", () => {
    const squat = { ...series, name: 'Squat' };
    const bench = { id: 'z', name: 'Bench', date: '2026-03-02', time: '07:00' };
    const ids = (oneDays: (typeof bench)[], repeating: (typeof squat)[]) =>
      scheduleWithOccurrences<typeof bench | typeof squat>(
        oneDays,
        repeating,
        '2026-03-02',
        '2026-03-02',
      ).map((w) => w.id);
    expect(ids([bench], [squat])).toEqual(['z', 's']);
    expect(ids([{ ...bench, name: 'Tempo' }], [squat])).toEqual(['s', 'z']);
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

  it('the bounded lists are the first entries of every day expanded, in the same order (property)', () => {
    const TIMES = [undefined, '07:00', '18:00'] as const;
    const aSeries = fc.record({
      offset: fc.integer({ min: -120, max: 60 }),
      time: fc.constantFrom(...TIMES),
      frequency: fc.constantFrom('DAILY' as const, 'WEEKLY' as const),
      interval: fc.integer({ min: 1, max: 4 }),
      days: fc.subarray(['MO', 'WE', 'FR', 'SU'] as const),
      count: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
      exceptions: fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 5 }),
    });
    const aOneDay = fc.record({ offset: fc.integer({ min: -30, max: 30 }), time: fc.constantFrom(...TIMES) });
    const today = '2026-03-04';
    fc.assert(
      fc.property(
        fc.array(aSeries, { maxLength: 6 }),
        fc.array(aOneDay, { maxLength: 6 }),
        fc.integer({ min: 1, max: 12 }),
        (seriesSpecs, oneDaySpecs, limit) => {
          const series = seriesSpecs.map((spec, index) => {
            const date = addDays(today, spec.offset);
            return {
              id: `s${index}`,
              date,
              ...(spec.time !== undefined && { time: spec.time }),
              recurrence: formatRecurrenceRule({
                frequency: spec.frequency,
                interval: spec.interval,
                weekdays: spec.frequency === 'WEEKLY' ? [...spec.days] : [],
                ...(spec.count !== undefined && { count: spec.count }),
              }),
              exceptions: spec.exceptions.map((days) => addDays(date, days)),
            };
          });
          const oneDays = oneDaySpecs.map((spec, index) => ({
            id: `o${index}`,
            date: addDays(today, spec.offset),
            ...(spec.time !== undefined && { time: spec.time }),
          }));
          const upcomingOneDays = oneDays.filter((w) => w.date >= today);
          const missedOneDays = oneDays.filter((w) => w.date < today);
          const yesterday = addDays(today, -1);
          const everyUpcoming = scheduleWithOccurrences(upcomingOneDays, series, today, '9999-12-31');
          const everyMissed = scheduleWithOccurrences(
            missedOneDays,
            series,
            '0000-01-01',
            yesterday,
          ).reverse();
          expect(upcomingWithOccurrences(upcomingOneDays, series, today, limit)).toEqual(
            everyUpcoming.slice(0, limit),
          );
          expect(missedWithOccurrences(missedOneDays, series, yesterday, limit)).toEqual(
            everyMissed.slice(0, limit),
          );
          expect(upcomingOccurrenceCount(series, today)).toBe(everyUpcoming.length - upcomingOneDays.length);
        },
      ),
    );
  });
});
