import { type CalendarDate, dayLabel } from '@liftwise/domain';
import { Badge } from '#web/components/ui/badge.tsx';
import { dayHeading } from './format.ts';

/** 'Wednesday, June 5' with the Today / Tomorrow label the workout cards use (spec §2). */
export function DayHeading({ date, today }: { date: CalendarDate; today: CalendarDate }) {
  const label = dayLabel(date, today);
  return (
    <span className="flex flex-wrap items-center gap-2">
      {dayHeading(date)}
      {label ? (
        <Badge variant={label === 'Today' ? 'default' : 'secondary'} className="normal-case tracking-normal">
          {label}
        </Badge>
      ) : null}
    </span>
  );
}
