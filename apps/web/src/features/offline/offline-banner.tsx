import { OFFLINE_SCREEN_TEXT } from '@liftwise/domain';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import type { Outbox } from '#web/lib/outbox/outbox.ts';
import { outboxSnapshot, subscribeToOutbox } from '#web/lib/outbox/outbox-store.ts';
import { isOffline, subscribeToConnection } from './connection-status.ts';

const TEXT = OFFLINE_SCREEN_TEXT.offline;

/**
 * Says, while the server cannot be reached, what still works: the data kept on this device; and,
 * online or not, how many changes wait to be saved, with each one the server refused on a replay, to try again or
 * discard.
 */
export function OfflineBanner({ outbox }: { outbox: Outbox | undefined }) {
  const offline = useSyncExternalStore(subscribeToConnection, isOffline, () => false);
  const changes = useSyncExternalStore(subscribeToOutbox, outboxSnapshot, outboxSnapshot);
  if (!offline && changes.length === 0) return null;
  const refused = changes.filter((change) => change.refused);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-1 border-b bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      {offline && (
        <p className="flex items-center gap-2">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <span>{TEXT.banner}</span>
        </p>
      )}
      {changes.length > 0 && <p className="font-medium">{TEXT.changesWaiting(changes.length)}</p>}
      {refused.map((change) => (
        <p key={change.key} className="flex flex-wrap items-center justify-center gap-2">
          <span>{TEXT.changeRefused(change.refused?.message ?? '')}</span>
          <Button size="sm" variant="outline" onClick={() => void outbox?.retry(change.key)}>
            {TEXT.tryAgain}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => void outbox?.discard(change.key)}>
            {TEXT.discard}
          </Button>
        </p>
      ))}
    </div>
  );
}
