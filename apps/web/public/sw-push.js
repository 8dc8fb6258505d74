/*
 * The service worker's notifications (imported by dist/sw.js, scripts/service-worker.ts): a push from the server
 * shows its title, body and page; a tap on it opens that page in the app, in a window of the app's when one is open.
 * A rest's end (`kind: 'rest'`) carries Skip and +15 s, and is not shown while a page of the app is on screen: the
 * session shows its own 'Rest Complete' there. Plain script: a service worker's importScripts takes no modules.
 */

/** What the session page listens for (features/live-session/use-rest-alert.ts). */
const REST_ACTION_MESSAGE = 'liftwise:rest-action';
/** The rest notification's buttons, where the platform shows them (Chrome, Edge, Samsung Internet; not Safari). */
const REST_ACTIONS = [
  { action: 'skip', title: 'Skip' },
  { action: 'add15', title: '+15 s' },
];

/** The app's windows (those this worker does not control yet too), for a message or a tap. */
function appWindows() {
  return self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) => windows.filter((client) => new URL(client.url).origin === self.location.origin));
}

/** Only the app's own pages open from a notification: anything else opens the dashboard. */
function appUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '/dashboard', self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL('/dashboard', self.location.origin).href;
  } catch {
    return new URL('/dashboard', self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof payload.title === 'string' && payload.title ? payload.title : 'Liftwise';
  const rest = payload.kind === 'rest';
  const show = () =>
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      // A new rest's alert replaces the last one's and buzzes again.
      renotify: rest && typeof payload.tag === 'string',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: {
        url: appUrl(payload.url),
        kind: rest ? 'rest' : undefined,
        startsAt: typeof payload.startsAt === 'string' ? payload.startsAt : undefined,
      },
      actions: rest ? REST_ACTIONS : undefined,
    });
  // The rest's end on a page on screen is the page's to show (no double alert); browsers let a push show nothing
  // while one of the site's pages is visible.
  event.waitUntil(
    rest
      ? appWindows().then((windows) =>
          windows.some((client) => client.visibilityState === 'visible') ? undefined : show(),
        )
      : show(),
  );
});

/** A workout reminder tapped after its workout began opens the dashboard: its start page is for before the start. */
function clickedUrl(data) {
  const startsAt = data && typeof data.startsAt === 'string' ? Date.parse(data.startsAt) : Number.NaN;
  if (startsAt <= Date.now()) return appUrl('/dashboard');
  return appUrl(data && data.url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = clickedUrl(event.notification.data);
  const action = event.action === 'skip' || event.action === 'add15' ? event.action : '';
  event.waitUntil(
    appWindows().then((windows) => {
      // Skip or +15 s: told to the open session pages, which apply it (and move the server's alert); none open,
      // the tap opens the session, whose rest is as the athlete left it.
      if (action && windows.length > 0) {
        for (const client of windows) client.postMessage({ type: REST_ACTION_MESSAGE, action });
        return undefined;
      }
      const open = windows[0];
      if (open && 'navigate' in open) return open.focus().then(() => open.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
