import { describe, expect, it } from 'vitest';
import { timeOfDaySchema } from '../schemas/common.ts';
import {
  addDays,
  chartDayLabels,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  formatCalendarDate,
  formatMonthDay,
  isCalendarDate,
  isLeapYear,
  parseCalendarDate,
  startOfWeek,
} from './calendar-date.ts';
import { isTimeOfDay } from './time-of-day.ts';
import { assertTimeZone, calendarDateInZone, clockAt, toCalendarDate } from './time-zone.ts';

describe('calendar dates (spec §2, §4)', () => {
  it('validates YYYY-MM-DD including leap days', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-13-01')).toBe(false);
    expect(isCalendarDate('2024-1-01')).toBe(false);
    expect(() => parseCalendarDate('nope')).toThrow(RangeError);
    expect(parseCalendarDate('2024-03-05')).toEqual({ year: 2024, month: 3, day: 5 });
  });
  it('leap years follow the Gregorian rule', () => {
    expect([2024, 2000, 1900, 2023].map(isLeapYear)).toEqual([true, true, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2100, 2)).toBe(28);
  });
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(formatCalendarDate(2024, 1, 32)).toBe('2024-02-01');
  });
  it('the week starts Monday: Sunday belongs to the week before it (spec §4)', () => {
    expect(dayOfWeek('2024-06-02')).toBe(0);
    expect(startOfWeek('2024-06-02')).toBe('2024-05-27');
    expect(startOfWeek('2024-06-03')).toBe('2024-06-03');
    expect(startOfWeek('2024-06-05')).toBe('2024-06-03');
  });
  it("formats the Next Workout date as 'MMM d' (spec §2)", () => {
    expect(formatMonthDay('2024-03-05')).toBe('Mar 5');
    expect(formatMonthDay('2024-12-25')).toBe('Dec 25');
  });
  it("labels a chart's days by month and day within a year, by month and year once they span more", () => {
    expect(chartDayLabels(['2025-11-24', '2025-12-29', '2026-01-05'])).toEqual(['Nov 24', 'Dec 29', 'Jan 5']);
    expect(chartDayLabels(['2023-05-08', '2024-05-06', '2026-11-23'])).toEqual([
      "May '23",
      "May '24",
      "Nov '26",
    ]);
    expect(chartDayLabels([])).toEqual([]);
  });
});

describe('time zones for the athlete day (spec §4)', () => {
  const instant = '2024-06-03T02:30:00Z';
  it('the same instant is a different day on either side of UTC midnight', () => {
    expect(calendarDateInZone(instant, 'UTC')).toBe('2024-06-03');
    expect(calendarDateInZone(instant, 'America/New_York')).toBe('2024-06-02');
    expect(calendarDateInZone('2024-06-02T20:00:00Z', 'Asia/Tokyo')).toBe('2024-06-03');
    expect(calendarDateInZone(new Date('2024-06-02T20:00:00Z'), 'Pacific/Kiritimati')).toBe('2024-06-03');
  });
  it('bare days are kept, instants are converted', () => {
    expect(toCalendarDate('2024-06-02', 'Asia/Tokyo')).toBe('2024-06-02');
    expect(toCalendarDate(instant, 'America/Los_Angeles')).toBe('2024-06-02');
  });
  it('rejects unknown zones and bad instants', () => {
    expect(() => assertTimeZone('Mars/Olympus')).toThrow(RangeError);
    expect(() => calendarDateInZone('garbage', 'UTC')).toThrow(RangeError);
  });
  it('builds a clock from now and a zone', () => {
    expect(clockAt(instant, 'America/New_York')).toEqual({
      today: '2024-06-02',
      timeZone: 'America/New_York',
    });
  });
});

describe('time of day (a workout’s optional HH:mm)', () => {
  it('takes 00:00–23:59 and nothing else, as the workout schema does', () => {
    for (const time of ['00:00', '09:05', '18:00', '23:59']) {
      expect(isTimeOfDay(time)).toBe(true);
      expect(timeOfDaySchema.safeParse(time).success).toBe(true);
    }
    for (const time of ['24:00', '9:05', '18:60', '18:00:00', '', 1800, undefined]) {
      expect(isTimeOfDay(time)).toBe(false);
      expect(timeOfDaySchema.safeParse(time).success).toBe(false);
    }
  });
});
