import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/**
 * In place of the form when the profile could not be loaded: an empty form would read as if the saved data were
 * gone, and saving it would overwrite data the athlete never saw.
 */
export function ProfileLoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-dashed p-4">
      <div className="space-y-1">
        <p className="font-medium">Your profile could not be loaded.</p>
        <p className="text-muted-foreground text-sm">Check your connection, then try again.</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw className={retrying ? 'animate-spin' : undefined} aria-hidden="true" />
        Retry
      </Button>
    </div>
  );
}
