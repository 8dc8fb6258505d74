import { EQUIPMENT_SERVER_MESSAGES, photoIdOfImageUrl, photoUrl } from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import type { AuthedContext } from './context.ts';

/**
 * An item's photo is one of the athlete's uploads: checked when an item takes it, marked as
 * identified so the scanner does not send it again, and deleted once no item shows it any more.
 */

/** The photos the items name, each checked to be the athlete's; another athlete's reads as not found. */
export async function checkedItemPhotoIds(
  ctx: AuthedContext,
  imageUrls: readonly string[],
): Promise<string[]> {
  const ids = [...new Set(imageUrls.map(photoIdOfImageUrl).filter((id): id is string => id !== null))];
  for (const id of ids) {
    if (!(await ctx.queries.photos.get(ctx.user.id, id)))
      throw new TRPCError({ code: 'BAD_REQUEST', message: EQUIPMENT_SERVER_MESSAGES.photoNotFound });
  }
  return ids;
}

/** The athlete named what the photo shows, so the scanner has nothing to identify in it. */
export async function markItemPhotosIdentified(
  ctx: AuthedContext,
  photoIds: readonly string[],
): Promise<void> {
  await ctx.queries.photos.markProcessed(ctx.user.id, photoIds, ctx.now());
}

/**
 * Deletes the photo: the row first (once it is gone the photo is not the athlete's any more, even if the bytes
 * linger), then the items showing it let go of it, then the bytes. false when the athlete has no such photo.
 */
export async function deletePhoto(ctx: AuthedContext, photoId: string): Promise<boolean> {
  const storageKey = await ctx.queries.photos.delete(ctx.user.id, photoId);
  if (storageKey === null) return false;
  await ctx.queries.equipment.items.clearImageUrl(ctx.user.id, photoUrl(photoId));
  await ctx.photoStore.delete(storageKey);
  return true;
}

/** After an item dropped `imageUrl` (edited or deleted): its photo goes too, unless another item still shows it. */
export async function releaseItemPhoto(ctx: AuthedContext, imageUrl: string): Promise<void> {
  const photoId = photoIdOfImageUrl(imageUrl);
  if (photoId === null) return;
  if ((await ctx.queries.equipment.items.countWithImageUrl(ctx.user.id, imageUrl)) > 0) return;
  await deletePhoto(ctx, photoId);
}
