import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A determinate bar, 0..100, with the progressbar role and its aria values. Plain markup rather than Radix's
 * Progress: the semantics are these three attributes, and the primitive cost ~1 KB gzip on the dashboard's first
 * load.
 */
export function Progress({ className, value, ...props }: ComponentProps<'div'> & { value?: number | null }) {
  const percent = Math.min(100, Math.max(0, value ?? 0));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
      {...props}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
