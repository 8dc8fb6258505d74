// @vitest-environment jsdom

import { toggleSupersetWithNext } from '@liftwise/domain';
import { act, cleanup, renderHook } from '@testing-library/react';
import { useFieldArray, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { exerciseRowFromAlternative } from './ai-values.ts';
import type { WorkoutFormState } from './workout-form-values.ts';

afterEach(cleanup);

const STATE: WorkoutFormState = {
  name: 'Upper',
  date: '2026-03-09',
  time: '',
  duration: '60',
  difficulty: 'Intermediate',
  notes: '',
  repeat: { kind: 'none', interval: 1, weekdays: ['MO'], ends: 'never' },
  exercises: [
    { exerciseId: 'e1', name: 'Barbell Bench Press', sets: 4, reps: '5' },
    { exerciseId: 'e2', name: 'Pull-Up', sets: 3, reps: '8' },
    { exerciseId: 'e3', name: 'Barbell Curl', sets: 3, reps: '12' },
  ],
};

/** The form's own pieces, as WorkoutForm wires them: the list's replace is the field array's update. */
function useFormRows() {
  const form = useForm<WorkoutFormState>({ defaultValues: STATE });
  const rows = useFieldArray({ control: form.control, name: 'exercises' });
  return { form, rows };
}

describe('picking an alternative in the exercise list', () => {
  it('replaces that exercise in its place, under a new row key, and leaves the others as they were', () => {
    const { result } = renderHook(useFormRows);
    const keysBefore = result.current.rows.fields.map((row) => row.id);
    act(() =>
      result.current.rows.update(
        1,
        exerciseRowFromAlternative({
          name: 'Dumbbell Row',
          sets: 3,
          reps: '10',
          weight: '50 lbs',
          notes: '',
          reason: 'Same pull, your dumbbells',
        }),
      ),
    );
    const keysAfter = result.current.rows.fields.map((row) => row.id);
    expect(keysAfter[0]).toBe(keysBefore[0]);
    expect(keysAfter[1]).not.toBe(keysBefore[1]);
    expect(keysAfter[2]).toBe(keysBefore[2]);
    expect(result.current.form.getValues('exercises')).toEqual([
      { exerciseId: 'e1', name: 'Barbell Bench Press', sets: 4, reps: '5' },
      { name: 'Dumbbell Row', sets: 3, reps: '10', weight: '50 lbs' },
      { exerciseId: 'e3', name: 'Barbell Curl', sets: 3, reps: '12' },
    ]);
  });
});

describe('grouping exercises as a superset in the list', () => {
  it('sets the labels as the form does, and they travel with their rows through a move and a delete', () => {
    const { result } = renderHook(useFormRows);
    const labels = toggleSupersetWithNext(result.current.form.getValues('exercises'), 1).map(
      (row) => row.superset,
    );
    act(() => {
      for (const [index, label] of labels.entries())
        result.current.form.setValue(`exercises.${index}.superset`, label, { shouldDirty: true });
    });
    const supersets = () => result.current.form.getValues('exercises').map((row) => row.superset);
    expect(supersets()).toEqual([undefined, 'A', 'A']);
    act(() => result.current.rows.move(2, 0));
    expect(result.current.form.getValues('exercises').map((row) => row.name)).toEqual([
      'Barbell Curl',
      'Barbell Bench Press',
      'Pull-Up',
    ]);
    expect(supersets()).toEqual(['A', undefined, 'A']);
    act(() => result.current.rows.remove(1));
    expect(supersets()).toEqual(['A', 'A']);
  });
});
