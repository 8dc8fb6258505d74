import { type ComponentProps, createContext, useContext } from 'react';
import { cn } from '../../lib/cn.ts';
import { DialogRoot, DialogRootTrigger, useDialogState, useLoadedWhen } from './dialog-state.tsx';

type AlertDialogParts = typeof import('./alert-dialog-parts.tsx');

let loadedParts: AlertDialogParts | undefined;
const loadParts = () =>
  import('./alert-dialog-parts.tsx').then((parts) => {
    loadedParts = parts;
    return parts;
  });
const PartsContext = createContext<AlertDialogParts | null>(null);

function useParts(): AlertDialogParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error('An alert dialog part is used outside its AlertDialogContent.');
  return parts;
}

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
  const { open, setOpen, triggerRef } = useDialogState();
  const parts = useLoadedWhen(open, loadParts, () => loadedParts);
  if (!open || !parts) return null;
  return (
    <PartsContext.Provider value={parts}>
      <parts.OpenAlertDialog {...props} onOpenChange={setOpen} returnFocusTo={triggerRef} />
    </PartsContext.Provider>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 text-center sm:text-left', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function AlertDialogTitle(props: ComponentProps<AlertDialogParts['Title']>) {
  const { Title } = useParts();
  return <Title {...props} />;
}

export function AlertDialogDescription(props: ComponentProps<AlertDialogParts['Description']>) {
  const { Description } = useParts();
  return <Description {...props} />;
}

export function AlertDialogAction(props: ComponentProps<AlertDialogParts['Action']>) {
  const { Action } = useParts();
  return <Action {...props} />;
}

export function AlertDialogCancel(props: ComponentProps<AlertDialogParts['Cancel']>) {
  const { Cancel } = useParts();
  return <Cancel {...props} />;
}
