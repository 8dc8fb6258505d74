import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-date.ts';
import { trainingProgress } from './progress.ts';
import { currentStreak } from './streak.ts';
import { completedThisWeek } from './week.ts';

const newestFirst = (dates: string[]) => [...dates].sort().reverse();

describe('trainingProgress: week and streak in one bounded pass', () => {
  it('counts this week and the streak from newest-first instants', () => {
    const dates = newestFirst([
      '2024-06-05T08:00:00Z',
      '2024-06-04T18:00:00Z',
      '2024-06-04T07:00:00Z',
      '2024-06-03T09:00:00Z',
      '2024-05-30T09:00:00Z',
    ]);
    expect(trainingProgress(dates, { today: '2024-06-05', timeZone: 'UTC' })).toEqual({
      thisWeek: { completed: 4, target: 5 },
      streakDays: 3,
    });
  });

  it('stops reading once a date can change neither figure', () => {
    const read: string[] = [];
    function* dates() {
      for (const date of ['2024-06-05T08:00:00Z', '2024-05-01T08:00:00Z', '2024-04-01T08:00:00Z']) {
        read.push(date);
        yield date;
      }
    }
    trainingProgress(dates(), { today: '2024-06-05', timeZone: 'UTC' });
    expect(read).toEqual(['2024-06-05T08:00:00Z', '2024-05-01T08:00:00Z']);
  });

  it('gives the same answers as completedThisWeek and currentStreak', () => {
    const zones = fc.constantFrom('UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Europe/Paris');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ day: fc.integer({ min: -40, max: 3 }), hour: fc.integer({ min: 0, max: 23 }) }),
          {
            maxLength: 40,
          },
        ),
        zones,
        (offsets, timeZone) => {
          const today = '2024-06-12';
          const dates = offsets.map(
            ({ day, hour }) => `${addDays(today, day)}T${String(hour).padStart(2, '0')}:30:00.000Z`,
          );
          const clock = { today, timeZone };
          const completed = dates.map((date) => ({ date }));
          expect(trainingProgress(newestFirst(dates), clock)).toEqual({
            thisWeek: completedThisWeek(completed, clock),
            streakDays: currentStreak(completed, clock),
          });
        },
      ),
    );
  });
});
