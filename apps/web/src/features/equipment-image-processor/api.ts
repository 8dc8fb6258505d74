import type { EquipmentImageResult } from '@liftwise/domain';
import { useMutation } from '@tanstack/react-query';
import type { UploadedPhoto } from '#web/components/photo-upload/upload-photo.ts';
import { useRefreshPhotos } from '#web/lib/equipment-photos.ts';
import { trpcClient } from '#web/lib/trpc.ts';

// The scan itself; the photos' count, list and delete are shared with the equipment form (lib/equipment-photos.ts).

export type EquipmentPhoto = UploadedPhoto;

/** processEquipmentImages: the spec §3 result plus how many photos were read. */
export type ProcessResult = EquipmentImageResult & { photoCount: number };

const processEquipmentImages = (): Promise<ProcessResult> => trpcClient.processEquipmentImages.mutate();

export function useProcessImages() {
  const refresh = useRefreshPhotos();
  return useMutation({ mutationFn: processEquipmentImages, onSettled: refresh });
}
