import { PROFILE_SCREEN_TEXT } from '@liftwise/domain';
import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

const TEXT = PROFILE_SCREEN_TEXT.profile;

/**
 * In place of the form when the profile could not be loaded: an empty form would read as if the saved data were
 * gone, and saving it would overwrite data the athlete never saw. The toast announces the failure; this stays.
 */
export function ProfileLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4">
      <div className="space-y-1">
        <p className="font-medium">{TEXT.loadFailedTitle}</p>
        <p className="text-muted-foreground text-sm">{TEXT.loadFailedMessage}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        {TEXT.retry}
      </Button>
    </div>
  );
}
