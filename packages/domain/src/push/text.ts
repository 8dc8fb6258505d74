import { keptAtMost } from '../errors/kept-at-most.ts';
import type { ToastContent } from '../errors/toast-content.ts';
import { MAX_PUSH_DEVICES } from './limits.ts';

/*
 * Every word of the notifications on the athlete's devices. The spec has none of them: they are ours.
 */

export const PUSH_MESSAGES = {
  invalidEndpoint:
    "This browser's push address is not one Liftwise can send to (it must be a public https: URL)",
  invalidKeys: "This browser's push keys are not valid; turn notifications off and on again",
  invalidLabel: 'The device name must be 1 to 80 characters',
  /** The save past MAX_PUSH_DEVICES. */
  tooManyDevices: keptAtMost(MAX_PUSH_DEVICES, 'devices with notifications on'),
  /** The server has no VAPID keys (README, Notifications). */
  unconfigured: 'Notifications are not set up on this server: it needs VAPID keys (README, Notifications)',
  deviceNotFound: 'Device not found',
  invalidRestEnd: "The rest's end must be an instant within the next 15 minutes",
  testRateLimited: 'Too many test notifications. Please wait a few seconds.',
} as const;

/** The words of the profile's 'Notifications on this device' section. */
export const PUSH_TEXT = {
  heading: 'Notifications on this device',
  explanation:
    'Let Liftwise reach this device with notifications, even when the app is closed; a test notification checks it.',
  turnOn: 'Turn on notifications',
  turningOn: 'Turning on…',
  onHere: 'Notifications are on for this device.',
  sendTest: 'Send a test notification',
  devicesHeading: 'Your devices',
  thisDevice: 'This device',
  remove: 'Remove',
  removeTitle: (label: string) => `Stop notifications on ${label}?`,
  removeDescription:
    'That device gets no more notifications from Liftwise until they are turned on there again.',
  removeConfirm: 'Remove',
  cancel: 'Cancel',
  added: (date: string) => `Added ${date}`,
  noDevices: 'No device has notifications on yet.',
  loading: 'Loading your devices…',
  loadFailed: 'Your devices could not be loaded.',
  retry: 'Retry',
  unsupported:
    "This browser can't receive notifications from a web app. On iPhone and iPad (iOS 16.4 or later), add Liftwise to your Home Screen first and open it from there.",
  denied:
    "Notifications are blocked for Liftwise in this browser's settings. Allow them there, then come back to turn them on.",
  unconfigured: PUSH_MESSAGES.unconfigured,
  /** The test notification's own words. */
  testTitle: 'Liftwise',
  testBody: 'Notifications work on this device.',
  /** A workout reminder's body: when the workout starts, in the athlete's zone ('Today at 18:00'). */
  reminderBody: (day: 'today' | 'tomorrow' | 'later', date: string, time: string | undefined) => {
    const when = day === 'today' ? 'Today' : day === 'tomorrow' ? 'Tomorrow' : `On ${date}`;
    return time ? `${when} at ${time}` : when;
  },
} as const;

export const PUSH_TOASTS = {
  turnOnFailed: 'Failed to turn on notifications. Please try again.',
  loadFailed: 'Failed to load your devices. Please try again.',
  removeFailed: 'Failed to remove the device. Please try again.',
  testFailed: 'Failed to send a test notification. Please try again.',
} as const;

export const PUSH_SUCCESS_TOASTS = {
  notificationsOn: { title: 'Notifications on', description: 'This device will be notified.' },
  deviceRemoved: { title: 'Device removed' },
  testSent: { title: 'Test notification sent', description: 'It should arrive in a few seconds.' },
} as const satisfies Record<string, ToastContent>;
