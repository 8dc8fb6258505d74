import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';

/**
 * A dialog's open state and the control that opens it, kept without Radix: Radix's dialog (its focus trap, scroll
 * lock, layers and portal, ≈12 KB gzip) loads when a dialog is first opened (./dialog.tsx, ./alert-dialog.tsx;
 * decision 0026), so no page carries it to paint.
 */
interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The trigger, which gets the focus back when the dialog closes. */
  triggerRef: RefObject<HTMLElement | null>;
}

const DialogStateContext = createContext<DialogState | null>(null);

export function useDialogState(): DialogState {
  const state = useContext(DialogStateContext);
  if (!state) throw new Error('A dialog part is used outside its Dialog or AlertDialog.');
  return state;
}

export interface DialogRootProps {
  /** Controlled: the dialog is open while this is true (with onOpenChange); else it keeps its own state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/** The root of a dialog, as Radix's Root behaves: controlled by `open`, or open from its trigger. */
export function DialogRoot({ open, defaultOpen = false, onOpenChange, children }: DialogRootProps) {
  const [own, setOwn] = useState(defaultOpen);
  const triggerRef = useRef<HTMLElement | null>(null);
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwn(next);
    onOpenChange?.(next);
  };
  return (
    <DialogStateContext.Provider value={{ open: open ?? own, setOpen, triggerRef }}>
      {children}
    </DialogStateContext.Provider>
  );
}

/** The control that opens the dialog: its one child, given the dialog's aria state (as Radix's `asChild`). */
export function DialogRootTrigger({
  asChild: _asChild,
  onClick,
  ...props
}: ComponentProps<typeof Slot.Root> & { asChild?: boolean }) {
  const { open, setOpen, triggerRef } = useDialogState();
  return (
    <Slot.Root
      ref={triggerRef}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
    />
  );
}

/**
 * A module loaded the first time `when` is true, then kept: the dialog's Radix parts, fetched on first opening
 * (a press shows the dialog as soon as they arrive; later openings at once).
 */
export function useLoadedWhen<T>(
  when: boolean,
  load: () => Promise<T>,
  loaded: () => T | undefined,
): T | undefined {
  const [module, setModule] = useState<T | undefined>(loaded);
  useEffect(() => {
    if (!when || module) return;
    let mounted = true;
    void load().then((value) => {
      if (mounted) setModule(() => value);
    });
    return () => {
      mounted = false;
    };
  }, [when, module, load]);
  return module;
}
