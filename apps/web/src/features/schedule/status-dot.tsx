import { SCREEN_TEXT, type WorkoutStatus } from '@liftwise/domain';
import { cn } from '../../lib/cn.ts';

const TEXT = SCREEN_TEXT.schedule;

/** One colour per status, used by the dots, the legend and the entries' badges alike. */
export const STATUS_COLOUR: Record<WorkoutStatus, string> = {
  scheduled: 'bg-primary',
  completed: 'bg-success',
  missed: 'bg-destructive',
};

/** Decorative: the day cell's label already says what its dots say. */
export function StatusDot({ status, className }: { status: WorkoutStatus; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2 rounded-full', STATUS_COLOUR[status], className)}
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
