import { SCAN_MAX_PHOTOS, type ScanPhoto, SERVER_MESSAGES, scanPhotos } from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { modelAllowance } from '../coach-calls.ts';
import type { AuthedContext } from '../context.ts';
import { protectedProcedure, router } from '../trpc.ts';

/** The athlete's photos not yet sent to the scanner, oldest first, with their bytes (a missing file is skipped). */
async function unprocessedPhotos(ctx: AuthedContext): Promise<{ id: string; photo: ScanPhoto }[]> {
  const rows = await ctx.queries.photos.listUnprocessed(ctx.user.id, SCAN_MAX_PHOTOS);
  const read = await Promise.all(
    rows.map(async (row) => ({ id: row.id, stored: await ctx.photoStore.get(row.storageKey) })),
  );
  return read.flatMap(({ id, stored }) => (stored ? [{ id, photo: stored }] : []));
}

/** How each scan failure answers: the athlete's to fix, the model's, or today's AI allowance used up (429). */
const SCAN_FAILURE_CODES = {
  unavailable: 'BAD_REQUEST',
  'no-photos': 'BAD_REQUEST',
  failed: 'BAD_GATEWAY',
  'allowance-spent': 'TOO_MANY_REQUESTS',
} as const;

/**
 * Spec §7 processEquipmentImages: the athlete's new photos to `ctx.scanner`, the result (spec §3) back with how
 * many photos went. A refusal (no vision model, no new photos) is BAD_REQUEST, the model's failure BAD_GATEWAY and
 * today's AI allowance used up TOO_MANY_REQUESTS, each with its reason for 'Failed to process equipment images:
 * {reason}'. Photos are marked processed only after a result, so a failed scan can be retried.
 */
export const scannerRouter = router({
  processEquipmentImages: protectedProcedure.mutation(async ({ ctx }) => {
    if (!ctx.scanner.available) throw new TRPCError({ code: 'BAD_REQUEST', message: ctx.scanner.reason });
    const photos = await unprocessedPhotos(ctx);
    // Only a scan that reaches the model counts against the athlete's AI calls.
    if (photos.length > 0 && !(await ctx.allowCoachCall(ctx.user.id)))
      throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.rateLimited });
    const outcome = await scanPhotos({
      photos: photos.map((entry) => entry.photo),
      // All of it, at every location: a known item seen in a photo keeps its name wherever it is.
      knownEquipment: await ctx.queries.equipment.items.list(ctx.user.id),
      scanner: ctx.scanner,
      allowance: modelAllowance(ctx),
    });
    if (!outcome.ok) throw new TRPCError({ code: SCAN_FAILURE_CODES[outcome.kind], message: outcome.reason });
    const sent = photos.slice(0, outcome.photoCount).map((entry) => entry.id);
    await ctx.queries.photos.markProcessed(ctx.user.id, sent, ctx.now());
    return { ...outcome.result, photoCount: outcome.photoCount };
  }),
});
