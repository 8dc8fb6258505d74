import { type PlacementFormValues, SCHEDULE_SCREEN_TEXT } from '@liftwise/domain';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

const TEXT = SCHEDULE_SCREEN_TEXT.schedule;

/** The day and optional time both dialogs ask for, with the domain's messages under the field they concern. */
export function PlacementFields({
  register,
  errors,
  disabled,
}: {
  register: UseFormRegister<PlacementFormValues>;
  errors: FieldErrors<PlacementFormValues>;
  disabled: boolean;
}) {
  const id = useId();
  const field = (name: keyof PlacementFormValues) => {
    const message = errors[name]?.message;
    return {
      input: {
        id: `${id}-${name}`,
        disabled,
        'aria-invalid': message ? true : undefined,
        'aria-describedby': message ? `${id}-${name}-error` : undefined,
      },
      error: message ? (
        <p id={`${id}-${name}-error`} className="text-destructive text-sm">
          {message}
        </p>
      ) : null,
    };
  };
  const date = field('date');
  const time = field('time');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor={date.input.id}>{TEXT.dateLabel}</Label>
        <Input type="date" {...date.input} {...register('date')} />
        {date.error}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={time.input.id}>{TEXT.timeLabel}</Label>
        <Input type="time" {...time.input} {...register('time')} />
        {time.error}
      </div>
    </div>
  );
}
