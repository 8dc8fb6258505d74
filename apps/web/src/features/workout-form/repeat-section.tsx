import {
  isCalendarDate,
  RECURRENCE_MAX_COUNT,
  RECURRENCE_MAX_INTERVAL,
  RECURRENCE_SCREEN_TEXT,
  REPEAT_ENDS,
  REPEAT_KINDS,
  WEEKDAY_CODES,
  type WorkoutInput,
  weekdaysAfterDateChange,
} from '@liftwise/domain';
import { type ComponentProps, useEffect, useRef } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { FieldError, FormField } from '#web/components/ui/form-field.tsx';
import { FormSelect } from '#web/components/ui/form-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { WorkoutFormState } from './workout-form-values.ts';

const TEXT = RECURRENCE_SCREEN_TEXT.repeat;
const KIND_OPTIONS = REPEAT_KINDS.map((value) => ({ value, label: TEXT.kindLabels[value] }));
const END_OPTIONS = REPEAT_ENDS.map((value) => ({ value, label: TEXT.endLabels[value] }));
const CELL = 'flex min-w-0 flex-col gap-2';

/** A whole number from 1 to `max` (every N days or weeks, how many times), typed or stepped. */
function WholeNumberInput({ max, ...props }: ComponentProps<typeof Input> & { max: number }) {
  return <Input type="number" inputMode="numeric" min={1} max={max} step={1} className="h-11" {...props} />;
}

/**
 * Keeps 'Weekly on days' on the workout's own weekday as its date changes, until the athlete ticks or unticks a day
 * (then their choice stands). Returns what marks a tick as the athlete's.
 */
function useWeekdayFollowsDate(
  control: Control<WorkoutFormState, unknown, WorkoutInput>,
  getValues: UseFormGetValues<WorkoutFormState>,
  setValue: UseFormSetValue<WorkoutFormState>,
): () => void {
  const date = useWatch({ control, name: 'date' });
  const chosenByAthlete = useRef(false);
  // The last whole date: a half-typed one is '' and says nothing about the weekday.
  const lastDate = useRef(date);
  useEffect(() => {
    if (!isCalendarDate(date) || date === lastDate.current) return;
    const weekdays = getValues('repeat.weekdays');
    const next = weekdaysAfterDateChange(weekdays, lastDate.current, date, chosenByAthlete.current);
    lastDate.current = date;
    if (next.join() !== weekdays.join()) setValue('repeat.weekdays', next);
  }, [date, getValues, setValue]);
  return () => {
    chosenByAthlete.current = true;
  };
}

/**
 * The workout form's Repeat section: does not repeat, weekly on chosen days, every N days or every N
 * weeks; ending never (two years at most), on a date, or after N times. Each control shows its own message.
 */
export function RepeatSection({
  control,
  register,
  getValues,
  setValue,
  errors,
}: {
  control: Control<WorkoutFormState, unknown, WorkoutInput>;
  register: UseFormRegister<WorkoutFormState>;
  getValues: UseFormGetValues<WorkoutFormState>;
  setValue: UseFormSetValue<WorkoutFormState>;
  errors: FieldErrors<WorkoutFormState>;
}) {
  const onAthleteTick = useWeekdayFollowsDate(control, getValues, setValue);
  const kind = useWatch({ control, name: 'repeat.kind' });
  const ends = useWatch({ control, name: 'repeat.ends' });
  const problems = errors.repeat;
  return (
    <div className="space-y-4">
      <FormField label={TEXT.kind}>
        {(field) => (
          <FormSelect
            control={control}
            name="repeat.kind"
            id={field.id}
            options={KIND_OPTIONS}
            triggerProps={{ className: 'h-11' }}
          />
        )}
      </FormField>
      {kind === 'days' || kind === 'weeks' ? (
        <FormField
          label={`${TEXT.interval} (${TEXT.intervalUnit(kind)})`}
          error={problems?.interval?.message}
        >
          {(field) => (
            <WholeNumberInput
              {...field}
              {...register('repeat.interval', { valueAsNumber: true })}
              max={RECURRENCE_MAX_INTERVAL}
            />
          )}
        </FormField>
      ) : null}
      {kind === 'weekdays' || kind === 'weeks' ? (
        <fieldset
          className="space-y-2"
          aria-describedby={problems?.weekdays ? 'repeat-weekdays-error' : undefined}
        >
          <legend className="font-medium text-sm">{TEXT.weekdays}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAY_CODES.map((code) => (
              <label
                key={code}
                className="flex h-11 min-w-14 cursor-pointer items-center justify-center gap-1.5 rounded-md border px-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground"
              >
                <input
                  type="checkbox"
                  value={code}
                  className="sr-only"
                  aria-label={TEXT.weekdayLong[code]}
                  {...register('repeat.weekdays', { onChange: onAthleteTick })}
                />
                <span aria-hidden="true">{TEXT.weekdayShort[code]}</span>
              </label>
            ))}
          </div>
          <FieldError id="repeat-weekdays-error" message={problems?.weekdays?.message} />
        </fieldset>
      ) : null}
      {kind === 'none' ? null : (
        <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          <FormField label={TEXT.ends} className={CELL}>
            {(field) => (
              <FormSelect
                control={control}
                name="repeat.ends"
                id={field.id}
                options={END_OPTIONS}
                triggerProps={{ className: 'h-11' }}
              />
            )}
          </FormField>
          {ends === 'on' ? (
            <FormField label={TEXT.until} error={problems?.until?.message} className={CELL}>
              {(field) => <Input {...field} type="date" className="h-11" {...register('repeat.until')} />}
            </FormField>
          ) : null}
          {ends === 'after' ? (
            <FormField label={TEXT.count} error={problems?.count?.message} className={CELL}>
              {(field) => (
                <WholeNumberInput
                  {...field}
                  {...register('repeat.count', { valueAsNumber: true })}
                  max={RECURRENCE_MAX_COUNT}
                />
              )}
            </FormField>
          ) : null}
        </div>
      )}
      {/* 'No day on or after the workout date' when the end is not a date: said under the section. */}
      {problems?.until && ends !== 'on' ? (
        <FieldError id="repeat-until-error" message={problems.until.message} />
      ) : null}
    </div>
  );
}
