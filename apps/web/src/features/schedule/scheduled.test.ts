import { type Workout, workoutSchema } from '@liftwise/domain';
import { expect, it } from 'vitest';
import { scheduleListDays, scheduleView } from './scheduled.ts';

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

it('the List tab runs across a month end, days ascending, a day by time then name, occurrences each on its day', () => {
  const recurrence = 'FREQ=WEEKLY;BYDAY=MO';
  const days = scheduleListDays(
    [
      workout('march', '2026-03-02', { time: '07:00', name: 'Squat' }),
      workout('series', '2026-03-02', { recurrence, time: '07:00', name: 'Bench' }),
      workout('untimed', '2026-03-02', { name: 'Mobility' }),
      workout('feb', '2026-02-27', { time: '18:00' }),
      workout('series', '2026-02-23', { recurrence, time: '07:00', name: 'Bench' }),
    ],
    '2026-02-26',
  );
  expect(days.map((d) => [d.date, d.items.map((i) => [i.workout.id, i.status])])).toEqual([
    ['2026-02-23', [['series', 'missed']]],
    ['2026-02-27', [['feb', 'scheduled']]],
    [
      '2026-03-02',
      [
        ['untimed', 'scheduled'],
        ['series', 'scheduled'],
        ['march', 'scheduled'],
      ],
    ],
  ]);
});

it("each occurrence of a repeating workout is its own day's entry, with that day", () => {
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
