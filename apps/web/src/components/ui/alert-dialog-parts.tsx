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
  withClasses,
} from './dialog-surface.tsx';

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

export const Title = withClasses(AlertDialogPrimitive.Title, MODAL_TITLE_CLASS);

export const Description = withClasses(AlertDialogPrimitive.Description, MODAL_DESCRIPTION_CLASS);

export const Action = withClasses(AlertDialogPrimitive.Action, buttonVariants({ variant: 'destructive' }));

export const Cancel = withClasses(AlertDialogPrimitive.Cancel, buttonVariants({ variant: 'outline' }));
