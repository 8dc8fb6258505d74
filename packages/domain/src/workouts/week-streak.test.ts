import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-date.ts';
import { currentStreak } from './streak.ts';
import { completedThisWeek } from './week.ts';

const utc = (today: string) => ({ today, timeZone: 'UTC' });
const at = (day: string, time = '12:00:00Z') => ({ date: `${day}T${time}` });

describe("this week's completed count (spec §2, §4, §9)", () => {
  it('counts against the weekly target of 5', () => {
    const result = completedThisWeek([at('2024-06-03'), at('2024-06-04')], utc('2024-06-05'));
    expect(result).toEqual({ completed: 2, target: 5 });
  });
  it('the week starts Monday: on Sunday the Monday six days back still counts', () => {
    const completed = [at('2024-06-02'), at('2024-06-03'), at('2024-06-09'), at('2024-06-10')];
    expect(completedThisWeek(completed, utc('2024-06-09')).completed).toBe(2);
  });
  it('on Monday only that Monday counts; the Sunday before belongs to last week', () => {
    const completed = [at('2024-06-09'), at('2024-06-10')];
    expect(completedThisWeek(completed, utc('2024-06-10')).completed).toBe(1);
  });
  it("uses the athlete's zone: late Sunday in New York is Monday in UTC", () => {
    const lateSunday = { date: '2024-06-10T02:00:00Z' };
    expect(
      completedThisWeek([lateSunday], { today: '2024-06-10', timeZone: 'America/New_York' }).completed,
    ).toBe(0);
    expect(completedThisWeek([lateSunday], utc('2024-06-10')).completed).toBe(1);
    expect(
      completedThisWeek([lateSunday], { today: '2024-06-09', timeZone: 'America/New_York' }).completed,
    ).toBe(1);
  });
});

describe('streak (spec §4)', () => {
  it('counts consecutive days back from today', () => {
    const completed = [at('2024-06-05'), at('2024-06-04'), at('2024-06-03'), at('2024-06-01')];
    expect(currentStreak(completed, utc('2024-06-05'))).toBe(3);
  });
  it('several workouts on one day count once', () => {
    expect(currentStreak([at('2024-06-05'), at('2024-06-05', '18:00:00Z')], utc('2024-06-05'))).toBe(1);
  });
  it('today has none yet but yesterday has: the streak is still alive and counts from yesterday', () => {
    expect(currentStreak([at('2024-06-04'), at('2024-06-03')], utc('2024-06-05'))).toBe(2);
  });
  it('neither today nor yesterday: 0', () => {
    expect(currentStreak([at('2024-06-03')], utc('2024-06-05'))).toBe(0);
    expect(currentStreak([], utc('2024-06-05'))).toBe(0);
  });
  it('crosses the leap day', () => {
    const completed = [at('2024-03-01'), at('2024-02-29'), at('2024-02-28')];
    expect(currentStreak(completed, utc('2024-03-01'))).toBe(3);
  });
  it("reads days in the athlete's zone, either side of UTC midnight", () => {
    const completed = [{ date: '2024-06-05T01:00:00Z' }, { date: '2024-06-04T01:00:00Z' }];
    expect(currentStreak(completed, { today: '2024-06-04', timeZone: 'America/Los_Angeles' })).toBe(2);
    expect(currentStreak(completed, { today: '2024-06-05', timeZone: 'Asia/Tokyo' })).toBe(2);
    // The same records read in UTC sit on 06-05 and 06-04, so on 06-04 only one day counts.
    expect(currentStreak(completed, utc('2024-06-04'))).toBe(1);
    expect(currentStreak(completed, { today: '2024-06-05', timeZone: 'America/Los_Angeles' })).toBe(2);
  });
  it('ignores workouts dated after today', () => {
    expect(currentStreak([at('2024-06-06')], utc('2024-06-05'))).toBe(0);
  });
  it('property: the streak never exceeds the number of distinct completed days', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -40, max: 5 }), { maxLength: 60 }),
        fc.boolean(),
        (offsets, tz) => {
          const today = '2024-03-01';
          const completed = offsets.map((o) => at(addDays(today, o), '12:00:00Z'));
          const clock = { today, timeZone: tz ? 'UTC' : 'Asia/Tokyo' };
          const distinct = new Set(offsets).size;
          const streak = currentStreak(completed, clock);
          expect(streak).toBeGreaterThanOrEqual(0);
          expect(streak).toBeLessThanOrEqual(distinct);
        },
      ),
    );
  });
});
