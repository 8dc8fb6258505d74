import type { CalendarDate } from '@liftwise/domain';
import { format, parseISO } from 'date-fns';

// Calendar days and 'HH:mm' times are wall-clock values: parsed as local time only to be formatted, never compared.

/** 'Wednesday, June 5, 2024': a day cell's name for screen readers. */
export function fullDayName(date: CalendarDate): string {
  return format(parseISO(date), 'EEEE, MMMM d, yyyy');
}

/** 'Wednesday, June 5': the side panel's and the list's day headings. */
export function dayHeading(date: CalendarDate): string {
  return format(parseISO(date), 'EEEE, MMMM d');
}

/** 'Tuesday, Nov 25': a free day as the side panel names it. */
export function shortDayName(date: CalendarDate): string {
  return format(parseISO(date), 'EEEE, MMM d');
}

/** '6:30 PM' from '18:30'. */
export function timeOfDay(time: string): string {
  return format(parseISO(`2000-01-01T${time}`), 'h:mm a');
}
