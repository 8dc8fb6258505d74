import { APP_SHELL_TEXT } from '@liftwise/domain';
import { ListPage } from '#web/components/list-page.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { PageHeading } from './page-headings.ts';

/**
 * Shown while the session resolves, so a signed-in athlete never sees the app flash away or the landing page. A
 * list page's heading, when known (page-headings.ts), is drawn in the page's own frame; the rest is placeholders.
 */
export function AppPageSkeleton({ heading }: { heading?: PageHeading | undefined }) {
  const cards = (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Skeleton className="h-36" />
      <Skeleton className="h-36" />
      <Skeleton className="h-36" />
    </div>
  );
  const loading = <span className="sr-only">{APP_SHELL_TEXT.page.loading}</span>;
  if (heading) {
    return (
      <ListPage title={heading.title} description={heading.description}>
        <div role="status" aria-live="polite">
          {loading}
          {cards}
        </div>
      </ListPage>
    );
  }
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10 sm:px-6">
      {loading}
      <Skeleton className="h-9 w-2/3 max-w-sm" />
      <Skeleton className="h-5 w-1/2 max-w-xs" />
      {cards}
    </div>
  );
}
