import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { type ComponentProps, type RefObject, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from './button.tsx';

/** Radix's alert dialog, loaded when a confirmation is first opened (./alert-dialog.tsx). */
export function OpenAlertDialog({
  onOpenChange,
  returnFocusTo,
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content> & {
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  // A confirmation opened by another control than its trigger gives the focus back to that control.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);
  return (
    <AlertDialogPrimitive.Root open onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialogPrimitive.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-background p-6 shadow-lg',
            className,
          )}
          {...props}
          onCloseAutoFocus={(event) => {
            props.onCloseAutoFocus?.(event);
            event.preventDefault();
            (returnFocusTo.current ?? opener)?.focus();
          }}
        />
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

export function Title({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn('font-semibold text-lg', className)} {...props} />;
}

export function Description({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return (
    <AlertDialogPrimitive.Description className={cn('text-muted-foreground text-sm', className)} {...props} />
  );
}

export function Action({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Action>) {
  return (
    <AlertDialogPrimitive.Action
      className={cn(buttonVariants({ variant: 'destructive' }), className)}
      {...props}
    />
  );
}

export function Cancel({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Cancel>) {
  return (
    <AlertDialogPrimitive.Cancel
      className={cn(buttonVariants({ variant: 'outline' }), className)}
      {...props}
    />
  );
}
