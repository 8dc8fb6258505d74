import { APP_SHELL_TEXT } from '@liftwise/domain';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, RefObject } from 'react';
import { cn } from '#web/lib/cn.ts';
import {
  MODAL_CONTENT_CLASS,
  MODAL_DESCRIPTION_CLASS,
  MODAL_OVERLAY_CLASS,
  MODAL_TITLE_CLASS,
  useReturnFocus,
  withClasses,
} from './dialog-surface.tsx';

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
  const returnFocus = useReturnFocus(returnFocusTo, props.onCloseAutoFocus);
  return (
    <DialogPrimitive.Root open onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={MODAL_OVERLAY_CLASS} />
        <DialogPrimitive.Content
          className={cn(MODAL_CONTENT_CLASS, 'max-w-md', className)}
          {...props}
          onCloseAutoFocus={returnFocus}
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

export const Title = withClasses(DialogPrimitive.Title, MODAL_TITLE_CLASS);

export const Description = withClasses(DialogPrimitive.Description, MODAL_DESCRIPTION_CLASS);

export const Close = DialogPrimitive.Close;
