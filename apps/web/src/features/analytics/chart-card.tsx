import type { ReactNode } from 'react';

// The theme's colours (styles.css), so the charts follow light and dark mode.
export const CHART_COLORS = {
  primary: 'var(--color-primary)',
  muted: 'var(--color-muted-foreground)',
  grid: 'var(--color-border)',
  cursor: 'var(--color-muted)',
} as const;

export const AXIS_TICK = { fill: CHART_COLORS.muted, fontSize: 12 };

/**
 * A titled chart. The drawing is hidden from screen readers (they get the figures as a table, ChartTable), so it
 * takes no keyboard focus either: recharts' accessibility layer is off where a chart is used.
 */
export function ChartCard({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="min-w-0 space-y-3 rounded-xl border bg-card p-4 sm:p-5" aria-label={title}>
      <div className="space-y-0.5">
        <h2 className="font-semibold">{title}</h2>
        {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The box a ResponsiveContainer measures: it needs a height of its own. */
export function ChartArea({ children }: { children: ReactNode }) {
  return (
    <div className="h-56 w-full" aria-hidden="true">
      {children}
    </div>
  );
}
