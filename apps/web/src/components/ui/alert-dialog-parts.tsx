import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ComponentProps, RefObject } from 'react';
import { cn } from '#web/lib/cn.ts';
import { buttonVariants } from './button.tsx';
import {
  MODAL_CONTENT_CLASS,
  MODAL_DESCRIPTION_CLASS,
  MODAL_OVERLAY_CLASS,
  MODAL_TITLE_CLASS,
  useReturnFocus,
} from './dialog-surface.ts';

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
  const returnFocus = useReturnFocus(returnFocusTo, props.onCloseAutoFocus);
  return (
    <AlertDialogPrimitive.Root open onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={MODAL_OVERLAY_CLASS} />
        <AlertDialogPrimitive.Content
          className={cn(MODAL_CONTENT_CLASS, 'max-w-lg', className)}
          {...props}
          onCloseAutoFocus={returnFocus}
        />
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

export function Title({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn(MODAL_TITLE_CLASS, className)} {...props} />;
}

export function Description({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn(MODAL_DESCRIPTION_CLASS, className)} {...props} />;
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
