import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import {
  DialogRoot,
  DialogRootTrigger,
  ModalContent,
  ModalFooter,
  modalParts,
  useModalParts,
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

export function AlertDialogTitle(props: ComponentProps<AlertDialogParts['Title']>) {
  const { Title } = useModalParts(PARTS);
  return <Title {...props} />;
}

export function AlertDialogDescription(props: ComponentProps<AlertDialogParts['Description']>) {
  const { Description } = useModalParts(PARTS);
  return <Description {...props} />;
}

export function AlertDialogAction(props: ComponentProps<AlertDialogParts['Action']>) {
  const { Action } = useModalParts(PARTS);
  return <Action {...props} />;
}

export function AlertDialogCancel(props: ComponentProps<AlertDialogParts['Cancel']>) {
  const { Cancel } = useModalParts(PARTS);
  return <Cancel {...props} />;
}
