import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc, trpcClient } from './trpc.ts';

// The athlete's equipment photos as the server has them: the count and list the scanner shows, and a photo's
// delete. Here rather than in a feature because the scanner and the equipment form both upload and delete them.

const KEYS = {
  count: trpc.getUserImageCount.queryKey(),
  photos: trpc.getEquipmentPhotos.queryKey(),
} as const;

const getUserImageCount = () => trpcClient.getUserImageCount.query();
const getEquipmentPhotos = () => trpcClient.getEquipmentPhotos.query();
const deleteEquipmentPhoto = (input: { photoId: string }) => trpcClient.deleteEquipmentPhoto.mutate(input);

/** Spec §2: a failed count reads as 0, silently (logged only). */
export function useImageCount() {
  return useQuery({
    queryKey: KEYS.count,
    queryFn: async () => {
      try {
        return await getUserImageCount();
      } catch (error) {
        console.error('getUserImageCount failed; showing 0.', error);
        return { count: 0 };
      }
    },
  });
}

export function useEquipmentPhotos() {
  return useQuery({ queryKey: KEYS.photos, queryFn: getEquipmentPhotos });
}

/**
 * After an upload, a delete, a scan or an item saved with a photo, the count and the list are read again
 * (processed flags change too).
 */
export function useRefreshPhotos() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEYS.count }),
      queryClient.invalidateQueries({ queryKey: KEYS.photos }),
    ]).then(() => undefined);
}

export function useDeletePhoto() {
  const refresh = useRefreshPhotos();
  return useMutation({ mutationFn: deleteEquipmentPhoto, onSettled: refresh });
}
