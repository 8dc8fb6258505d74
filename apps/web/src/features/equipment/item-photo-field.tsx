import { EQUIPMENT_SCREEN_TEXT, photoUrl } from '@liftwise/domain';
import { X } from 'lucide-react';
import { PhotoUpload } from '#web/components/photo-upload/photo-upload.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { UnsavedPhotos } from './unsaved-photos.ts';

const TEXT = EQUIPMENT_SCREEN_TEXT.equipmentPhoto;

/**
 * The item's photo: taken or chosen right here, uploaded at once with its progress, shown once
 * stored, and removable. Optional: most athletes know their equipment by name.
 */
export function ItemPhotoField({
  value,
  onChange,
  disabled,
  unsaved,
}: {
  value: string;
  onChange: (imageUrl: string) => void;
  disabled: boolean;
  unsaved: UnsavedPhotos;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-sm">{TEXT.legend}</legend>
      {value ? (
        <div className="flex flex-wrap items-end gap-3">
          <img src={value} alt={TEXT.alt} className="size-32 rounded-lg border bg-muted object-cover" />
          <Button
            variant="outline"
            disabled={disabled}
            onClick={() => {
              unsaved.removed(value);
              onChange('');
            }}
          >
            <X aria-hidden="true" />
            {TEXT.remove}
          </Button>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground text-xs">{TEXT.hint}</p>
          <PhotoUpload
            single
            disabled={disabled}
            onUploaded={(photo) => {
              const imageUrl = photoUrl(photo.id);
              unsaved.uploaded(imageUrl);
              onChange(imageUrl);
            }}
          />
        </>
      )}
    </fieldset>
  );
}
