import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateDataKinds } from '#web/lib/data-change-queries.ts';
import { openChangeStream } from './change-stream.ts';

/**
 * A change made on the athlete's other devices shows here without a reload: their stream is open while
 * they are signed in, and each change refetches exactly the reads of the areas it names. The root renders this only
 * for a signed-in athlete, loaded after the first paint; sign-out unmounts it, which closes the stream.
 *
 * When the stream first opens, what this device kept from before this page load (restored from IndexedDB: the app
 * was closed while another device changed things) is read again; what this page load fetched is not, so an app
 * opened fresh asks nothing twice.
 */
export default function RealtimeSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openChangeStream((kinds, missed) =>
        invalidateDataKinds(
          queryClient,
          kinds,
          missed === 'before-open' ? performance.timeOrigin : undefined,
        ).catch(() => undefined),
      ),
    [queryClient],
  );
  return null;
}
