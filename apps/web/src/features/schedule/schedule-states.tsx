import { SCHEDULE_SCREEN_TEXT, WORKOUT_TOASTS } from '@liftwise/domain';
import { LoadFailed, type RetryableRead } from '#web/components/load-failed.tsx';
import { Skeleton, SkeletonStatus } from '#web/components/ui/skeleton.tsx';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

/** The grid's shape while the month loads, so nothing jumps when it arrives. */
export function ScheduleSkeleton() {
  return (
    <SkeletonStatus label={TEXT.loading} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4 rounded-xl border p-4 sm:p-6">
        <div className="flex items-center justify-between">
          <Skeleton className="h-6 w-36" />
          <Skeleton className="h-10 w-36" />
        </div>
        <div className="grid grid-cols-7 gap-1">
          {Array.from({ length: 42 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
            <Skeleton key={i} className="h-14 sm:h-20" />
          ))}
        </div>
      </div>
      <div className="space-y-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-28 w-full" />
      </div>
    </SkeletonStatus>
  );
}

/** The List tab's shape while its first weeks load. */
export function ListSkeleton() {
  return (
    <SkeletonStatus label={TEXT.loading} className="space-y-3">
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </SkeletonStatus>
  );
}

/** In place of the calendar when the month could not be loaded: empty days would read as a free month. */
export function ScheduleLoadFailed({ query }: { query: RetryableRead }) {
  return <LoadFailed title={TEXT.loadFailedTitle} message={WORKOUT_TOASTS.loadFailed} query={query} />;
}
