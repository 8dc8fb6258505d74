import { type ExerciseCatalogueEntry, LIMITS, MUSCLE_LABELS, WORKOUT_SCREEN_TEXT } from '@liftwise/domain';
import { type ComponentProps, type KeyboardEvent, useId, useMemo, useState } from 'react';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';
import { useExerciseCatalogue } from './use-exercise-catalogue.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutForm;

interface ExerciseNameComboboxProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange'> {
  id: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The exercise name with suggestions from the catalogue (WAI-ARIA combobox with a list): typing opens the list,
 * ArrowDown/ArrowUp highlight, Enter picks the highlighted one, Escape closes it; a tap picks too. Any other name
 * may be typed: Enter with nothing highlighted is left to the form (it adds the exercise).
 */
export function ExerciseNameCombobox({
  id,
  value,
  onChange,
  className,
  ...props
}: ExerciseNameComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const catalogue = useExerciseCatalogue();
  const suggestions = useMemo(() => catalogue?.suggestExercises(value) ?? [], [catalogue, value]);
  // Nothing to suggest once the name is exactly the only match.
  const shown = suggestions.length === 1 && suggestions[0]?.name === value ? [] : suggestions;
  const expanded = open && shown.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function pick(entry: ExerciseCatalogueEntry) {
    onChange(entry.name);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (shown.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the field (-1) ArrowUp goes to the last suggestion; past either end back to the field.
      setActive((current) => {
        const next = expanded ? current + step : step === 1 ? 0 : shown.length - 1;
        return next < -1 ? shown.length - 1 : next >= shown.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const entry = shown[active];
      if (!entry) return;
      event.preventDefault();
      pick(entry);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <Input
        {...props}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={LIMITS.name}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        className={className}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={TEXT.suggestionsLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {shown.map((entry, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (aria-activedescendant): the focus stays there.
          <div
            key={entry.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the field, so a tap picks without closing the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(entry)}
            className={cn(
              'flex min-h-11 cursor-pointer flex-col justify-center rounded-sm px-3 py-1.5 text-sm',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
          >
            <span className="font-medium">{entry.name}</span>
            <span className="text-muted-foreground text-xs">
              {entry.primaryMuscles.map((muscle) => MUSCLE_LABELS[muscle]).join(', ')}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
