import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A grey placeholder block; decorative, so hidden from assistive technology (the page says it is loading). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/**
 * A loading placeholder: the grey blocks in the page's shape, and one status that names what is loading, so a
 * screen reader hears it once instead of the blocks. A slow load (a plan being read) shows the label too.
 */
export function SkeletonStatus({
  label,
  showLabel = false,
  className,
  children,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      {showLabel ? (
        <p className="font-medium text-muted-foreground">{label}</p>
      ) : (
        <span className="sr-only">{label}</span>
      )}
      {children}
    </div>
  );
}
