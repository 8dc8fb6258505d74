import { OFFLINE_SCREEN_TEXT } from '@liftwise/domain';
import { Workbox } from 'workbox-window';

/**
 * Registers dist/sw.js (scripts/service-worker.ts), the worker that lets the app open offline. When a new version
 * has installed beside the running one, the athlete is asked ('A new version is ready', Reload) rather than having
 * the code swapped under an open page, e.g. in the middle of a set; Reload hands over to it and reloads once it
 * controls the page. Not in `vite dev` (no worker is built there).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () => {
    worker.addEventListener('controlling', () => window.location.reload());
    void import('sonner').then(({ toast }) =>
      toast(OFFLINE_SCREEN_TEXT.offline.updateReady, {
        duration: Number.POSITIVE_INFINITY,
        action: { label: OFFLINE_SCREEN_TEXT.offline.reload, onClick: () => worker.messageSkipWaiting() },
      }),
    );
  });
  void worker
    .register()
    .catch((error: unknown) => console.error('Could not register the service worker.', error));
  // A long-open app (the installed one stays open for days) looks for a new version when the network comes back.
  window.addEventListener('online', () => void worker.update());
}
