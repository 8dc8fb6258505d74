import { PHOTO_MESSAGES, photoIdInputSchema } from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * The athlete's equipment photos (issue 10). Uploads and the bytes go through POST/GET /photos (apps/api), these
 * read and delete the list. Another athlete's photo reads as not found.
 */
export const photoRouter = router({
  /** Spec §7: how many photos the image processor has to work with. */
  getUserImageCount: protectedProcedure.query(async ({ ctx }) => ({
    count: await ctx.queries.photos.count(ctx.user.id),
  })),

  getEquipmentPhotos: protectedProcedure.query(async ({ ctx }) => ({
    photos: await ctx.queries.photos.list(ctx.user.id),
  })),

  /** The row goes first: once it is gone the photo is not the athlete's any more, even if the bytes linger. */
  deleteEquipmentPhoto: protectedProcedure.input(photoIdInputSchema).mutation(async ({ ctx, input }) => {
    const storageKey = await ctx.queries.photos.delete(ctx.user.id, input.photoId);
    if (storageKey === null) throw new TRPCError({ code: 'NOT_FOUND', message: PHOTO_MESSAGES.notFound });
    await ctx.photoStore.delete(storageKey);
    return { photoId: input.photoId };
  }),
});
