import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { ChoiceSelect, type ChoiceSelectProps } from './choice-select.tsx';

/** A choice shown in the list: its stored value and, when they differ, the words the athlete reads. */
export type FormSelectOption = string | { value: string; label: string };

interface FormSelectProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
> {
  /** The form's control; its resolver may turn the values into another shape on submit (Transformed). */
  control: Control<Values, unknown, Transformed>;
  name: Name;
  /** The trigger's id, for the field's <Label htmlFor>. */
  id: string;
  options: readonly FormSelectOption[];
  disabled?: boolean;
  placeholder?: string;
  /** Instead of storing the chosen value as it is (e.g. to clear a field that depends on this one). */
  onValueChange?: (value: string, store: (value: string) => void) => void;
  /** aria-invalid, aria-describedby and the like, on the focusable trigger. */
  triggerProps?: ChoiceSelectProps['triggerProps'];
}

/** One of the app's select fields, bound to react-hook-form: every form's choices look and behave alike. */
export function FormSelect<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>({
  control,
  name,
  id,
  options,
  disabled,
  placeholder,
  onValueChange,
  triggerProps,
}: FormSelectProps<Values, Name, Transformed>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceSelect
          id={id}
          value={field.value}
          onValueChange={(value) =>
            onValueChange ? onValueChange(value, field.onChange) : field.onChange(value)
          }
          choices={options.map((option) =>
            typeof option === 'string' ? { value: option, label: option } : option,
          )}
          name={field.name}
          disabled={disabled}
          placeholder={placeholder}
          triggerRef={field.ref}
          onBlur={field.onBlur}
          triggerProps={triggerProps}
        />
      )}
    />
  );
}
