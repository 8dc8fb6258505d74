import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/**
 * The frame of a list page (Workouts, Schedule, Goals, Equipment, Progress): its width, its heading with the page's
 * actions beside it, then its content. The app shell paints the same frame and heading before the page's code and
 * data arrive (features/app-shell/page-headings.ts), so the heading is there at the first paint and does not move
 * when the page takes its place.
 */
export function ListPage({
  title,
  description,
  actions,
  className,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
  /** Spacing between the page's parts, when not the default. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10', className)}>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}
