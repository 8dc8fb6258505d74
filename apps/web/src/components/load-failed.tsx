import { APP_SHELL_TEXT } from '@liftwise/domain';
import { RotateCw } from 'lucide-react';
import { Button } from './ui/button.tsx';

/** What Retry needs of a failed read: a TanStack Query result, or a list's own retry. */
export interface RetryableRead {
  refetch: () => unknown;
  isFetching: boolean;
}

/**
 * In place of a list or form that could not be loaded: an empty screen would read as if the data were gone. The
 * toast announces the failure; this stays, with Retry.
 */
export function LoadFailed({
  title,
  message,
  query,
  retryLabel = APP_SHELL_TEXT.page.retryLoad,
}: {
  title: string;
  message?: string;
  query: RetryableRead;
  retryLabel?: string;
}) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed p-5">
      <div className="space-y-1">
        <h2 className="font-medium">{title}</h2>
        {message ? <p className="text-muted-foreground text-sm">{message}</p> : null}
      </div>
      <Button
        variant="outline"
        className="h-11"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
      >
        <RotateCw className={query.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}
