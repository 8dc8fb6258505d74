import { SCHEDULE_SCREEN_TEXT, type WorkoutStatus } from '@liftwise/domain';
import { cn } from '#web/lib/cn.ts';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

/**
 * One look per status, used by the dots, the legend and the entries' badges alike. Missed is a ring rather than a
 * filled dot, so it differs from scheduled by shape as well as colour.
 */
export const STATUS_COLOUR: Record<WorkoutStatus, string> = {
  scheduled: 'bg-primary',
  completed: 'bg-success',
  missed: 'border-[1.5px] border-destructive bg-transparent',
};

/** Decorative: the day cell's label already says what its dots say. */
export function StatusDot({ status, className }: { status: WorkoutStatus; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-status={status}
      className={cn(
        'inline-block size-1.5 shrink-0 rounded-full sm:size-2',
        STATUS_COLOUR[status],
        className,
      )}
    />
  );
}

export function StatusLegend() {
  return (
    <ul
      aria-label={TEXT.legend}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-xs"
    >
      {(Object.keys(TEXT.statuses) as WorkoutStatus[]).map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <StatusDot status={status} />
          {TEXT.statuses[status]}
        </li>
      ))}
    </ul>
  );
}
