import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, daysInMonth, formatCalendarDate } from '../dates/calendar-date.ts';
import { CALENDAR_CELLS, MAX_DAY_DOTS } from './limits.ts';
import { monthGrid, monthTitle, shiftMonth, WEEKDAY_HEADERS } from './month-grid.ts';
import { calendarMonth, dayDots, groupByDate, scheduleEntries } from './schedule.ts';

describe('month grid (spec §2, §9)', () => {
  it('has 42 cells, Sunday first', () => {
    const grid = monthGrid(2024, 6);
    expect(grid).toHaveLength(42);
    expect(WEEKDAY_HEADERS[0]).toBe('Sun');
    expect(grid[0]?.date).toBe('2024-05-26');
    expect(grid[0]?.inMonth).toBe(false);
    expect(grid[6]?.date).toBe('2024-06-01');
    expect(grid[6]?.inMonth).toBe(true);
    expect(grid[41]?.date).toBe('2024-07-06');
    expect(grid[41]?.inMonth).toBe(false);
  });
  it('a month starting on Sunday begins in the first cell (September 2024)', () => {
    const grid = monthGrid(2024, 9);
    expect(grid[0]).toMatchObject({ date: '2024-09-01', day: 1, inMonth: true });
    expect(grid.filter((c) => c.inMonth)).toHaveLength(30);
  });
  it('a month starting on Saturday fills 6 leading days and needs all six rows (June 2024, March 2025)', () => {
    const grid = monthGrid(2024, 6);
    expect(grid.slice(0, 6).every((c) => !c.inMonth)).toBe(true);
    expect(grid.filter((c) => c.inMonth)).toHaveLength(30);
    const march = monthGrid(2025, 3);
    expect(march[6]?.date).toBe('2025-03-01');
    expect(march[36]?.date).toBe('2025-03-31');
  });
  it('leap February 2024 has 29 in-month days; February 2023 has 28', () => {
    expect(
      monthGrid(2024, 2)
        .filter((c) => c.inMonth)
        .at(-1)?.date,
    ).toBe('2024-02-29');
    expect(monthGrid(2023, 2).filter((c) => c.inMonth)).toHaveLength(28);
  });
  it('marks today', () => {
    const grid = monthGrid(2024, 6, '2024-06-05');
    expect(grid.filter((c) => c.isToday).map((c) => c.date)).toEqual(['2024-06-05']);
  });
  it('previous/next month across year ends', () => {
    expect(shiftMonth(2024, 1, -1)).toEqual({ year: 2023, month: 12 });
    expect(shiftMonth(2024, 12, 1)).toEqual({ year: 2025, month: 1 });
    expect(shiftMonth(2024, 6, 0)).toEqual({ year: 2024, month: 6 });
    expect(monthTitle(2024, 6)).toBe('June 2024');
  });
  it('property: always 42 consecutive days, Sunday first, containing the whole month', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 2399 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const grid = monthGrid(year, month);
        expect(grid).toHaveLength(42);
        expect(new Date(`${grid[0]?.date}T00:00:00Z`).getUTCDay()).toBe(0);
        grid.forEach((cell, i) => {
          if (i > 0) expect(daysBetween(grid[i - 1]?.date ?? '', cell.date)).toBe(1);
        });
        const inMonth = grid.filter((c) => c.inMonth).map((c) => c.date);
        const days = daysInMonth(year, month);
        expect(inMonth).toEqual(
          Array.from({ length: days }, (_, d) => formatCalendarDate(year, month, d + 1)),
        );
      }),
    );
  });
});

describe('schedule entries and dots (spec §2, §9)', () => {
  const clock = { today: '2024-06-05', timeZone: 'America/New_York' };
  const workouts = [
    { id: 'a', name: 'A', date: '2024-06-04', status: 'scheduled' as const },
    { id: 'b', name: 'B', date: '2024-06-05', time: '18:00', status: 'scheduled' as const },
    { id: 'c', name: 'C', date: '2024-06-05', time: '07:00', status: 'scheduled' as const },
  ];
  const completed = [
    { id: 'x', name: 'X', date: '2024-06-05T02:00:00Z' },
    { id: 'y', name: 'Y', date: '2024-06-05T14:00:00Z' },
  ];
  it('puts completed workouts on the athlete day and marks passed scheduled days missed', () => {
    const entries = scheduleEntries(workouts, completed, clock);
    expect(entries.map((e) => [e.id, e.date, e.status])).toEqual([
      ['a', '2024-06-04', 'missed'],
      ['x', '2024-06-04', 'completed'],
      ['y', '2024-06-05', 'completed'],
      ['c', '2024-06-05', 'scheduled'],
      ['b', '2024-06-05', 'scheduled'],
    ]);
  });
  it('a day shows at most 2 dots plus +N', () => {
    expect(dayDots([{ status: 'completed' }])).toEqual({ dots: ['completed'], more: 0, moreLabel: null });
    expect(
      dayDots([
        { status: 'completed' },
        { status: 'scheduled' },
        { status: 'missed' },
        { status: 'scheduled' },
      ]),
    ).toEqual({ dots: ['completed', 'scheduled'], more: 2, moreLabel: '+2' });
  });
  it('the calendar tab puts entries and dots on each cell', () => {
    const days = calendarMonth(2024, 6, scheduleEntries(workouts, completed, clock), clock.today);
    const fifth = days.find((d) => d.date === '2024-06-05');
    expect(fifth).toMatchObject({
      isToday: true,
      dots: ['completed', 'scheduled'],
      more: 1,
      moreLabel: '+1',
    });
    expect(days.find((d) => d.date === '2024-06-10')?.entries).toEqual([]);
  });
  it('the list tab groups by date ascending', () => {
    const groups = groupByDate(scheduleEntries(workouts, completed, clock).reverse());
    expect(groups.map((g) => g.date)).toEqual(['2024-06-04', '2024-06-05']);
    expect(groups[1]?.entries.map((e) => e.id)).toEqual(['y', 'c', 'b']);
  });
  it('a completed workout near UTC midnight lands on different days either side of UTC', () => {
    const one = [{ id: 'z', name: 'Z', date: '2024-06-05T23:30:00Z' }];
    expect(scheduleEntries([], one, { today: '2024-06-06', timeZone: 'Asia/Tokyo' })[0]?.date).toBe(
      '2024-06-06',
    );
    expect(scheduleEntries([], one, { today: '2024-06-06', timeZone: 'UTC' })[0]?.date).toBe('2024-06-05');
    expect(addDays('2024-06-05', 1)).toBe('2024-06-06');
  });
});

describe('schedule numbers (spec §9)', () => {
  it('calendar 42 cells, 2 dots per day', () => {
    expect(CALENDAR_CELLS).toBe(42);
    expect(MAX_DAY_DOTS).toBe(2);
  });
});
