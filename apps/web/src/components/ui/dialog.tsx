import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import {
  DialogRoot,
  DialogRootTrigger,
  ModalContent,
  ModalFooter,
  modalPart,
  modalParts,
} from './dialog-state.tsx';

type DialogParts = typeof import('./dialog-parts.tsx');

const PARTS = modalParts<DialogParts>(() => import('./dialog-parts.tsx'), 'DialogContent');

/**
 * A modal for a short task (one field and a button); Radix traps focus, closes on Escape and outside click, and
 * gives the focus back to the control that opened it. Radix loads when the dialog is first opened
 * (./dialog-state.tsx).
 */
export const Dialog = DialogRoot;
export const DialogTrigger = DialogRootTrigger;

export function DialogContent(
  props: Omit<ComponentProps<DialogParts['OpenDialog']>, 'onOpenChange' | 'returnFocusTo'>,
) {
  return <ModalContent kind={PARTS} render={(parts, frame) => <parts.OpenDialog {...props} {...frame} />} />;
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 pr-6 text-left', className)} {...props} />;
}

export const DialogFooter = ModalFooter;

export const DialogTitle = modalPart(PARTS, 'Title');

export const DialogDescription = modalPart(PARTS, 'Description');

export const DialogClose = modalPart(PARTS, 'Close');
