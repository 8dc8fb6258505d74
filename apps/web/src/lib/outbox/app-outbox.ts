import type { RouterInputs, RouterOutputs } from '@liftwise/trpc';
import { lastSignedInUser } from '../offline-store.ts';
import { queryClient } from '../query-client.ts';
import { showFailure } from '../save-failure.ts';
import { trpcClient } from '../trpc.ts';
import { createOutbox } from './outbox.ts';
import { isQueuedCall, QUEUED_CALLS, type QueuedCall } from './queued-calls.ts';

/**
 * The app's outbox: the signed-in athlete's (the one the server last named here), sending through
 * the app's tRPC client. Loaded with the first save that may wait, and by the offline support after the first
 * paint (which replays at start and whenever the browser says the network is back).
 */
export const outbox = createOutbox({
  athlete: async () => (await lastSignedInUser())?.uid,
  send: (call, input) => {
    if (!isQueuedCall(call)) return Promise.reject(new Error(`${call} cannot be kept for later`));
    const mutate = trpcClient[call].mutate as (input: unknown) => Promise<unknown>;
    return mutate(input);
  },
  rules: (call) => (isQueuedCall(call) ? QUEUED_CALLS[call] : { takesKey: false }),
  onSaved: (entry) => {
    if (isQueuedCall(entry.call)) void QUEUED_CALLS[entry.call].refresh(queryClient);
  },
  onRefused: (entry, error) => {
    if (!isQueuedCall(entry.call)) return;
    // The spec's toast for that save (with the server's reason where the spec shows it), and the newer data.
    showFailure(QUEUED_CALLS[entry.call].operation, error);
    void QUEUED_CALLS[entry.call].refresh(queryClient);
  },
});

/** Sends the save, or keeps it and answers as the server will, with the change shown in the cached lists. */
export async function sendOrKeep<C extends QueuedCall>(
  call: C,
  input: RouterInputs[C],
): Promise<RouterOutputs[C]> {
  const result = await outbox.save(call, input as Record<string, unknown>);
  if (result.sent) return result.answer as RouterOutputs[C];
  // The screen's own input: a change folded into a waiting one is still answered as what it is (an edit).
  const spec = QUEUED_CALLS[call] as (typeof QUEUED_CALLS)[C];
  return spec.waitingAnswer(queryClient, input, result.entry.key);
}
