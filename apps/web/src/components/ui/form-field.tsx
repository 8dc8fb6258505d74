import { type ReactNode, useId } from 'react';
import { Label } from './label.tsx';

/** What the control takes from its field: the id its label points at, and its hint and error wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A control's message, referenced by the control's aria-describedby; nothing when there is none. */
export function FieldError({
  id,
  message,
  alert = false,
}: {
  id: string;
  message?: string | undefined;
  /** Announced at once (role="alert") rather than only when the control is read. */
  alert?: boolean;
}) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className="text-destructive text-sm">
      {message}
    </p>
  );
}

interface FormFieldProps {
  label: ReactNode;
  /** The control's id; one is made when the form does not need to know it. */
  id?: string | undefined;
  /** Help under the control, always read with it. */
  hint?: ReactNode;
  hintClassName?: string;
  /** The message under the control; while there is one the control is marked invalid. */
  error?: string | undefined;
  errorAlert?: boolean;
  /** The wrapper's classes, in place of the default column. */
  className?: string;
  /** Draws the control; spread the props onto it so the label, hint and error belong to it. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, its control, an optional hint and the control's error message, wired together. */
export function FormField({
  label,
  id,
  hint,
  hintClassName = 'text-muted-foreground text-xs',
  error,
  errorAlert,
  className = 'flex flex-col gap-2',
  children,
}: FormFieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');
  const control: FieldControlProps = { id: controlId };
  if (error) control['aria-invalid'] = true;
  if (describedBy) control['aria-describedby'] = describedBy;
  return (
    <div className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      {children(control)}
      {hint ? (
        <p id={hintId} className={hintClassName}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} alert={errorAlert} />
    </div>
  );
}
