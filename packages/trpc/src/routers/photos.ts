import { PHOTO_MESSAGES, photoIdInputSchema } from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { deletePhoto } from '../item-photos.ts';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * The athlete's equipment photos. Uploads and the bytes go through POST/GET /photos (apps/api), these
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

  /** An item that showed the photo shows none afterwards. */
  deleteEquipmentPhoto: protectedProcedure.input(photoIdInputSchema).mutation(async ({ ctx, input }) => {
    if (!(await deletePhoto(ctx, input.photoId)))
      throw new TRPCError({ code: 'NOT_FOUND', message: PHOTO_MESSAGES.notFound });
    return { photoId: input.photoId };
  }),
});
