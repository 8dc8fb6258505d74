import { type Workout, workoutSchema } from '@liftwise/domain';
import { expect, it } from 'vitest';
import { scheduleView } from './scheduled.ts';

function workout(id: string, date: string, extra: Partial<Workout> = {}): Workout {
  return workoutSchema.parse({
    id,
    name: `Workout ${id}`,
    date,
    duration: 60,
    exercises: [{ id: 'e1', name: 'Squat', sets: 3, reps: '5' }],
    status: 'scheduled',
    difficulty: 'Intermediate',
    updatedAt: '2024-06-01T00:00:00.000Z',
    ...extra,
  });
}

it('keeps each stored workout beside its day and effective status', () => {
  const view = scheduleView(
    2024,
    6,
    [
      workout('late', '2024-06-12', { time: '18:00' }),
      workout('early', '2024-06-12', { time: '07:00' }),
      workout('past', '2024-06-03'),
      workout('done', '2024-06-04', { status: 'completed' }),
    ],
    '2024-06-05',
  );
  expect(view.on('2024-06-12').map((s) => s.workout.id)).toEqual(['early', 'late']);
  expect(view.on('2024-06-03')).toEqual([
    { workout: expect.objectContaining({ id: 'past' }), status: 'missed' },
  ]);
  expect(view.on('2024-06-04')[0]?.status).toBe('completed');
  expect(view.on('2024-06-20')).toEqual([]);
});

it('the List tab groups only the displayed month, dates ascending', () => {
  const view = scheduleView(
    2024,
    6,
    [
      workout('july', '2024-07-02'),
      workout('b', '2024-06-20'),
      workout('may', '2024-05-30'),
      workout('a', '2024-06-02'),
    ],
    '2024-06-05',
  );
  expect(view.monthGroups.map((g) => [g.date, g.items.map((i) => i.workout.id)])).toEqual([
    ['2024-06-02', ['a']],
    ['2024-06-20', ['b']],
  ]);
  // The neighbouring months' days in the grid still show their dots.
  expect(view.days.find((d) => d.date === '2024-07-02')?.dots).toEqual(['scheduled']);
});

it("each occurrence of a repeating workout is its own day's entry, with that day (issue 22)", () => {
  const recurrence = 'FREQ=WEEKLY;BYDAY=MO,WE';
  const view = scheduleView(
    2024,
    6,
    [workout('series', '2024-06-03', { recurrence }), workout('series', '2024-06-05', { recurrence })],
    '2024-06-01',
  );
  expect(view.on('2024-06-03').map((s) => s.workout.date)).toEqual(['2024-06-03']);
  expect(view.on('2024-06-05').map((s) => s.workout.date)).toEqual(['2024-06-05']);
});
