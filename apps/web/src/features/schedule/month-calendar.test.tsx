// @vitest-environment jsdom
import { type CalendarDate, calendarMonth, scheduleEntries, shiftMonth } from '@liftwise/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { MonthCalendar } from './month-calendar.tsx';

afterEach(cleanup);

const today = '2024-06-05';
const planned = [
  { id: 'a', name: 'A', date: '2024-06-04', status: 'scheduled' as const },
  { id: 'b', name: 'B', date: '2024-06-12', status: 'scheduled' as const },
  { id: 'c', name: 'C', date: '2024-06-12', status: 'completed' as const },
  { id: 'd', name: 'D', date: '2024-06-12', status: 'scheduled' as const },
];

/** The calendar as the page drives it: selection moves the month when it leaves the 42 cells. */
function Harness() {
  const [shown, setShown] = useState({ year: 2024, month: 6 });
  const [selected, setSelected] = useState<CalendarDate>(today);
  const days = calendarMonth(
    shown.year,
    shown.month,
    scheduleEntries(planned, [], { today, timeZone: 'UTC' }),
    today,
  );
  return (
    <MonthCalendar
      year={shown.year}
      month={shown.month}
      days={days}
      selected={selected}
      onSelect={(date) => {
        setSelected(date);
        if (!days.some((d) => d.date === date)) {
          setShown({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });
        }
      }}
      onShiftMonth={(delta) => setShown((s) => shiftMonth(s.year, s.month, delta))}
      onToday={() => setSelected(today)}
    />
  );
}

function day(name: RegExp) {
  return screen.getByRole('button', { name });
}

it('shows 42 days, marks today, and names each day with its workouts by status', () => {
  render(<Harness />);
  expect(screen.getAllByRole('button', { name: /\d{4}(, today)?: / })).toHaveLength(42);
  expect(day(/June 5, 2024, today: no workouts/).getAttribute('aria-current')).toBe('date');
  expect(day(/June 4, 2024: 1 workout \(1 missed\)/)).toBeTruthy();
  const busy = day(/June 12, 2024: 3 workouts \(2 scheduled, 1 completed\)/);
  expect(busy.textContent).toBe('12+1');
});

it('arrow keys move the selection and the focus, into the next month past the grid', () => {
  render(<Harness />);
  const fifth = day(/June 5, 2024/);
  expect(fifth.getAttribute('aria-pressed')).toBe('true');
  expect(fifth.tabIndex).toBe(0);
  fireEvent.keyDown(fifth, { key: 'ArrowRight' });
  expect(document.activeElement).toBe(day(/June 6, 2024/));
  expect(day(/June 6, 2024/).getAttribute('aria-pressed')).toBe('true');
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(day(/June 13, 2024/));
  fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
  expect(document.activeElement).toBe(day(/Sunday, June 9, 2024/));
  // July 6 is the last cell; a week later is outside the grid, so July is shown.
  fireEvent.click(day(/July 6, 2024/));
  fireEvent.keyDown(day(/July 6, 2024/), { key: 'ArrowDown' });
  expect(screen.getByRole('heading', { name: 'July 2024' })).toBeTruthy();
  expect(document.activeElement).toBe(day(/July 13, 2024/));
});
