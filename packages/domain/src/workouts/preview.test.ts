import { describe, expect, it } from 'vitest';
import { exercisePreview, summarizeCompletedWorkout } from './preview.ts';

describe('workout cards', () => {
  it('show the first 3 exercises and "+N more"', () => {
    expect(exercisePreview(['a', 'b', 'c', 'd', 'e'])).toEqual({
      shown: ['a', 'b', 'c'],
      moreCount: 2,
      moreLabel: '+2 more',
    });
    expect(exercisePreview(['a'])).toEqual({ shown: ['a'], moreCount: 0, moreLabel: null });
  });

  it('a completed card keeps names and counts, not the sets', () => {
    const set = { setNumber: 1, actualReps: '8', completed: true, notes: '' };
    const summary = summarizeCompletedWorkout({
      id: 'c1',
      name: 'Legs',
      date: '2026-03-01T10:00:00.000Z',
      originalWorkoutId: 'w1',
      duration: 1800,
      notes: '',
      updatedAt: '2026-03-01T10:00:00.000Z',
      actualExercises: ['Squat', 'Lunge'].map((name, i) => ({
        id: `e${i}`,
        name,
        plannedSets: 2,
        plannedReps: '8',
        plannedWeight: '',
        actualSets: [set, { ...set, setNumber: 2 }],
        notes: '',
      })),
    });
    expect(summary).toMatchObject({ id: 'c1', exerciseNames: ['Squat', 'Lunge'], totalSets: 4 });
    expect(summary).not.toHaveProperty('actualExercises');
  });
});
