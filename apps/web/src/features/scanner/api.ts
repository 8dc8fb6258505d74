import type { EquipmentImageResult } from '@liftwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadedPhoto } from '../../components/photo-upload/upload-photo.ts';
import { trpc, trpcClient } from '../../lib/trpc.ts';

// The scanner's server state in one place: the photo count and grid, a photo's delete, and the scan.

export type EquipmentPhoto = UploadedPhoto;

/** processEquipmentImages: the spec §3 result plus how many photos were read. */
export type ProcessResult = EquipmentImageResult & { photoCount: number };

const KEYS = {
  count: trpc.getUserImageCount.queryKey(),
  photos: trpc.getEquipmentPhotos.queryKey(),
} as const;

const getUserImageCount = () => trpcClient.getUserImageCount.query();
const getEquipmentPhotos = () => trpcClient.getEquipmentPhotos.query();
const deleteEquipmentPhoto = (input: { photoId: string }) => trpcClient.deleteEquipmentPhoto.mutate(input);
const processEquipmentImages = (): Promise<ProcessResult> => trpcClient.processEquipmentImages.mutate();

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

/** After an upload, a delete or a scan the count and the grid are read again (processed flags change too). */
function useRefreshPhotos() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: KEYS.count }),
      queryClient.invalidateQueries({ queryKey: KEYS.photos }),
    ]);
}

export function usePhotoUploaded() {
  const refresh = useRefreshPhotos();
  return () => void refresh();
}

export function useDeletePhoto() {
  const refresh = useRefreshPhotos();
  return useMutation({ mutationFn: deleteEquipmentPhoto, onSettled: refresh });
}

export function useProcessImages() {
  const refresh = useRefreshPhotos();
  return useMutation({ mutationFn: processEquipmentImages, onSettled: refresh });
}
