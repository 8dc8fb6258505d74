import {
  CALENDAR_FEED_SCREEN_TEXT,
  DEFAULT_REMINDER_LEAD,
  minutesUntilStart,
  nextScheduledWorkout,
  reminderInstant,
} from '@liftwise/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useReminderPermission } from '#web/lib/reminder-permission.ts';
import { browserTimeZone, browserToday } from '#web/lib/time-zone.ts';
import { workoutOverviewQueryOptions } from '#web/lib/training-cache.ts';
import { trpc } from '#web/lib/trpc.ts';

const TEXT = CALENDAR_FEED_SCREEN_TEXT.calendarFeed;
/** setTimeout's longest wait (2^31 - 1 ms, ~24.8 days); a later reminder is set when the app is opened nearer it. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * The in-app reminder: while the app is open and the athlete has allowed notifications, one
 * notification at the lead time before their next workout. Nothing is read unless notifications are allowed, so
 * an athlete who never asked pays no request for it.
 */
export default function WorkoutReminder() {
  const [permission] = useReminderPermission();
  const enabled = permission === 'granted';
  const profile = useQuery({ ...trpc.getProfile.queryOptions(), enabled });
  const workouts = useQuery({ ...workoutOverviewQueryOptions(), enabled });
  const lead = profile.data?.reminderLead ?? DEFAULT_REMINDER_LEAD;
  const next = workouts.data ? nextScheduledWorkout(workouts.data.upcoming, browserToday()) : null;

  useEffect(() => {
    if (!enabled || !next) return;
    const timeZone = browserTimeZone();
    const at = reminderInstant(next, lead, timeZone);
    if (!at) return;
    const wait = at.getTime() - Date.now();
    if (wait < 0 || wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => {
      // The tag keeps one notification per workout, however many tabs are open.
      new Notification(TEXT.notificationTitle(next.name), {
        body: TEXT.notificationBody(minutesUntilStart(next, timeZone, new Date())),
        tag: `workout-reminder-${next.id}`,
      });
    }, wait);
    return () => clearTimeout(timer);
  }, [enabled, next, lead]);

  return null;
}
