import { ChevronDown } from 'lucide-react';
import { type ComponentProps, lazy, type Ref, Suspense, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { SELECT_TRIGGER_CLASS } from './select-trigger-class.ts';

// Radix's select brings its popper, floating-ui, collection and focus code (≈17–30 KB gzip) that no page needs to
// paint: it loads right after, behind a trigger that looks the same.
const ChoiceList = lazy(() => import('./choice-list.tsx').then((module) => ({ default: module.ChoiceList })));

/** One entry of the list: its stored value and the words the athlete reads. */
export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  /** The trigger's id, for the field's <Label htmlFor>. */
  id: string;
  /** The chosen value; empty or undefined shows the placeholder. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  /** The focusable trigger, e.g. for a form to focus the field in error. */
  triggerRef?: Ref<HTMLButtonElement>;
  onBlur?: () => void;
  /** aria-invalid, aria-describedby and the like, on the focusable trigger. */
  triggerProps?: Omit<ComponentProps<'button'>, 'id' | 'ref' | 'onBlur' | 'children'>;
}

/**
 * A select of the app. Until Radix's select has loaded, a button that looks the same stands in: it shows the
 * chosen label, takes the focus and the label's click, and a press (or ArrowDown/ArrowUp, as Radix opens on them)
 * opens the list as soon as it has loaded, with the focus on its trigger.
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const { id, value, choices, disabled, placeholder, triggerRef, onBlur, triggerProps } = props;
  const label = choices.find((choice) => choice.value === value)?.label;
  const standIn = (
    <button
      {...triggerProps}
      type="button"
      id={id}
      ref={triggerRef}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      disabled={disabled}
      data-placeholder={label === undefined ? '' : undefined}
      className={cn(SELECT_TRIGGER_CLASS, triggerProps?.className)}
      // As Radix opens: a mouse on press (the list may arrive before the button is released, replacing this one,
      // and there is then no click), a finger or Enter/Space on click (a finger may be scrolling the page).
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse') setPressed(true);
      }}
      onClick={() => setPressed(true)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setPressed(true);
        }
      }}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        onBlur?.();
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{label ?? placeholder}</span>
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
  return (
    <Suspense fallback={standIn}>
      <ChoiceList {...props} defaultOpen={pressed} autoFocus={focused} />
    </Suspense>
  );
}
