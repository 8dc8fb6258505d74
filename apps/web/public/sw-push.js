/*
 * The service worker's notifications (imported by dist/sw.js, scripts/service-worker.ts): a push from the server
 * shows its title, body and page; a tap on it opens that page in the app, in a window of the app's when one is open.
 * Plain script: a service worker's importScripts takes no modules.
 */

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
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      tag: typeof payload.tag === 'string' ? payload.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: appUrl(payload.url), startsAt: typeof payload.startsAt === 'string' ? payload.startsAt : undefined },
    }),
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
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open && 'navigate' in open) return open.focus().then(() => open.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
