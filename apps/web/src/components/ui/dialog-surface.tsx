import { type ComponentType, type RefObject, type SyntheticEvent, useState } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * What the app's two kinds of modal (./dialog-parts.tsx, ./alert-dialog-parts.tsx: Radix's dialog and alert
 * dialog, separate primitives) share: how they look and where the focus goes when they close.
 */
export const MODAL_OVERLAY_CLASS = 'fixed inset-0 z-50 bg-black/50';
export const MODAL_CONTENT_CLASS =
  'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg';
export const MODAL_TITLE_CLASS = 'font-semibold text-lg';
export const MODAL_DESCRIPTION_CLASS = 'text-muted-foreground text-sm';

/**
 * A modal opened by another control than its trigger gives the focus back to that control (`returnFocusTo`, else
 * whatever had the focus when it opened): Radix would send it to a trigger the app does not render.
 */
export function useReturnFocus(
  returnFocusTo: RefObject<HTMLElement | null>,
  onCloseAutoFocus: ((event: Event) => void) | undefined,
) {
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return (event: Event | SyntheticEvent) => {
    onCloseAutoFocus?.(event as Event);
    event.preventDefault();
    (returnFocusTo.current ?? opener)?.focus();
  };
}

/** A Radix part with the app's classes first; a caller's className adds to them. */
export function withClasses<Props extends { className?: string | undefined }>(
  Part: ComponentType<Props>,
  classes: string,
) {
  return function Classed({ className, ...props }: Props) {
    return <Part {...(props as Props)} className={cn(classes, className)} />;
  };
}
