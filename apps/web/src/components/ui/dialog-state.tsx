import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  type Context,
  createContext,
  type JSXElementConstructor,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * A dialog's open state and the control that opens it, kept without Radix: Radix's dialog (its focus trap, scroll
 * lock, layers and portal, ≈12 KB gzip) loads when a dialog is first opened (./dialog.tsx, ./alert-dialog.tsx;
 *), so no page carries it to paint.
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

/**
 * One kind of modal's Radix parts (./dialog.tsx, ./alert-dialog.tsx): they load on first opening and are kept;
 * `ModalContent` renders them while open, and `useModalParts` hands them to the title, buttons and so on.
 */
export interface ModalParts<Parts> {
  load: () => Promise<Parts>;
  loaded: Parts | undefined;
  context: Context<Parts | null>;
  contentName: string;
}

export function modalParts<Parts>(load: () => Promise<Parts>, contentName: string): ModalParts<Parts> {
  const kind: ModalParts<Parts> = {
    load: () =>
      load().then((parts) => {
        kind.loaded = parts;
        return parts;
      }),
    loaded: undefined,
    context: createContext<Parts | null>(null),
    contentName,
  };
  return kind;
}

export function useModalParts<Parts>(kind: ModalParts<Parts>): Parts {
  const parts = useContext(kind.context);
  if (!parts) throw new Error(`A dialog part is used outside its ${kind.contentName}.`);
  return parts;
}

/** One of the open modal's parts (its title, a button…), rendered once its kind has loaded. */
export function modalPart<Parts, Name extends keyof Parts>(kind: ModalParts<Parts>, name: Name) {
  type Props = Parts[Name] extends JSXElementConstructor<infer P extends object> ? P : never;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, never during a render.
  return function ModalPart(props: Props) {
    const Part = useModalParts(kind)[name] as JSXElementConstructor<Props>;
    return <Part {...props} />;
  };
}

/** The open modal's parts, given what closes it and where the focus goes back to. */
export function ModalContent<Parts>({
  kind,
  render,
}: {
  kind: ModalParts<Parts>;
  render: (
    parts: Parts,
    frame: { onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLElement | null> },
  ) => ReactNode;
}) {
  const { open, setOpen, triggerRef } = useDialogState();
  const parts = useLoadedWhen(open, kind.load, () => kind.loaded);
  if (!open || !parts) return null;
  return (
    <kind.context.Provider value={parts}>
      {render(parts, { onOpenChange: setOpen, returnFocusTo: triggerRef })}
    </kind.context.Provider>
  );
}

/** Both modals' button row: stacked, the main action on top, on a phone; in a row at the end from `sm`. */
export function ModalFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
