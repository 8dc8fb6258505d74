import {
  exerciseDraftErrors,
  LIMITS,
  MAX_REST_SECONDS,
  MIN_SETS,
  readWeight,
  WORKOUT_SCREEN_TEXT,
} from '@liftwise/domain';
import { Plus } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { PlateBreakdown } from '#web/components/plate-breakdown.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { useWeightUnit } from '#web/lib/weight-unit.ts';
import { ExerciseNameCombobox } from './exercise-name-combobox.tsx';
import {
  EMPTY_EXERCISE_DRAFT,
  type ExerciseDraft,
  type ExerciseRow,
  exerciseRowFromDraft,
} from './workout-form-values.ts';

const TEXT = WORKOUT_SCREEN_TEXT.workoutForm;

/**
 * Manual exercise entry (spec §2): its own small form, so Enter in any of its fields adds the exercise instead of
 * saving the workout. After an add the fields empty (sets back to 3) and the name field has the focus again, for
 * the next exercise.
 */
export function ExerciseEntry({ onAdd }: { onAdd: (row: ExerciseRow) => void }) {
  const nameRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<ExerciseDraft>(EMPTY_EXERCISE_DRAFT);
  const unit = useWeightUnit();
  // Shown after a refused Add, and updated as the athlete fixes the fields.
  const [checked, setChecked] = useState(false);
  const errors = checked ? exerciseDraftErrors(draft) : {};
  const set = (field: keyof ExerciseDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  function add(event: FormEvent) {
    event.preventDefault();
    if (Object.keys(exerciseDraftErrors(draft)).length > 0) {
      setChecked(true);
      return;
    }
    onAdd(exerciseRowFromDraft(draft));
    setDraft(EMPTY_EXERCISE_DRAFT);
    setChecked(false);
    nameRef.current?.focus();
  }

  return (
    <form noValidate onSubmit={add} className="space-y-4" aria-label={TEXT.entrySection}>
      <FormField label={TEXT.exerciseFields.name} hint={TEXT.exerciseNameHint} error={errors.name}>
        {(control) => (
          <ExerciseNameCombobox
            {...control}
            ref={nameRef}
            value={draft.name}
            onChange={set('name')}
            placeholder={TEXT.exerciseNamePlaceholder}
            className="h-11"
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        <FormField label={TEXT.exerciseFields.sets} error={errors.sets}>
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={MIN_SETS}
              max={LIMITS.setsPerExercise}
              step={1}
              value={draft.sets}
              onChange={(event) => set('sets')(event.target.value)}
              className="h-11"
            />
          )}
        </FormField>
        <FormField label={TEXT.exerciseFields.reps} error={errors.reps}>
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={LIMITS.reps}
              placeholder={TEXT.repsPlaceholder}
              value={draft.reps}
              onChange={(event) => set('reps')(event.target.value)}
              className="h-11"
            />
          )}
        </FormField>
        <FormField label={TEXT.exerciseFields.weight} className="flex min-w-0 flex-col gap-2">
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              maxLength={LIMITS.weight}
              placeholder={TEXT.weightPlaceholder(unit)}
              value={draft.weight}
              onChange={(event) => set('weight')(event.target.value)}
              className="h-11"
            />
          )}
        </FormField>
        <FormField
          label={TEXT.exerciseFields.rest}
          error={errors.rest}
          className="flex min-w-0 flex-col gap-2"
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_REST_SECONDS}
              step={1}
              placeholder={TEXT.restPlaceholder}
              value={draft.rest}
              onChange={(event) => set('rest')(event.target.value)}
              className="h-11"
            />
          )}
        </FormField>
      </div>
      <PlateBreakdown
        weight={readWeight(draft.weight, unit)}
        unit={unit}
        onUse={(weight) => set('weight')(String(weight))}
      />
      <FormField label={TEXT.exerciseFields.notes}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={LIMITS.text}
            value={draft.notes}
            onChange={(event) => set('notes')(event.target.value)}
            className="min-h-11"
          />
        )}
      </FormField>
      <Button type="submit" variant="secondary" className="h-11 w-full sm:w-auto">
        <Plus aria-hidden="true" />
        {TEXT.addExercise}
      </Button>
    </form>
  );
}
