import { SCAN_MAX_PHOTOS, type ScanPhoto, SERVER_MESSAGES, scanPhotos } from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import type { AuthedContext } from '../context.ts';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * Where the athlete's photos come from: their unprocessed ones (oldest first, with the bytes) and the mark that
 * keeps a photo from being sent again. Issue 10's photo store and queries (queries.photos, ctx.photoStore) provide
 * them; this router sees only these two functions.
 */
export interface ScanPhotoSource {
  unprocessed(ctx: AuthedContext, limit: number): Promise<{ id: string; photo: ScanPhoto }[]>;
  markProcessed(ctx: AuthedContext, photoIds: string[]): Promise<void>;
}

/**
 * Spec §7 processEquipmentImages: the athlete's new photos to `ctx.scanner`, the result (spec §3) back with how
 * many photos went. A refusal (no vision model, no new photos) is BAD_REQUEST and the model's failure BAD_GATEWAY,
 * each with its reason for 'Failed to process equipment images: {reason}'. Photos are marked processed only after
 * a result, so a failed scan can be retried.
 */
export function createScannerRouter(source: ScanPhotoSource) {
  return router({
    processEquipmentImages: protectedProcedure.mutation(async ({ ctx }) => {
      if (!ctx.scanner.available) throw new TRPCError({ code: 'BAD_REQUEST', message: ctx.scanner.reason });
      const photos = await source.unprocessed(ctx, SCAN_MAX_PHOTOS);
      // Only a scan that reaches the model counts against the athlete's AI calls.
      if (photos.length > 0 && !(await ctx.allowCoachCall(ctx.user.id)))
        throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.rateLimited });
      const outcome = await scanPhotos({
        photos: photos.map((entry) => entry.photo),
        // All of it, at every location: a known item seen in a photo keeps its name wherever it is.
        knownEquipment: await ctx.queries.equipment.items.list(ctx.user.id),
        scanner: ctx.scanner,
      });
      if (!outcome.ok) {
        throw new TRPCError({
          code: outcome.kind === 'failed' ? 'BAD_GATEWAY' : 'BAD_REQUEST',
          message: outcome.reason,
        });
      }
      await source.markProcessed(
        ctx,
        photos.slice(0, outcome.photoCount).map((entry) => entry.id),
      );
      return { ...outcome.result, photoCount: outcome.photoCount };
    }),
  });
}
