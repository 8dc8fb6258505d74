import { type CalendarDate, listPageRange, SCHEDULE_SCREEN_TEXT } from '@liftwise/domain';
import { CalendarDays, ChevronDown, ChevronUp } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useScheduleList } from './api.ts';
import { DayHeading } from './day-heading.tsx';
import { shortDayName } from './format.ts';
import { ListSkeleton, ScheduleLoadFailed } from './schedule-states.tsx';
import { type ScheduledDay, scheduleListDays } from './scheduled.ts';
import { WorkoutEntry } from './workout-entry.tsx';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

/** The days of the weeks shown, each a heading and its workouts. */
function ListDays({ days, today }: { days: readonly ScheduledDay[]; today: CalendarDate }) {
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`list-${day.date}`} className="space-y-3">
          <h3
            id={`list-${day.date}`}
            className="font-semibold text-muted-foreground text-sm uppercase tracking-wide"
          >
            <DayHeading date={day.date} today={today} />
          </h3>
          <ul className="grid gap-3">
            {day.items.map(({ workout, status }) => (
              <li key={`${workout.id} ${workout.date}`}>
                <WorkoutEntry workout={workout} status={status} headingLevel="h4" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A paging button; while its weeks load it stays focusable (aria-disabled), so the keyboard keeps its place. */
function PageButton({
  label,
  icon,
  busy,
  onClick,
}: {
  label: string;
  icon: React.ReactNode;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="outline"
      className="w-full sm:w-auto"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {icon}
      {label}
    </Button>
  );
}

/**
 * The List tab (spec §2: grouped by date, ascending): from today on, four weeks at a time across month ends, with
 * earlier weeks a press away; the calendar tab keeps its months.
 */
export function ScheduleList({
  anchor,
  pages,
  onEarlier,
  onLater,
}: {
  /** The day page 0 starts on: today when the screen opened. */
  anchor: CalendarDate;
  pages: readonly number[];
  onEarlier: () => void;
  onLater: () => void;
}) {
  const list = useScheduleList(anchor, pages);
  const today = list.today ?? anchor;
  const days = useMemo(() => scheduleListDays(list.workouts, today), [list.workouts, today]);
  const first = listPageRange(anchor, pages[0] ?? 0).from;
  const last = listPageRange(anchor, pages[pages.length - 1] ?? 0).to;
  const busy = list.pending;

  let body: React.ReactNode;
  if (list.error) body = <ScheduleLoadFailed query={{ refetch: list.retry, isFetching: list.fetching }} />;
  else if (busy && days.length === 0) body = <ListSkeleton />;
  else if (days.length === 0)
    body = (
      <EmptyState
        as="h3"
        icon={<CalendarDays />}
        title={TEXT.noWorkoutsBetween(shortDayName(first), shortDayName(last))}
        description={TEXT.noWorkoutsBetweenHint}
      />
    );
  else body = <ListDays days={days} today={today} />;

  return (
    <div className="max-w-3xl space-y-6" aria-busy={busy || undefined}>
      <PageButton
        label={TEXT.showEarlier}
        icon={<ChevronUp aria-hidden="true" />}
        busy={busy}
        onClick={onEarlier}
      />
      {body}
      <PageButton
        label={TEXT.showLater}
        icon={<ChevronDown aria-hidden="true" />}
        busy={busy}
        onClick={onLater}
      />
      {/* Said beside the dimmed buttons, and to screen readers, while the next weeks load. */}
      <p role="status" className="text-muted-foreground text-sm empty:hidden">
        {busy && days.length > 0 ? TEXT.loadingMore : ''}
      </p>
    </div>
  );
}
