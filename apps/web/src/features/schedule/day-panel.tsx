import { type CalendarDate, SCREEN_TEXT } from '@liftwise/domain';
import { CalendarX2 } from 'lucide-react';
import { DayHeading } from './day-heading.tsx';
import type { ScheduledWorkout } from './scheduled.ts';
import { WorkoutEntry } from './workout-entry.tsx';

const TEXT = SCREEN_TEXT.schedule;

/** The selected day's workouts with their actions: beside the grid on a desktop, under it on a phone. */
export function DayPanel({
  date,
  today,
  items,
  monthEmpty,
}: {
  date: CalendarDate;
  today: CalendarDate;
  items: readonly ScheduledWorkout[];
  /** Nothing planned all month: say so, rather than only that this day is free. */
  monthEmpty: boolean;
}) {
  const headingId = `day-${date}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-semibold text-lg">
        <DayHeading date={date} today={today} />
      </h2>
      {items.length === 0 ? (
        <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-muted-foreground text-sm">
          <CalendarX2 className="size-4 shrink-0" aria-hidden="true" />
          {monthEmpty ? `${TEXT.noWorkoutsMonth}. ${TEXT.noWorkoutsMonthHint}` : TEXT.noWorkoutsDay}
        </p>
      ) : (
        <ul className="space-y-3">
          {items.map(({ workout, status }) => (
            <li key={workout.id}>
              <WorkoutEntry workout={workout} status={status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
