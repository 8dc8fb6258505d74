import type { EquipmentStatus } from '@liftwise/domain';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';

/** Spec §2/§4: the status badge is colour coded, from green (Excellent) to red (Poor); the word says it too. */
const STATUS_LOOKS: Record<EquipmentStatus, string> = {
  Excellent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  Good: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  Fair: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  'Needs Repair': 'bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100',
  Poor: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
};

const DOT_LOOKS: Record<EquipmentStatus, string> = {
  Excellent: 'bg-emerald-600',
  Good: 'bg-sky-600',
  Fair: 'bg-amber-500',
  'Needs Repair': 'bg-orange-600',
  Poor: 'bg-red-600',
};

export function StatusBadge({ status }: { status: EquipmentStatus }) {
  return (
    <Badge variant="outline" className={cn('border-transparent', STATUS_LOOKS[status])} data-status={status}>
      <span className={cn('size-1.5 rounded-full', DOT_LOOKS[status])} aria-hidden="true" />
      {status}
    </Badge>
  );
}
