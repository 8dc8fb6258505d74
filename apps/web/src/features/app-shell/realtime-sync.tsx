import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateDataKinds } from '../../lib/data-change-queries.ts';
import { openChangeStream } from './change-stream.ts';

/**
 * A change made on the athlete's other devices shows here without a reload (issue 20): their stream is open while
 * they are signed in, and each change refetches exactly the reads of the areas it names. The root renders this only
 * for a signed-in athlete, loaded after the first paint; sign-out unmounts it, which closes the stream.
 */
export default function RealtimeSync() {
  const queryClient = useQueryClient();
  useEffect(() => openChangeStream((kinds) => void invalidateDataKinds(queryClient, kinds)), [queryClient]);
  return null;
}
