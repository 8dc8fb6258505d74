import type { StoredPhoto } from '@liftwise/db';
import {
  photosForScan,
  SCAN_CLAIM_TTL_MS,
  SCAN_MAX_PHOTOS,
  SCAN_MESSAGES,
  type ScanPhoto,
  SERVER_MESSAGES,
  scanPhotos,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { modelAllowance } from '../coach-calls.ts';
import type { AuthedContext } from '../context.ts';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * Claims the athlete's photos for one scan: the oldest unprocessed ones that fit a scan's count and
 * byte bounds, in the database, so a second scan of theirs (any request, process or Worker isolate) is refused
 * with CONFLICT until this one lets go. A claim left by a server that stopped mid-scan lapses after
 * SCAN_CLAIM_TTL_MS.
 */
async function claimPhotos(ctx: AuthedContext): Promise<{ scanId: string; photos: StoredPhoto[] }> {
  const now = ctx.now();
  const scanId = crypto.randomUUID();
  const chosen = photosForScan(await ctx.queries.photos.listUnprocessed(ctx.user.id, SCAN_MAX_PHOTOS));
  const claimed = await ctx.queries.photos.claimForScan(
    ctx.user.id,
    scanId,
    chosen.map((photo) => photo.id),
    now,
    new Date(now.getTime() - SCAN_CLAIM_TTL_MS),
  );
  if (claimed === 'busy') throw new TRPCError({ code: 'CONFLICT', message: SCAN_MESSAGES.scanRunning });
  return { scanId, photos: chosen.filter((photo) => claimed.includes(photo.id)) };
}

/** The claimed photos' bytes, oldest first (a missing file is skipped). */
async function readPhotos(
  ctx: AuthedContext,
  rows: readonly StoredPhoto[],
): Promise<{ id: string; photo: ScanPhoto }[]> {
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
 * many photos went. A refusal (no vision model, no new photos) is BAD_REQUEST, a scan already running CONFLICT, the
 * model's failure BAD_GATEWAY and today's AI allowance used up TOO_MANY_REQUESTS, each with its reason for 'Failed
 * to process equipment images: {reason}'. Photos are marked processed only after a result, so a failed scan can be
 * retried; the claim is let go whatever happens.
 */
export const equipmentImageProcessorRouter = router({
  processEquipmentImages: protectedProcedure.mutation(async ({ ctx }) => {
    if (!ctx.scanner.available) throw new TRPCError({ code: 'BAD_REQUEST', message: ctx.scanner.reason });
    const claim = await claimPhotos(ctx);
    try {
      const photos = await readPhotos(ctx, claim.photos);
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
      if (!outcome.ok)
        throw new TRPCError({ code: SCAN_FAILURE_CODES[outcome.kind], message: outcome.reason });
      const sent = photos.slice(0, outcome.photoCount).map((entry) => entry.id);
      await ctx.queries.photos.markProcessed(ctx.user.id, sent, ctx.now());
      return { ...outcome.result, photoCount: outcome.photoCount };
    } finally {
      await ctx.queries.photos.releaseScan(ctx.user.id, claim.scanId);
    }
  }),
});
