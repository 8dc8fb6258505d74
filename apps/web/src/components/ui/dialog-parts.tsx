import { APP_SHELL_TEXT } from '@liftwise/domain';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, type RefObject, useState } from 'react';
import { cn } from '../../lib/cn.ts';

/** Radix's dialog, loaded when a dialog is first opened (./dialog.tsx). */
export function OpenDialog({
  onOpenChange,
  returnFocusTo,
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  // A dialog opened by another control than its trigger gives the focus back to that control.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return (
    <DialogPrimitive.Root open onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg',
            className,
          )}
          {...props}
          onCloseAutoFocus={(event) => {
            props.onCloseAutoFocus?.(event);
            event.preventDefault();
            (returnFocusTo.current ?? opener)?.focus();
          }}
        >
          {children}
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring">
            <X className="size-4" aria-hidden="true" />
            <span className="sr-only">{APP_SHELL_TEXT.page.closeDialog}</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function Title({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-semibold text-lg', className)} {...props} />;
}

export function Description({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description className={cn('text-muted-foreground text-sm', className)} {...props} />
  );
}

export const Close = DialogPrimitive.Close;
