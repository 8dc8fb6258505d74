import {
  addDays,
  type CalendarDate,
  type CalendarDay,
  dayOfWeek,
  monthTitle,
  SCHEDULE_SCREEN_TEXT,
  WEEKDAY_HEADERS,
} from '@liftwise/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { fullDayName } from './format.ts';
import { StatusDot, StatusLegend } from './status-dot.tsx';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

/** Days an arrow key moves the selection by; Home and End go to the week's Sunday and Saturday. */
function keyStep(key: string, date: CalendarDate): number | null {
  switch (key) {
    case 'ArrowLeft':
      return -1;
    case 'ArrowRight':
      return 1;
    case 'ArrowUp':
      return -7;
    case 'ArrowDown':
      return 7;
    case 'Home':
      return -dayOfWeek(date);
    case 'End':
      return 6 - dayOfWeek(date);
    default:
      return null;
  }
}

/** The month's title with previous/next month and Today, shared by both tabs. */
export function MonthHeader({
  title,
  onShiftMonth,
  onToday,
}: {
  title: string;
  onShiftMonth: (delta: number) => void;
  onToday: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2">
      <h2 className="whitespace-nowrap font-semibold text-base sm:text-xl" aria-live="polite">
        {title}
      </h2>
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={TEXT.previousMonth}
          onClick={() => onShiftMonth(-1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" className="h-9 px-3 sm:h-10 sm:px-4" onClick={onToday}>
          {TEXT.today}
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-9 sm:size-10"
          aria-label={TEXT.nextMonth}
          onClick={() => onShiftMonth(1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

interface DayButtonProps {
  day: CalendarDay;
  selected: boolean;
  tabStop: boolean;
  onSelect: (date: CalendarDate) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: CalendarDate) => void;
}

/** One day: its number, up to 2 status dots and '+N'; its label says the same in words. */
function DayButton({ day, selected, tabStop, onSelect, onKeyDown }: DayButtonProps) {
  return (
    <button
      type="button"
      data-date={day.date}
      tabIndex={tabStop ? 0 : -1}
      aria-label={TEXT.dayCellLabel(fullDayName(day.date), day.entries, day.isToday)}
      aria-pressed={selected}
      aria-current={day.isToday ? 'date' : undefined}
      onClick={() => onSelect(day.date)}
      onKeyDown={(event) => onKeyDown(event, day.date)}
      className={cn(
        'flex h-14 w-full flex-col items-center justify-start gap-1 rounded-md border border-transparent pt-1.5 text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-1 sm:h-20 sm:items-start sm:px-2',
        // Another month's days: muted (at full strength: at 60% their numbers read 2.7:1) on a tinted cell.
        !day.inMonth && 'bg-muted/50 text-muted-foreground',
        selected && 'border-primary bg-primary/10 hover:bg-primary/15',
      )}
    >
      <span
        className={cn(
          'flex size-7 items-center justify-center rounded-full tabular-nums',
          day.isToday && 'bg-primary font-semibold text-primary-foreground',
        )}
      >
        {day.day}
      </span>
      {day.entries.length > 0 ? (
        <span aria-hidden="true" className="flex items-center gap-0.5 sm:gap-1">
          {day.dots.map((status, i) => (
            // Dots are positional: a day may show the same status twice.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <StatusDot key={i} status={status} />
          ))}
          {day.moreLabel ? (
            <span className="font-medium text-[0.65rem] text-muted-foreground leading-none sm:text-xs">
              {day.moreLabel}
            </span>
          ) : null}
        </span>
      ) : null}
    </button>
  );
}

interface MonthCalendarProps {
  year: number;
  /** 1-12 */
  month: number;
  days: readonly CalendarDay[];
  selected: CalendarDate;
  onSelect: (date: CalendarDate) => void;
  onShiftMonth: (delta: number) => void;
  onToday: () => void;
}

/**
 * The Calendar tab (spec §2): 42 days, Sunday first, each with up to 2 status dots and '+N'. One day is in the tab
 * order (the selected one); arrow keys move the selection and the focus, across month ends too.
 */
export function MonthCalendar({
  year,
  month,
  days,
  selected,
  onSelect,
  onShiftMonth,
  onToday,
}: MonthCalendarProps) {
  const gridRef = useRef<HTMLTableElement>(null);
  const focusAfterMove = useRef(false);
  const title = monthTitle(year, month);
  const tabStop = days.some((d) => d.date === selected)
    ? selected
    : (days.find((d) => d.isToday)?.date ?? days.find((d) => d.inMonth)?.date);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${selected}"]`)?.focus();
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: CalendarDate) {
    const step = keyStep(event.key, date);
    if (step === null) return;
    event.preventDefault();
    focusAfterMove.current = true;
    onSelect(addDays(date, step));
  }

  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));

  return (
    <div className="space-y-4">
      <MonthHeader title={title} onShiftMonth={onShiftMonth} onToday={onToday} />

      <table ref={gridRef} aria-label={title} className="w-full table-fixed border-separate border-spacing-1">
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map((day) => (
              <th key={day} scope="col" className="pb-1 font-medium text-muted-foreground text-xs">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((day) => (
                <td key={day.date} className="p-0">
                  <DayButton
                    day={day}
                    selected={day.date === selected}
                    tabStop={day.date === tabStop}
                    onSelect={onSelect}
                    onKeyDown={onKeyDown}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <StatusLegend />
    </div>
  );
}
