import type { ReactNode } from 'react';

/** A figure with its label and icon, as the workout list and Progress Analytics show their totals. */
export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border bg-card p-4">
      <span className="rounded-lg bg-primary/10 p-2 text-primary [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-muted-foreground text-xs leading-tight sm:text-sm">{label}</p>
        <p className="font-bold text-xl tabular-nums sm:text-2xl">{value}</p>
      </div>
    </div>
  );
}
