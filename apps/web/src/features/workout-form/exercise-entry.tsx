import { exerciseDraftErrors, LIMITS, MIN_SETS, SCREEN_TEXT } from '@liftwise/domain';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ExerciseNameCombobox } from './exercise-name-combobox.tsx';
import { FieldError } from './field-error.tsx';
import {
  EMPTY_EXERCISE_DRAFT,
  type ExerciseDraft,
  type ExerciseRow,
  exerciseRowFromDraft,
} from './workout-form-values.ts';

const TEXT = SCREEN_TEXT.workoutForm;

/**
 * Manual exercise entry (spec §2): its own small form, so Enter in any of its fields adds the exercise instead of
 * saving the workout. After an add the fields empty (sets back to 3) and the name field has the focus again, for
 * the next exercise.
 */
export function ExerciseEntry({ onAdd }: { onAdd: (row: ExerciseRow) => void }) {
  const id = useId();
  const ids = {
    name: `${id}-name`,
    sets: `${id}-sets`,
    reps: `${id}-reps`,
    weight: `${id}-weight`,
    notes: `${id}-notes`,
    hint: `${id}-hint`,
  };
  const nameRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<ExerciseDraft>(EMPTY_EXERCISE_DRAFT);
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

  const described = (field: 'name' | 'sets' | 'reps', extra?: string) => {
    const describedBy = [errors[field] ? `${id}-${field}-error` : undefined, extra].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': describedBy || undefined };
  };

  return (
    <form noValidate onSubmit={add} className="space-y-4" aria-label={TEXT.entrySection}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.name}>{TEXT.exerciseFields.name}</Label>
        <ExerciseNameCombobox
          ref={nameRef}
          id={ids.name}
          value={draft.name}
          onChange={set('name')}
          placeholder={TEXT.exerciseNamePlaceholder}
          className="h-11"
          {...described('name', ids.hint)}
        />
        <p id={ids.hint} className="text-muted-foreground text-xs">
          {TEXT.exerciseNameHint}
        </p>
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.sets}>{TEXT.exerciseFields.sets}</Label>
          <Input
            id={ids.sets}
            type="number"
            inputMode="numeric"
            min={MIN_SETS}
            max={LIMITS.setsPerExercise}
            step={1}
            value={draft.sets}
            onChange={(event) => set('sets')(event.target.value)}
            className="h-11"
            {...described('sets')}
          />
          <FieldError id={`${id}-sets-error`} message={errors.sets} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.reps}>{TEXT.exerciseFields.reps}</Label>
          <Input
            id={ids.reps}
            autoComplete="off"
            maxLength={LIMITS.reps}
            placeholder={TEXT.repsPlaceholder}
            value={draft.reps}
            onChange={(event) => set('reps')(event.target.value)}
            className="h-11"
            {...described('reps')}
          />
          <FieldError id={`${id}-reps-error`} message={errors.reps} />
        </div>
        <div className="col-span-2 flex flex-col gap-2 sm:col-span-1">
          <Label htmlFor={ids.weight}>{TEXT.exerciseFields.weight}</Label>
          <Input
            id={ids.weight}
            autoComplete="off"
            maxLength={LIMITS.weight}
            placeholder={TEXT.weightPlaceholder}
            value={draft.weight}
            onChange={(event) => set('weight')(event.target.value)}
            className="h-11"
          />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.notes}>{TEXT.exerciseFields.notes}</Label>
        <Textarea
          id={ids.notes}
          rows={2}
          maxLength={LIMITS.text}
          value={draft.notes}
          onChange={(event) => set('notes')(event.target.value)}
          className="min-h-11"
        />
      </div>
      <Button type="submit" variant="secondary" className="h-11 w-full sm:w-auto">
        <Plus aria-hidden="true" />
        {TEXT.addExercise}
      </Button>
    </form>
  );
}
