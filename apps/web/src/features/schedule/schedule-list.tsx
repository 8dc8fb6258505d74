import type { CalendarDate } from '@liftwise/domain';
import { DayHeading } from './day-heading.tsx';
import type { ScheduledWorkout } from './scheduled.ts';
import { WorkoutEntry } from './workout-entry.tsx';

/** The List tab (spec §2): the month's workouts grouped by date, ascending. */
export function ScheduleList({
  groups,
  today,
}: {
  groups: readonly { date: CalendarDate; items: ScheduledWorkout[] }[];
  today: CalendarDate;
}) {
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section key={group.date} aria-labelledby={`list-${group.date}`} className="space-y-3">
          <h3
            id={`list-${group.date}`}
            className="font-semibold text-muted-foreground text-sm uppercase tracking-wide"
          >
            <DayHeading date={group.date} today={today} />
          </h3>
          <ul className="grid gap-3">
            {group.items.map(({ workout, status }) => (
              <li key={workout.id}>
                <WorkoutEntry workout={workout} status={status} headingLevel="h4" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
