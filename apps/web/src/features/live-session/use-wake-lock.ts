import { useEffect } from 'react';

/**
 * Keeps the screen awake while `active` (a session runs between sets, with the phone on the bench). The browser
 * drops the lock when the page is hidden, so it is asked again when the page shows. Where the Wake Lock API is
 * missing or refuses (low battery, no permission), nothing happens: the session works, the screen may dim.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let released = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (released) await lock.release();
        else sentinel = lock;
      } catch (error) {
        console.info('The screen wake lock is not available.', error);
      }
    };
    void acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', acquire);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
