import type { ChoiceSelectProps } from './choice-select.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.tsx';

/** The select itself (Radix), loaded after the page has painted: see ./choice-select.tsx. */
export function ChoiceList({
  id,
  value,
  onValueChange,
  choices,
  name,
  disabled,
  placeholder,
  triggerRef,
  onBlur,
  triggerProps,
  defaultOpen,
  autoFocus,
}: ChoiceSelectProps & { defaultOpen: boolean; autoFocus: boolean }) {
  return (
    <Select
      value={value ?? ''}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
      defaultOpen={defaultOpen}
    >
      {/* The stand-in had the focus when this replaced it: the trigger takes it over as it mounts. */}
      <SelectTrigger {...triggerProps} id={id} ref={triggerRef} onBlur={onBlur} autoFocus={autoFocus}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
