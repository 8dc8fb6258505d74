/*
 * This browser's side of notifications: whether it can receive them, its current subscription, and subscribing
 * with the server's key through the app's service worker (dist/sw.js, which shows what is pushed).
 */

/** What this browser can do about notifications from the app. */
export type PushSupport = 'supported' | 'unsupported';

/** The Push API needs a service worker, PushManager and the Notification permission (iOS: a Home Screen app only). */
export function pushSupport(): PushSupport {
  return typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
    ? 'supported'
    : 'unsupported';
}

/** The app's service worker registration, or null where none is registered (`vite dev` builds no worker). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (pushSupport() === 'unsupported') return null;
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  return navigator.serviceWorker.ready;
}

/** This browser's push subscription for the app, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const worker = await registration();
  return worker ? worker.pushManager.getSubscription() : null;
}

/** The server's key (unpadded base64url) as the bytes `subscribe` takes on every browser. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Why subscribing did not happen: the athlete said no, or the browser has no worker to receive with. */
export type SubscribeOutcome =
  | {
      ok: true;
      subscription: PushSubscriptionJSON & { endpoint: string; keys: { p256dh: string; auth: string } };
    }
  | { ok: false; reason: 'denied' | 'unsupported' };

/**
 * Asks for the permission (only ever from a click: browsers refuse a request nobody started), then subscribes with
 * the server's key; a subscription made with another key (the server's keys changed) is replaced.
 */
export async function subscribe(publicKey: string): Promise<SubscribeOutcome> {
  const worker = await registration();
  if (!worker) return { ok: false, reason: 'unsupported' };
  if ((await Notification.requestPermission()) !== 'granted') return { ok: false, reason: 'denied' };
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  let subscription: PushSubscription;
  try {
    subscription = await worker.pushManager.subscribe(options);
  } catch (error) {
    const existing = await worker.pushManager.getSubscription();
    if (!existing) throw error;
    await existing.unsubscribe();
    subscription = await worker.pushManager.subscribe(options);
  }
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error('the subscription has no keys');
  return {
    ok: true,
    subscription: {
      ...json,
      endpoint: json.endpoint,
      keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
    },
  };
}

/** Ends this browser's subscription when it is the one at `endpoint` (its device was removed from the list). */
export async function unsubscribeIf(endpoint: string): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription?.endpoint === endpoint) await subscription.unsubscribe();
}

/** Ends this browser's subscription, if it has one (Sign Out: the next athlete here gets none of these pushes). */
export async function endSubscription(): Promise<void> {
  await (await currentSubscription())?.unsubscribe();
}

/** 'Chrome on Android': the device's name in the athlete's list, from the user agent (only ever a label). */
export function deviceLabel(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /SamsungBrowser\//.test(userAgent)
      ? 'Samsung Internet'
      : /Firefox\/|FxiOS\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone/.test(userAgent)
      ? 'iPhone'
      : /iPad/.test(userAgent)
        ? 'iPad'
        : /CrOS/.test(userAgent)
          ? 'ChromeOS'
          : /Windows/.test(userAgent)
            ? 'Windows'
            : /Mac OS X|Macintosh/.test(userAgent)
              ? 'macOS'
              : /Linux/.test(userAgent)
                ? 'Linux'
                : undefined;
  return system ? `${browser} on ${system}` : browser;
}
