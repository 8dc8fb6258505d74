import * as z from 'zod/mini';
import { idSchema } from '../schemas/common.ts';
import { requiredText } from '../schemas/free-text.ts';
import { timeZoneSchema } from '../workouts/payloads.ts';
import { MAX_PUSH_DEVICE_LABEL_LENGTH, MAX_PUSH_ENDPOINT_LENGTH } from './limits.ts';
import { PUSH_MESSAGES } from './text.ts';

/** An IPv4 or IPv6 literal (WHATWG URL writes IPv6 hosts in brackets): push services are always named hosts. */
const IP_LITERAL = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;
/** Names that only mean something inside a network, never a push service on the internet. */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|lan|home|arpa|test|invalid)$/i;

/**
 * Whether `url` may be sent pushes: https, a public host name (no IP literal, no single-label or private name), no
 * credentials, so a saved subscription can never make the server call into its own network.
 */
export function isPushEndpoint(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname, username, password } = new URL(url);
  return (
    protocol === 'https:' &&
    !username &&
    !password &&
    hostname.includes('.') &&
    !IP_LITERAL.test(hostname) &&
    !PRIVATE_NAME.test(hostname)
  );
}

/** A P-256 public key as the browser's `toJSON()` writes it: 65 bytes (0x04 first) in unpadded base64url. */
const p256dhSchema = z.string().check(z.regex(/^B[A-Za-z0-9_-]{86}$/, { error: PUSH_MESSAGES.invalidKeys }));
/** The 16-byte authentication secret in unpadded base64url. */
const authSecretSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{22}$/, { error: PUSH_MESSAGES.invalidKeys }));

/** savePushSubscription: this device's subscription (`PushSubscription.toJSON()`) and a name for it in the list. */
export const savePushSubscriptionInputSchema = z.object({
  endpoint: z
    .url({ error: PUSH_MESSAGES.invalidEndpoint })
    .check(
      z.maxLength(MAX_PUSH_ENDPOINT_LENGTH, { error: PUSH_MESSAGES.invalidEndpoint }),
      z.refine(isPushEndpoint, { error: PUSH_MESSAGES.invalidEndpoint }),
    ),
  keys: z.object({ p256dh: p256dhSchema, auth: authSecretSchema }),
  label: requiredText(MAX_PUSH_DEVICE_LABEL_LENGTH, PUSH_MESSAGES.invalidLabel),
  /** The browser's IANA zone: the workout reminders the server sends count the athlete's times in it. */
  timeZone: z.optional(timeZoneSchema),
});
export type SavePushSubscriptionInput = z.infer<typeof savePushSubscriptionInputSchema>;

/** removePushDevice and sendTestNotification: one of the athlete's devices, by the id the server gave it. */
export const pushDeviceInputSchema = z.object({ deviceId: idSchema });

/** What a notification carries to the service worker: its words and the page a tap opens (a path of the app). */
export interface PushNotificationPayload {
  /** What it is about, for the service worker: a rest's end carries Skip and +15 s. */
  kind?: 'rest' | 'reminder' | 'test';
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag?: string;
  /** A workout's start (ISO instant): once it has passed, a tap opens the dashboard instead of `url`. */
  startsAt?: string;
}
