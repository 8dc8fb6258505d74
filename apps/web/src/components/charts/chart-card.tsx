import { type ReactNode, useEffect, useRef, useState } from 'react';

// The theme's colours (styles.css), so the charts follow light and dark mode.
export const CHART_COLORS = {
  primary: 'var(--color-primary)',
  muted: 'var(--color-muted-foreground)',
  grid: 'var(--color-border)',
} as const;

/**
 * A titled chart. The drawing is hidden from screen readers (they get the figures as a table, ChartTable) and
 * takes no keyboard focus; a pointer resting on a bar or point shows its figure (the SVG's own title).
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

/** The drawing's height in pixels (the box is h-56). */
export const CHART_HEIGHT = 224;

/**
 * A chart sized to its card: the drawing is in pixels (type stays 12 px on a phone), so the box's width is
 * measured, and measured again when it changes (rotation, a wider window).
 */
export function ChartArea({ children }: { children: (width: number) => ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="h-56 w-full" aria-hidden="true">
      {width > 0 ? children(width) : null}
    </div>
  );
}
