import { photoUrl, SCANNER_SCREEN_TEXT } from '@liftwise/domain';
import { CircleCheck, Trash2 } from 'lucide-react';
import { ConfirmAction } from '#web/components/confirm-action.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { EquipmentPhoto } from './api.ts';

const TEXT = SCANNER_SCREEN_TEXT.imageProcessor;

/** The athlete's stored photos, newest first; processed ones are marked; each can be deleted after a question. */
export function PhotoGrid({
  photos,
  onDelete,
}: {
  photos: readonly EquipmentPhoto[];
  onDelete: (photo: EquipmentPhoto) => void;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={TEXT.photosTitle}>
      {photos.map((photo, index) => (
        <li key={photo.id} className="relative overflow-hidden rounded-lg border bg-muted">
          <img
            src={photoUrl(photo.id)}
            alt={TEXT.photoAlt(index + 1)}
            loading="lazy"
            className="aspect-square w-full object-cover"
          />
          {photo.processed ? (
            <Badge variant="secondary" className="absolute top-2 left-2 shadow-sm">
              <CircleCheck className="size-3.5" aria-hidden="true" />
              {TEXT.processed}
            </Badge>
          ) : null}
          <ConfirmAction
            trigger={
              <Button
                variant="secondary"
                size="icon"
                className="absolute top-1.5 right-1.5 size-9 shadow-sm"
                aria-label={TEXT.deletePhotoLabel(index + 1)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
            title={TEXT.deletePhotoTitle}
            description={TEXT.deletePhotoDescription}
            confirmLabel="Delete"
            cancelLabel="Cancel"
            onConfirm={() => onDelete(photo)}
          />
        </li>
      ))}
    </ul>
  );
}
