import { failureToast, SUCCESS_TOASTS, type UserEquipment } from '@liftwise/domain';
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
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { showToast } from '../../components/ui/toast.ts';
import { useDeleteEquipment } from './api.ts';

/** Delete asks first; the dialog stays open while deleting, so a failure can be retried from it. */
export function DeleteEquipmentButton({ item }: { item: UserEquipment }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteEquipment();

  async function confirm() {
    try {
      await remove.mutateAsync({ equipmentId: item.id });
      setOpen(false);
      showToast(SUCCESS_TOASTS.equipmentDeleted);
    } catch (error) {
      console.error('Deleting equipment failed.', error);
      showToast(failureToast('deleteUserEquipment'));
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete ${item.name}`} className="text-destructive">
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {item.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            It is removed from every location. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog closes only once the delete succeeded. */}
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting…' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
