import { SESSION_SCREEN_TEXT } from '@liftwise/domain';
import { Flag } from 'lucide-react';
import { type Ref, useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';

const TEXT = SESSION_SCREEN_TEXT.liveSession;

/** Finish Workout; with planned sets left it asks first, since a tap by mistake would end the session. */
export function FinishButton({
  setsLeft,
  saving,
  onFinish,
  ref,
}: {
  setsLeft: number;
  saving: boolean;
  onFinish: () => void;
  ref?: Ref<HTMLButtonElement>;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Button
        ref={ref}
        size="lg"
        className="col-span-3 h-14 px-3 text-base"
        disabled={saving}
        onClick={() => (setsLeft > 0 ? setConfirming(true) : onFinish())}
      >
        <Flag aria-hidden="true" />
        {saving ? TEXT.saving : TEXT.finishWorkout}
      </Button>
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{TEXT.finishConfirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{TEXT.finishConfirmDescription(setsLeft)}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel className="h-12">{TEXT.keepGoing}</AlertDialogCancel>
            <AlertDialogAction
              className="h-12 bg-primary text-primary-foreground hover:bg-primary/90"
              onClick={onFinish}
            >
              {TEXT.finishAnyway}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
