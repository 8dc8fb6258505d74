import {
  LIMITS,
  RECURRENCE_SCREEN_TEXT,
  WORKOUT_DIFFICULTIES,
  WORKOUT_SCREEN_TEXT,
  type WorkoutFormMode,
  type WorkoutInput,
  type WorkoutStatus,
} from '@liftwise/domain';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { FormSelect } from '#web/components/ui/form-select.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useWeightUnit } from '#web/lib/weight-unit.ts';
import { AiGenerator } from './ai-generator.tsx';
import { formStateFromGenerated } from './ai-values.ts';
import { ExerciseEntry } from './exercise-entry.tsx';
import { ExerciseList } from './exercise-list.tsx';
import { RepeatSection } from './repeat-section.tsx';
import { listError, workoutFormResolver } from './workout-form-resolver.ts';
import type { WorkoutFormState } from './workout-form-values.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutForm;
// A half-width field in a two-column row: min-w-0 lets the date and time inputs shrink on a narrow phone.
const CELL = 'flex min-w-0 flex-col gap-2';

interface WorkoutFormProps {
  mode: WorkoutFormMode;
  initial: WorkoutFormState;
  /** Stored with the workout: edit keeps the loaded one, create and copy make a scheduled workout. */
  status: WorkoutStatus;
  submitting: boolean;
  /** Whether the Repeat section shows: not for one occurrence of a repeating workout edited alone. */
  repeatable?: boolean;
  /** Saves; a failure leaves the form exactly as typed (the caller toasts it). */
  onSubmit: (workout: WorkoutInput) => Promise<void>;
}

/**
 * The workout form's body (spec §2): details, manual exercise entry, the exercise list, Save. Nothing is disabled
 * while a save is under way except Save itself, so a failed save hands back every control as it was.
 */
export function WorkoutForm({
  mode,
  initial,
  status,
  submitting,
  repeatable = true,
  onSubmit,
}: WorkoutFormProps) {
  const id = useId();
  const ids = { form: `${id}-form`, error: `${id}-error` };
  const unit = useWeightUnit();
  const form = useForm<WorkoutFormState, unknown, WorkoutInput>({
    resolver: workoutFormResolver(status, unit),
    defaultValues: initial,
    // Checked on submit; after a refused one, again as each control changes, so each message goes as soon as
    // its control is fixed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const exercises = useFieldArray({ control: form.control, name: 'exercises' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (input) => onSubmit(input),
    // react-hook-form then focuses the first refused control; an empty list has none, so the athlete is taken to
    // the manual entry, where an exercise is added (unless a control above is refused too: that one wins).
    (refused) => {
      if (listError(refused)) document.getElementById(`${id}-entry`)?.querySelector('input')?.focus();
    },
  );

  return (
    <div className="space-y-4 sm:space-y-6">
      <Card>
        <CardHeader className="pb-0 sm:pb-0">
          <CardTitle as="h2">{TEXT.detailsSection}</CardTitle>
        </CardHeader>
        <CardContent className="pt-4 sm:pt-5">
          {/* noValidate: the domain's messages, next to each field, say what is missing. */}
          <form
            id={ids.form}
            noValidate
            onSubmit={submit}
            className="space-y-4"
            aria-busy={submitting || undefined}
          >
            <FormField label={TEXT.fields.name} error={errors.name?.message}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  maxLength={LIMITS.name}
                  placeholder={TEXT.namePlaceholder}
                  className="h-11"
                  {...form.register('name')}
                />
              )}
            </FormField>
            <div className="grid grid-cols-2 gap-3 sm:gap-4">
              <FormField label={TEXT.fields.date} error={errors.date?.message} className={CELL}>
                {(control) => <Input {...control} type="date" className="h-11" {...form.register('date')} />}
              </FormField>
              <FormField label={TEXT.fields.time} className={CELL}>
                {(control) => <Input {...control} type="time" className="h-11" {...form.register('time')} />}
              </FormField>
            </div>
            <div className="grid grid-cols-2 gap-3 sm:gap-4">
              <FormField label={TEXT.fields.duration} error={errors.duration?.message} className={CELL}>
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={LIMITS.durationMinutes}
                    step={1}
                    className="h-11"
                    {...form.register('duration')}
                  />
                )}
              </FormField>
              <FormField label={TEXT.fields.difficulty} className={CELL}>
                {(control) => (
                  <FormSelect
                    control={form.control}
                    name="difficulty"
                    id={control.id}
                    options={WORKOUT_DIFFICULTIES}
                    triggerProps={{ className: 'h-11' }}
                  />
                )}
              </FormField>
            </div>
            <FormField label={TEXT.fields.notes}>
              {(control) => (
                <Textarea {...control} rows={3} maxLength={LIMITS.longText} {...form.register('notes')} />
              )}
            </FormField>
            {repeatable ? (
              <section aria-labelledby={`${id}-repeat`} className="space-y-3 border-t pt-4">
                <h3 id={`${id}-repeat`} className="font-semibold">
                  {RECURRENCE_SCREEN_TEXT.repeat.title}
                </h3>
                <RepeatSection
                  control={form.control}
                  register={form.register}
                  getValues={form.getValues}
                  setValue={form.setValue}
                  errors={errors}
                />
              </section>
            ) : null}
          </form>
        </CardContent>
      </Card>

      <AiGenerator
        exerciseCount={exercises.fields.length}
        // reset, not setValue per field: the exercise rows are rebuilt with new keys. After a refused save the
        // messages are checked again against the new values.
        onGenerated={(workout) => {
          form.reset(formStateFromGenerated(form.getValues(), workout), { keepIsSubmitted: true });
          if (form.formState.isSubmitted) void form.trigger();
          // The list is further down (far on a phone): take the athlete to what the coach wrote.
          document.getElementById(`${id}-list`)?.querySelector('h2')?.focus();
        }}
      />

      <Card id={`${id}-entry`}>
        <CardHeader className="pb-0 sm:pb-0">
          <CardTitle as="h2">{TEXT.entrySection}</CardTitle>
        </CardHeader>
        <CardContent className="pt-4 sm:pt-5">
          <ExerciseEntry onAdd={(row) => exercises.append(row, { shouldFocus: false })} />
        </CardContent>
      </Card>

      <Card id={`${id}-list`}>
        {/* Narrower sides on a phone: each row's summary and its arrows share one line. */}
        <CardContent className="px-3 pt-5 sm:px-6 sm:pt-6">
          <ExerciseList
            control={form.control}
            register={form.register}
            rows={exercises.fields}
            move={exercises.move}
            remove={exercises.remove}
            replace={exercises.update}
            errors={errors}
            setSupersets={(labels) => {
              for (const [index, label] of labels.entries())
                form.setValue(`exercises.${index}.superset`, label, { shouldDirty: true });
            }}
          />
        </CardContent>
      </Card>

      {errors.root?.message ? (
        <p id={ids.error} role="alert" className="text-destructive text-sm">
          {errors.root.message}
        </p>
      ) : null}

      {/* On a phone the actions stay in reach at the bottom of the screen while the form scrolls. */}
      <div className="sticky bottom-0 z-10 -mx-4 flex gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:px-0 sm:py-0 sm:backdrop-blur-none">
        <Button variant="outline" className="h-11 flex-1 sm:flex-none" asChild>
          <Link to="/workouts">{TEXT.cancel}</Link>
        </Button>
        <Button type="submit" form={ids.form} className="h-11 flex-[2] sm:flex-none" disabled={submitting}>
          {submitting
            ? mode === 'edit'
              ? TEXT.updating
              : TEXT.saving
            : mode === 'edit'
              ? TEXT.updateWorkout
              : TEXT.saveWorkout}
        </Button>
      </div>
    </div>
  );
}
