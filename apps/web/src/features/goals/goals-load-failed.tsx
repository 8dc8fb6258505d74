import { GOAL_SCREEN_TEXT } from '@liftwise/domain';
import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

const TEXT = GOAL_SCREEN_TEXT.goals;

/** In place of the list when it could not be loaded: an empty list or form would read as if the goals were gone. */
export function GoalsLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-5">
      <div className="space-y-1">
        <h2 className="font-medium">{TEXT.loadFailedTitle}</h2>
        <p className="text-muted-foreground text-sm">{TEXT.loadFailedMessage}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        {TEXT.retry}
      </Button>
    </div>
  );
}
