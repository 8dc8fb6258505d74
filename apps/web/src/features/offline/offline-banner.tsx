import { OFFLINE_SCREEN_TEXT } from '@liftwise/domain';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { isOffline, subscribeToConnection } from './connection-status.ts';

/** Says, while the server cannot be reached, what still works: the data kept on this device (decision 0032). */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeToConnection, isOffline, () => false);
  if (!offline) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-2 border-b bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <WifiOff aria-hidden="true" className="size-4 shrink-0" />
      <span>{OFFLINE_SCREEN_TEXT.offline.banner}</span>
    </div>
  );
}
