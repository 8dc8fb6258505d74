import type { RouterInputs, RouterOutputs } from '@liftwise/trpc';
import type { QueuedCall } from './queued-calls.ts';

/**
 * The mutation options of a save that may wait for the network: it runs even while the browser
 * says it is offline (TanStack would otherwise pause it), and sends through the outbox, loaded with the first save
 * (never in a page's first load; offline, the service worker has it).
 */
export function queueable<C extends QueuedCall>(call: C) {
  return {
    networkMode: 'always' as const,
    mutationFn: async (input: RouterInputs[C]): Promise<RouterOutputs[C]> =>
      (await import('./app-outbox.ts')).sendOrKeep(call, input),
  };
}
