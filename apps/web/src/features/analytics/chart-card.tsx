import type { ReactElement, ReactNode } from 'react';
import { ResponsiveContainer } from 'recharts';

// The theme's colours (styles.css), so the charts follow light and dark mode.
export const CHART_COLORS = {
  primary: 'var(--color-primary)',
  muted: 'var(--color-muted-foreground)',
  grid: 'var(--color-border)',
  cursor: 'var(--color-muted)',
} as const;

const AXIS_TICK = { fill: CHART_COLORS.muted, fontSize: 12 };

/** Every chart's axes: the week (or day) labels along the bottom, the values up the side, no lines of their own. */
export const X_AXIS_PROPS = {
  dataKey: 'label',
  tick: AXIS_TICK,
  tickLine: false,
  axisLine: false,
  minTickGap: 12,
} as const;
export const Y_AXIS_PROPS = { tick: AXIS_TICK, tickLine: false, axisLine: false } as const;
/** No focus stop that only moves a tooltip: the figures are a table (ChartTable). */
export const CHART_PROPS = { accessibilityLayer: false } as const;
/** Bars drawn at once (no grow-in animation between sets), rounded on top. */
export const BAR_PROPS = {
  fill: CHART_COLORS.primary,
  radius: [4, 4, 0, 0] as [number, number, number, number],
  isAnimationActive: false,
};

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

/** A chart sized to its card: ResponsiveContainer measures this box, which has a height of its own. */
export function ChartArea({ children }: { children: ReactElement }) {
  return (
    <div className="h-56 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}
