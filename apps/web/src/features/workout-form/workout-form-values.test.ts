import { exerciseDraftErrors, type Workout, workoutInputSchema } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { workoutFormSearch } from './workout-form-search.ts';
import {
  EMPTY_EXERCISE_DRAFT,
  exerciseRowFromDraft,
  initialFormState,
  workoutInputFromForm,
} from './workout-form-values.ts';

const STORED: Workout = {
  id: 'w1',
  name: 'Upper A',
  date: '2026-03-02',
  time: '07:30',
  duration: 50,
  status: 'completed',
  difficulty: 'Advanced',
  notes: 'Belt on the top sets',
  updatedAt: '2026-03-01T10:00:00.000Z',
  exercises: [
    { id: 'e1', name: 'Bench Press', sets: 4, reps: '6-8', weight: '185 lbs' },
    { id: 'e2', name: 'Pull-Up', sets: 3, reps: 'AMRAP', notes: 'Strict' },
  ],
};

describe('workout form: first values', () => {
  it('starts a new workout today, 60 minutes, Intermediate, no exercises', () => {
    expect(initialFormState(null, { mode: 'create', today: '2026-03-05' })).toEqual({
      name: '',
      date: '2026-03-05',
      time: '',
      duration: '60',
      difficulty: 'Intermediate',
      notes: '',
      exercises: [],
      repeat: { kind: 'none', interval: 1, weekdays: ['TH'], ends: 'never' },
    });
  });

  it("starts on the link's day and time when the schedule gives one", () => {
    const state = initialFormState(null, {
      mode: 'create',
      today: '2026-03-05',
      date: '2026-03-09',
      time: '18:00',
    });
    expect([state.date, state.time]).toEqual(['2026-03-09', '18:00']);
  });

  it('edit shows the stored workout and keeps the exercise ids', () => {
    const state = initialFormState(STORED, { mode: 'edit', today: '2026-03-05', date: '2026-04-01' });
    expect(state).toEqual({
      name: 'Upper A',
      date: '2026-03-02',
      time: '07:30',
      duration: '50',
      difficulty: 'Advanced',
      notes: 'Belt on the top sets',
      exercises: [
        { exerciseId: 'e1', name: 'Bench Press', sets: 4, reps: '6-8', weight: '185 lbs' },
        { exerciseId: 'e2', name: 'Pull-Up', sets: 3, reps: 'AMRAP', notes: 'Strict' },
      ],
      repeat: { kind: 'none', interval: 1, weekdays: ['MO'], ends: 'never' },
    });
  });

  it('a repeating workout: All edits the series, This workout one day alone, This and following what is left', () => {
    const series: Workout = {
      ...STORED,
      status: 'scheduled',
      recurrence: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24',
      exceptions: [],
    };
    const all = initialFormState(series, {
      mode: 'edit',
      today: '2026-03-01',
      occurrence: { date: '2026-03-04', scope: 'all' },
    });
    expect([all.date, all.repeat]).toEqual([
      '2026-03-02',
      { kind: 'weekdays', interval: 1, weekdays: ['MO', 'WE', 'FR'], ends: 'after', count: 24 },
    ]);
    const alone = initialFormState(series, {
      mode: 'edit',
      today: '2026-03-01',
      occurrence: { date: '2026-03-04', scope: 'this' },
    });
    expect([alone.date, alone.repeat.kind]).toEqual(['2026-03-04', 'none']);
    expect(workoutInputFromForm(alone).recurrence).toBeUndefined();
    const following = initialFormState(series, {
      mode: 'edit',
      today: '2026-03-01',
      occurrence: { date: '2026-03-09', scope: 'following' },
    });
    // Three of the 24 times came before the 9th.
    expect([following.date, following.repeat.count]).toEqual(['2026-03-09', 21]);
    expect(workoutInputFromForm(following).recurrence).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=21');
    // A copy of a repeating workout is one day.
    expect(initialFormState(series, { mode: 'copy', today: '2026-03-01' }).repeat.kind).toBe('none');
  });

  it('copy is a new workout: the same content without exercise ids, moved to the given day if any', () => {
    const copy = initialFormState(STORED, { mode: 'copy', today: '2026-03-01' });
    expect(copy.exercises.every((row) => row.exerciseId === undefined)).toBe(true);
    expect([copy.name, copy.date, copy.time]).toEqual(['Upper A', '2026-03-02', '07:30']);
    const moved = initialFormState(STORED, { mode: 'copy', today: '2026-03-01', date: '2026-03-10' });
    expect([moved.date, moved.time]).toEqual(['2026-03-10', '']);
  });

  it('copies a workout whose day has passed onto today, keeping its time', () => {
    const copy = initialFormState(STORED, { mode: 'copy', today: '2026-03-05' });
    expect([copy.date, copy.time]).toEqual(['2026-03-05', '07:30']);
    expect(initialFormState(STORED, { mode: 'copy', today: '2026-03-02' }).date).toBe('2026-03-02');
    // Edit never moves a workout.
    expect(initialFormState(STORED, { mode: 'edit', today: '2026-03-05' }).date).toBe('2026-03-02');
  });
});

describe('workout form: the saved payload', () => {
  it('is a valid saveWorkout payload with trimmed text and no blank optional fields', () => {
    const input = workoutInputFromForm({
      name: '  Legs ',
      date: '2026-03-05',
      time: '',
      duration: '45',
      difficulty: 'Beginner',
      notes: '  ',
      exercises: [{ name: ' Back Squat ', sets: 3, reps: '8-10', weight: ' ', notes: '' }],
      repeat: { kind: 'none', interval: 1, weekdays: ['TH'], ends: 'never' },
    });
    expect(input).toEqual({
      name: 'Legs',
      date: '2026-03-05',
      duration: 45,
      difficulty: 'Beginner',
      status: 'scheduled',
      exercises: [{ name: 'Back Squat', sets: 3, reps: '8-10' }],
    });
    expect(workoutInputSchema.safeParse(input).success).toBe(true);
  });

  it('falls back to 60 minutes when the duration is not a number (spec §5)', () => {
    const state = initialFormState(null, { mode: 'create', today: '2026-03-05' });
    expect(workoutInputFromForm({ ...state, duration: '' }).duration).toBe(60);
    expect(workoutInputFromForm({ ...state, duration: 'abc' }).duration).toBe(60);
  });

  it('round-trips an edited workout: same content, ids and the stored status', () => {
    const state = initialFormState(STORED, { mode: 'edit', today: '2026-03-05' });
    const { id: _id, updatedAt: _updatedAt, ...content } = STORED;
    expect(workoutInputFromForm(state, STORED.status)).toEqual(content);
  });

  it('saves a copy as a new scheduled workout whose exercises get new ids', () => {
    const state = initialFormState(STORED, { mode: 'copy', today: '2026-03-05' });
    const input = workoutInputFromForm(state);
    expect(input.status).toBe('scheduled');
    expect(input.exercises.map((exercise) => exercise.id)).toEqual([undefined, undefined]);
  });
});

describe('workout form: supersets', () => {
  const paired: Workout = {
    ...STORED,
    exercises: [
      { id: 'e1', name: 'Bench Press', sets: 4, reps: '6-8' },
      { id: 'e2', name: 'Pull-Up', sets: 3, reps: '8', superset: 'A' },
      { id: 'e3', name: 'Dip', sets: 3, reps: '10', superset: 'A' },
    ],
  };

  it('edit and copy keep the grouping, and saving it gives it back', () => {
    for (const mode of ['edit', 'copy'] as const) {
      const state = initialFormState(paired, { mode, today: '2026-03-01' });
      expect(state.exercises.map((row) => row.superset)).toEqual([undefined, 'A', 'A']);
      const input = workoutInputFromForm(state, 'scheduled');
      expect(input.exercises.map((exercise) => exercise.superset)).toEqual([undefined, 'A', 'A']);
      expect(workoutInputSchema.safeParse(input).success).toBe(true);
    }
  });

  it('saves a group a delete or a move has parted as parted, so the save is never refused for it', () => {
    const state = initialFormState(paired, { mode: 'edit', today: '2026-03-01' });
    const deleted = { ...state, exercises: state.exercises.slice(0, 2) };
    const input = workoutInputFromForm(deleted, 'scheduled');
    expect(input.exercises.map((exercise) => 'superset' in exercise)).toEqual([false, false]);
    expect(workoutInputSchema.safeParse(input).success).toBe(true);
    const [bench, pull, dip] = state.exercises;
    const moved = { ...state, exercises: [pull, bench, dip].filter((row) => row !== undefined) };
    expect(workoutInputFromForm(moved, 'scheduled').exercises.map((exercise) => exercise.superset)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('workout form: manual exercise entry', () => {
  it('makes a row with sets defaulting to 3 and at least 1, and reps as typed (ranges allowed)', () => {
    expect(exerciseRowFromDraft({ ...EMPTY_EXERCISE_DRAFT, name: ' Back Squat ', reps: ' 8-10 ' })).toEqual({
      name: 'Back Squat',
      sets: 3,
      reps: '8-10',
    });
    expect(exerciseRowFromDraft({ ...EMPTY_EXERCISE_DRAFT, name: 'Row', sets: '', reps: '5' }).sets).toBe(3);
    expect(exerciseRowFromDraft({ ...EMPTY_EXERCISE_DRAFT, name: 'Row', sets: '0', reps: '5' }).sets).toBe(1);
    expect(
      exerciseRowFromDraft({
        name: 'Row',
        sets: '5',
        reps: '5',
        weight: ' 135 lbs ',
        rest: '',
        notes: ' Pause ',
      }),
    ).toEqual({ name: 'Row', sets: 5, reps: '5', weight: '135 lbs', notes: 'Pause' });
  });

  it('keeps a rest typed in seconds, and refuses one out of range with a message naming it', () => {
    expect(
      exerciseRowFromDraft({ ...EMPTY_EXERCISE_DRAFT, name: 'Squat', reps: '5', rest: ' 180 ' }),
    ).toEqual({
      name: 'Squat',
      sets: 3,
      reps: '5',
      restSeconds: 180,
    });
    expect(exerciseDraftErrors({ name: 'Squat', reps: '5', rest: '601' }).rest).toBe(
      'Rest: whole seconds, 0 to 600 (empty: 90)',
    );
    expect(exerciseDraftErrors({ name: 'Squat', reps: '5', rest: '1:30' }).rest).toBeDefined();
    expect(exerciseDraftErrors({ name: 'Squat', reps: '5', rest: '' }).rest).toBeUndefined();
  });
});

describe('workout form: search parameters', () => {
  it('reads copyFrom, and a day and time only when they are one', () => {
    expect(workoutFormSearch({})).toEqual({});
    expect(workoutFormSearch({ copyFrom: 'w1' })).toEqual({ copyFrom: 'w1' });
    expect(workoutFormSearch({ copyFrom: 42 })).toEqual({ copyFrom: '42' });
    expect(workoutFormSearch({ date: '2026-03-09', time: '18:00' })).toEqual({
      date: '2026-03-09',
      time: '18:00',
    });
    expect(workoutFormSearch({ date: '2026-13-40', time: '18:00' })).toEqual({});
    expect(workoutFormSearch({ date: '2026-03-09', time: '25:00' })).toEqual({ date: '2026-03-09' });
    expect(workoutFormSearch({ time: '18:00' })).toEqual({});
  });
});
