import type { ToastContent } from '../errors/toast-content.ts';
import type { ReminderLead } from './options.ts';

/*
 * Every word of the calendar feed and the reminders. The spec has none of them: they are ours.
 */

export const CALENDAR_FEED_MESSAGES = {
  invalidLead: 'Choose a reminder: none, 15 minutes, 1 hour or the evening before',
  /** The feed URL's answer for a revoked, regenerated or unknown token (404). */
  feedNotFound: 'Calendar feed not found',
} as const;

/** Words written into the .ics document itself, read in the athlete's calendar app. */
export const CALENDAR_DOCUMENT_TEXT = {
  calendarName: 'Liftwise workouts',
  calendarDescription: 'Your scheduled Liftwise workouts',
  /** 'Bench Press: 3 × 8 @ 60 kg' (no weight: 'Plank: 3 × 30s') */
  exerciseLine: (name: string, sets: number, reps: string, weight: string | undefined) =>
    weight ? `${name}: ${sets} × ${reps} @ ${weight}` : `${name}: ${sets} × ${reps}`,
  /** After the first exercises of a long workout: '+90 more'. */
  moreExercises: (count: number) => `+${count} more`,
  /** The description's last line: the start screen's address, for apps that hide the URL property. */
  startLine: (url: string) => `Start this workout: ${url}`,
  /** The alarm's text. */
  alarm: (name: string) => `Workout reminder: ${name}`,
} as const;

/** 'in 2 h 15 min', 'in 45 min', 'in 3 h', 'now': the Next Workout card's countdown on the day. */
export function countdownText(minutes: number): string {
  if (minutes <= 0) return 'now';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `in ${rest} min`;
  return rest === 0 ? `in ${hours} h` : `in ${hours} h ${rest} min`;
}

export const CALENDAR_FEED_TOASTS = {
  loadFailed: 'Failed to load your calendar link. Please try again.',
  createFailed: 'Failed to create your calendar link. Please try again.',
  revokeFailed: 'Failed to revoke your calendar link. Please try again.',
  leadFailed: 'Failed to save your reminder. Please try again.',
  copyFailed: 'Could not copy the link: select it and copy it yourself.',
} as const;

export const CALENDAR_FEED_SUCCESS_TOASTS = {
  feedCreated: { title: 'Calendar link ready', description: 'Copy it now: it is shown only once.' },
  feedRevoked: { title: 'Calendar link revoked' },
  leadSaved: { title: 'Reminder saved' },
  linkCopied: { title: 'Link copied' },
} as const satisfies Record<string, ToastContent>;

const LEAD_LABELS: Readonly<Record<ReminderLead, string>> = {
  none: 'No reminder',
  '15m': '15 minutes before',
  '1h': '1 hour before',
  eveningBefore: 'The evening before (18:00)',
};

/** The profile's Calendar section and the in-app reminder. */
// A pure call: a bundle that reads none of these (the Worker) drops them (docs/adding-a-feature.md).
export const CALENDAR_FEED_SCREEN_TEXT = /* @__PURE__ */ (() =>
  ({
    calendarFeed: {
      title: 'Calendar',
      description:
        'Subscribe to your scheduled workouts in Google Calendar, Apple Calendar or Outlook, with a reminder.',
      loading: 'Loading your calendar link…',
      loadFailed: 'Your calendar link could not be loaded.',
      retry: 'Retry',
      off: 'No calendar link yet.',
      create: 'Create calendar link',
      creating: 'Creating…',
      /** Shown once the link exists but its secret is no longer known (only its hash is stored). */
      active: (since: string) => `Your calendar link is active (created ${since}).`,
      activeHint: 'For your privacy the link is shown only once. Regenerate it to get a new one.',
      urlLabel: 'Your secret calendar link',
      urlHint: 'Anyone with this link can see your workouts. Copy it now: it is shown only once.',
      copy: 'Copy link',
      addToCalendar: 'Add to calendar',
      regenerate: 'Regenerate',
      regenerateHint: 'Regenerating stops the old link: calendars subscribed to it need the new one.',
      regenerateTitle: 'Regenerate your calendar link?',
      regenerateDescription:
        'The current link stops working at once: calendars subscribed to it stop receiving your workouts until you subscribe them to the new link.',
      regenerateConfirm: 'Regenerate link',
      revoke: 'Revoke',
      revokeTitle: 'Revoke your calendar link?',
      revokeDescription:
        'Calendars subscribed to it stop receiving your workouts. You can create a new link later.',
      revokeConfirm: 'Revoke link',
      cancel: 'Cancel',
      leadLabel: 'Reminder',
      leadHint: 'In your calendar, on your devices with notifications on, and here while Liftwise is open.',
      leadChoices: (Object.keys(LEAD_LABELS) as ReminderLead[]).map((value) => ({
        value,
        label: LEAD_LABELS[value],
      })),
      allowReminders: 'Allow reminders',
      remindersOn: 'Reminders show here while Liftwise is open.',
      remindersBlocked: "Notifications are blocked in this browser's settings.",
      remindersUnsupported: 'This browser cannot show notifications.',
      /** The notification's title and body. */
      notificationTitle: (name: string) => `Workout reminder: ${name}`,
      notificationBody: (minutes: number) => `Starts ${countdownText(minutes)}`,
    },
  }) as const)();
