import { PROGRAM_SCREEN_TEXT, type ReplacePrevious } from '@liftwise/domain';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';

const TEXT = PROGRAM_SCREEN_TEXT.planReview;

/**
 * Start Plan over another active plan that still has workouts ahead: the server's message names it, the athlete
 * keeps or removes those workouts (or cancels and starts nothing). It stays open while the second call runs.
 */
export function StartConflictDialog({
  message,
  pending,
  onChoose,
  onClose,
}: {
  message: string | null;
  pending: ReplacePrevious | null;
  onChoose: (choice: ReplacePrevious) => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && pending === null && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{TEXT.conflictTitle}</AlertDialogTitle>
          <AlertDialogDescription>{message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="h-11" disabled={pending !== null}>
            {TEXT.cancel}
          </AlertDialogCancel>
          <Button
            variant="outline"
            className="h-11"
            disabled={pending !== null}
            onClick={() => onChoose('keep')}
          >
            {pending === 'keep' ? TEXT.starting : TEXT.keepWorkouts}
          </Button>
          <Button
            variant="destructive"
            className="h-11"
            disabled={pending !== null}
            onClick={() => onChoose('remove')}
          >
            {pending === 'remove' ? TEXT.starting : TEXT.removeWorkouts}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
