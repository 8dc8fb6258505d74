import { EQUIPMENT_SCREEN_TEXT, EQUIPMENT_SUCCESS_TOASTS, type UserEquipment } from '@liftwise/domain';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { showToast } from '#web/components/ui/toast.ts';
import { succeeded } from '#web/lib/save-failure.ts';
import { useDeleteEquipment } from './api.ts';

const TEXT = EQUIPMENT_SCREEN_TEXT.deleteEquipment;

/** Delete asks first; the dialog stays open while deleting, so a failure can be retried from it. */
export function DeleteEquipmentButton({ item }: { item: UserEquipment }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteEquipment();

  async function confirm() {
    if (!(await succeeded(remove.mutateAsync({ equipmentId: item.id })))) return;
    setOpen(false);
    showToast(EQUIPMENT_SUCCESS_TOASTS.equipmentDeleted);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={TEXT.open(item.name)} className="text-destructive">
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{TEXT.title(item.name)}</AlertDialogTitle>
          <AlertDialogDescription>{TEXT.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{TEXT.cancel}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog closes only once the delete succeeded. */}
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? TEXT.deleting : TEXT.delete}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
