import { WIZARD_FIELD_TEXT } from '@liftwise/domain';
import { type ReactNode, useId } from 'react';
import { Checkbox } from '#web/components/ui/checkbox.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { RadioCard, RadioGroup } from '#web/components/ui/radio-group.tsx';
import { Slider } from '#web/components/ui/slider.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { cn } from '#web/lib/cn.ts';

// The wizard's field kinds, each a labelled, phone-sized control over one answer. The values and rules come from
// the domain; these only draw them.

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

function FieldLabel({ id, children, required }: { id: string; children: ReactNode; required?: boolean }) {
  return (
    <p id={id} className="font-medium text-sm">
      {children}
      {required ? (
        <span className="text-destructive" title={WIZARD_FIELD_TEXT.required}>
          {' *'}
        </span>
      ) : null}
    </p>
  );
}

/** One of a list (radio cards). Numbers travel as text through Radix and are turned back by `choices`. */
export function ChoiceField<T extends string | number>({
  label,
  required,
  value,
  choices,
  onChange,
  columns = 1,
}: {
  label: string;
  required?: boolean;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  columns?: 1 | 2 | 3;
}) {
  const labelId = useId();
  return (
    <div className="space-y-2">
      <FieldLabel id={labelId} required={required}>
        {label}
      </FieldLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-required={required}
        value={value === undefined ? '' : String(value)}
        onValueChange={(text) => {
          const choice = choices.find((c) => String(c.value) === text);
          if (choice) onChange(choice.value);
        }}
        className={cn(columns === 2 && 'sm:grid-cols-2', columns === 3 && 'grid-cols-2 sm:grid-cols-3')}
      >
        {choices.map((choice) => (
          <RadioCard key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </RadioCard>
        ))}
      </RadioGroup>
    </div>
  );
}

/** A checkbox as a whole tappable row: the label wraps the box, so tapping the words ticks it. */
export function CheckRow({
  label,
  checked,
  onCheckedChange,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-input bg-background px-4 py-3 text-sm shadow-sm transition-colors hover:bg-accent',
        checked && 'border-primary bg-primary/5',
      )}
    >
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onCheckedChange(state === true)} />
      <span className="flex-1">{label}</span>
    </label>
  );
}

/** Several of a list. */
export function CheckListField<T extends string>({
  label,
  selected,
  choices,
  onToggle,
  hint,
  columns = 1,
}: {
  label: string;
  selected: readonly T[];
  choices: readonly Choice<T>[];
  onToggle: (value: T) => void;
  hint?: string | null;
  /** 'wide': one column on a phone, two from 640 px, so a long list fits above the wizard's bar on a laptop. */
  columns?: 1 | 2 | 'wide';
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <fieldset className="space-y-2" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined}>
      <FieldLabel id={labelId}>{label}</FieldLabel>
      {/* Above the list: a phone shows it beside the choices, not below the fold. */}
      {hint ? (
        <p id={hintId} role="status" className="rounded-md bg-warning/15 px-3 py-2 text-sm">
          {hint}
        </p>
      ) : null}
      <div
        className={cn('grid gap-2', columns === 2 && 'grid-cols-2', columns === 'wide' && 'sm:grid-cols-2')}
      >
        {choices.map((choice) => (
          <CheckRow
            key={choice.value}
            label={choice.label}
            checked={selected.includes(choice.value)}
            onCheckedChange={() => onToggle(choice.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** A number on a scale; the value is shown beside the label and said by the thumb. */
export function SliderField({
  label,
  value,
  bounds,
  onChange,
  describe = String,
}: {
  label: string;
  value: number;
  bounds: { min: number; max: number; step: number };
  onChange: (value: number) => void;
  describe?: (value: number) => string;
}) {
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-3">
        <p className="font-medium text-sm">{label}</p>
        <output className="font-semibold text-lg tabular-nums">{describe(value)}</output>
      </div>
      <Slider
        label={label}
        valueText={describe(value)}
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        onValueChange={onChange}
      />
      <div className="flex justify-between text-muted-foreground text-xs tabular-nums" aria-hidden="true">
        <span>{bounds.min}</span>
        <span>{bounds.max}</span>
      </div>
    </div>
  );
}

/** Free text, one line or several. */
export function TextField({
  label,
  value,
  onChange,
  placeholder,
  multiline = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  multiline?: boolean;
}) {
  return (
    <FormField label={label} className="space-y-2">
      {(control) =>
        multiline ? (
          <Textarea
            {...control}
            value={value}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <Input
            {...control}
            className="h-12"
            value={value}
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FormField>
  );
}
