import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A grey placeholder block; decorative, so hidden from assistive technology (the page says it is loading). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
