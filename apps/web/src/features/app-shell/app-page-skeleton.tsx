import { APP_SHELL_TEXT } from '@liftwise/domain';
import { Skeleton } from '../../components/ui/skeleton.tsx';

/** Shown while the session resolves, so a signed-in athlete never sees the app flash away or the landing page. */
export function AppPageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      <span className="sr-only">{APP_SHELL_TEXT.page.loading}</span>
      <Skeleton className="h-9 w-2/3 max-w-sm" />
      <Skeleton className="h-5 w-1/2 max-w-xs" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    </div>
  );
}
