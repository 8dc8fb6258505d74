import { photoIdOfImageUrl } from '@liftwise/domain';
import { useEffect, useRef } from 'react';
import { useDeletePhoto, useRefreshPhotos } from '#web/lib/equipment-photos.ts';

export interface UnsavedPhotos {
  /** A photo this form just uploaded: no item shows it yet. */
  uploaded: (imageUrl: string) => void;
  /** The athlete took the photo off the form: one uploaded here is deleted now; a saved one goes with the save. */
  removed: (imageUrl: string) => void;
  /** Around the save: the photo being saved is never deleted, even if the form closes while it is on its way. */
  saving: (imageUrl: string) => void;
  saved: () => void;
  saveFailed: () => void;
}

/**
 * Photos uploaded while the equipment form is open belong to no item until it is saved. One taken off again, or
 * left behind when the athlete cancels or leaves, is deleted, so it does not take one of their photo places
 *. The server deletes the photo an item stops showing when the item is saved.
 */
export function useUnsavedPhotos(): UnsavedPhotos {
  const { mutate: deletePhoto } = useDeletePhoto();
  const refreshPhotos = useRefreshPhotos();
  const fresh = useRef(new Set<string>());
  const beingSaved = useRef<string | null>(null);

  function discard(imageUrl: string) {
    fresh.current.delete(imageUrl);
    const photoId = photoIdOfImageUrl(imageUrl);
    if (!photoId) return;
    // Best effort: a photo that stays shows on the scanner's screen, where it can be deleted.
    deletePhoto(
      { photoId },
      { onError: (error) => console.warn('Could not delete an unsaved photo.', error) },
    );
  }
  // The cleanup runs once, when the form closes, with the latest discard.
  const discardOnClose = useRef(discard);
  discardOnClose.current = discard;

  useEffect(() => {
    const photos = fresh.current;
    return () => {
      for (const imageUrl of photos) if (imageUrl !== beingSaved.current) discardOnClose.current(imageUrl);
    };
  }, []);

  return {
    uploaded: (imageUrl) => {
      fresh.current.add(imageUrl);
      // The scanner's count includes it from now on.
      void refreshPhotos();
    },
    removed: (imageUrl) => {
      if (fresh.current.has(imageUrl)) discard(imageUrl);
    },
    saving: (imageUrl) => {
      beingSaved.current = imageUrl;
    },
    saved: () => {
      fresh.current.clear();
      beingSaved.current = null;
    },
    saveFailed: () => {
      beingSaved.current = null;
    },
  };
}
