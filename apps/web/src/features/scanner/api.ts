import type { EquipmentImageResult } from '@liftwise/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UploadedPhoto } from '../../components/photo-upload/upload-photo.ts';
import { trpcClient } from '../../lib/trpc.ts';

// The scanner's server state in one place. TODO(issue 10 merge): the four procedures below are not in this
// branch's AppRouter yet, so they are called by name through an untyped view of the client with the contract's
// shapes as explicit return types. After the merge, replace `untyped.X.query()/mutate()` with `trpcClient.X`
// (or `trpc.X.queryOptions()`), drop `untyped`, and keep the hooks' signatures: nothing else needs to change.

type UntypedProcedure = {
  query: (input?: unknown) => Promise<unknown>;
  mutate: (input?: unknown) => Promise<unknown>;
};
const untyped = trpcClient as unknown as Record<
  'getUserImageCount' | 'getEquipmentPhotos' | 'deleteEquipmentPhoto' | 'processEquipmentImages',
  UntypedProcedure
>;

export type EquipmentPhoto = UploadedPhoto;

/** processEquipmentImages (issue 10 contract): the spec §3 result plus how many photos were read. */
export type ProcessResult = EquipmentImageResult & { photoCount: number };

const KEYS = {
  count: ['scanner', 'getUserImageCount'],
  photos: ['scanner', 'getEquipmentPhotos'],
} as const;

function getUserImageCount(): Promise<{ count: number }> {
  return untyped.getUserImageCount.query() as Promise<{ count: number }>;
}

function getEquipmentPhotos(): Promise<{ photos: EquipmentPhoto[] }> {
  return untyped.getEquipmentPhotos.query() as Promise<{ photos: EquipmentPhoto[] }>;
}

function deleteEquipmentPhoto(input: { photoId: string }): Promise<{ photoId: string }> {
  return untyped.deleteEquipmentPhoto.mutate(input) as Promise<{ photoId: string }>;
}

function processEquipmentImages(): Promise<ProcessResult> {
  return untyped.processEquipmentImages.mutate() as Promise<ProcessResult>;
}

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
