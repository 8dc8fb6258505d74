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

type AlertDialogParts = typeof import('./alert-dialog-parts.tsx');

const PARTS = modalParts<AlertDialogParts>(() => import('./alert-dialog-parts.tsx'), 'AlertDialogContent');

/**
 * A confirmation that must be answered: Radix traps focus inside, starts on Cancel (the safe choice), closes on
 * Escape, and returns focus to the control that opened it. Radix loads when the confirmation is first opened
 * (./dialog-state.tsx).
 */
export const AlertDialog = DialogRoot;
export const AlertDialogTrigger = DialogRootTrigger;

export function AlertDialogContent(
  props: Omit<ComponentProps<AlertDialogParts['OpenAlertDialog']>, 'onOpenChange' | 'returnFocusTo'>,
) {
  return (
    <ModalContent kind={PARTS} render={(parts, frame) => <parts.OpenAlertDialog {...props} {...frame} />} />
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 text-center sm:text-left', className)} {...props} />;
}

export const AlertDialogFooter = ModalFooter;

export const AlertDialogTitle = modalPart(PARTS, 'Title');

export const AlertDialogDescription = modalPart(PARTS, 'Description');

export const AlertDialogAction = modalPart(PARTS, 'Action');

export const AlertDialogCancel = modalPart(PARTS, 'Cancel');
