import { type ComponentProps, createContext, useContext } from 'react';
import { cn } from '../../lib/cn.ts';
import { DialogRoot, DialogRootTrigger, useDialogState, useLoadedWhen } from './dialog-state.tsx';

type DialogParts = typeof import('./dialog-parts.tsx');

let loadedParts: DialogParts | undefined;
const loadParts = () =>
  import('./dialog-parts.tsx').then((parts) => {
    loadedParts = parts;
    return parts;
  });
const PartsContext = createContext<DialogParts | null>(null);

function useParts(): DialogParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error('A dialog part is used outside its DialogContent.');
  return parts;
}

/**
 * A modal for a short task (one field and a button); Radix traps focus, closes on Escape and outside click, and
 * gives the focus back to the control that opened it. Radix loads when the dialog is first opened
 * (./dialog-state.tsx).
 */
export const Dialog = DialogRoot;
export const DialogTrigger = DialogRootTrigger;

export function DialogContent({
  children,
  ...props
}: Omit<ComponentProps<DialogParts['OpenDialog']>, 'onOpenChange' | 'returnFocusTo'>) {
  const { open, setOpen, triggerRef } = useDialogState();
  const parts = useLoadedWhen(open, loadParts, () => loadedParts);
  if (!open || !parts) return null;
  return (
    <PartsContext.Provider value={parts}>
      <parts.OpenDialog {...props} onOpenChange={setOpen} returnFocusTo={triggerRef}>
        {children}
      </parts.OpenDialog>
    </PartsContext.Provider>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 pr-6 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

export function DialogTitle(props: ComponentProps<DialogParts['Title']>) {
  const { Title } = useParts();
  return <Title {...props} />;
}

export function DialogDescription(props: ComponentProps<DialogParts['Description']>) {
  const { Description } = useParts();
  return <Description {...props} />;
}

export function DialogClose(props: ComponentProps<DialogParts['Close']>) {
  const { Close } = useParts();
  return <Close {...props} />;
}
