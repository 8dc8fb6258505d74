/**
 * Whether the app can reach its server, as the offline banner shows it: the browser's own flag (`navigator.onLine`
 * and its online/offline events) and what the app's requests find, since a phone on a gym's Wi-Fi without internet
 * still says it is online. A request that failed for want of a network marks the app offline until the browser
 * reports the network back or a request gets an answer.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let requestFailed = false;

function notify() {
  for (const listener of listeners) listener();
}

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

export function isOffline(): boolean {
  return !browserOnline() || requestFailed;
}

/** Called with the outcome of each of the app's requests. */
export function reportRequestOutcome(outcome: 'answered' | 'no-network'): void {
  const failed = outcome === 'no-network';
  if (failed === requestFailed) return;
  requestFailed = failed;
  notify();
}

function onBrowserChange() {
  // The network is back: whatever failed before may work now; the next request will tell.
  if (browserOnline()) requestFailed = false;
  notify();
}

/** For useSyncExternalStore. */
export function subscribeToConnection(listener: Listener): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('online', onBrowserChange);
      window.removeEventListener('offline', onBrowserChange);
    }
  };
}

// Where a failed save is kept for later too (the outbox), so it lives in lib.
export { isNoNetworkError } from '#web/lib/no-network.ts';
