import { WORKOUT_SCREEN_TEXT } from '@liftwise/domain';
import { Trash2 } from 'lucide-react';
import { ConfirmAction } from '#web/components/confirm-action.tsx';
import { Button } from '#web/components/ui/button.tsx';

const TEXT = WORKOUT_SCREEN_TEXT.workoutList;

/** The cards' delete: an icon button that asks first; `onConfirm` does the delete and its toasts. */
export function ConfirmDeleteButton({
  name,
  title,
  description,
  pending,
  onConfirm,
}: {
  name: string;
  title: string;
  description: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <ConfirmAction
      trigger={
        <Button variant="ghost" size="icon" disabled={pending} aria-label={`${TEXT.delete} ${name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={TEXT.delete}
      cancelLabel={TEXT.cancel}
      onConfirm={onConfirm}
    />
  );
}
