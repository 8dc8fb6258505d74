import type { ReactNode } from 'react';

/**
 * What a list or screen shows when there is nothing in it yet: an icon, what is missing, what to do about it and,
 * usually, the button that does it. `as` keeps the page's heading outline right (h2 on a page, h3 in a section).
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  as: Heading = 'h2',
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  as?: 'h2' | 'h3' | 'p';
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center sm:py-12">
      <span className="text-muted-foreground [&_svg]:size-10" aria-hidden="true">
        {icon}
      </span>
      <div className="space-y-1">
        <Heading className="font-semibold text-lg">{title}</Heading>
        {description ? <p className="max-w-md text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
