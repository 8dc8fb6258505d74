import { type CalendarDate, ROUTES, SCHEDULE_SCREEN_TEXT } from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { CalendarX2, Plus } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { DayHeading } from './day-heading.tsx';
import { shortDayName } from './format.ts';
import type { ScheduledWorkout } from './scheduled.ts';
import { WorkoutEntry } from './workout-entry.tsx';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

/**
 * A selected day without workouts: says which day is free and, from today on, offers the workout form with that
 * day filled in (a past day is not a day to plan).
 */
function FreeDay({ date, today }: { date: CalendarDate; today: CalendarDate }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4">
      <p className="flex items-center gap-2 text-muted-foreground text-sm">
        <CalendarX2 className="size-4 shrink-0" aria-hidden="true" />
        {TEXT.noWorkoutsOn(shortDayName(date))}
      </p>
      {date >= today ? (
        <Button variant="outline" asChild>
          <Link to={ROUTES.createWorkout} search={{ date }}>
            <Plus aria-hidden="true" />
            {TEXT.createOnDay}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

/** The selected day's workouts with their actions: beside the grid on a desktop, under it on a phone. */
export function DayPanel({
  date,
  today,
  items,
}: {
  date: CalendarDate;
  today: CalendarDate;
  items: readonly ScheduledWorkout[];
}) {
  const headingId = `day-${date}`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-semibold text-lg">
        <DayHeading date={date} today={today} />
      </h2>
      {items.length === 0 ? (
        <FreeDay date={date} today={today} />
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
