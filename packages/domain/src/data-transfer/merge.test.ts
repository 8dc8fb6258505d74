import { describe, expect, it } from 'vitest';
import { documentHead, type ExportDocument, exportDocumentSchema } from './document.ts';
import { type ExistingRows, planImport, ROW_IDENTITY } from './merge.ts';

const AT = '2024-01-01T00:00:00.000Z';

/** A small document of every kind, linked: item → location, workout → plan, completed → workout. */
function document(): ExportDocument {
  return exportDocumentSchema.parse({
    ...documentHead(new Date(AT), { weightUnit: 'kg' }),
    locations: [{ id: 'loc-home', name: 'Home', active: true, createdAt: AT }],
    equipment: [
      {
        id: 'eq-bar',
        name: 'Olympic Barbell',
        category: 'Free Weights',
        subcategory: 'Barbells',
        status: 'Good',
        availability: { always: true, timeRestrictions: [], notes: '' },
        specifications: {},
        imageUrl: '',
        description: '',
        locationIds: ['loc-home'],
        createdAt: AT,
        updatedAt: AT,
      },
    ],
    strengthPlans: [],
    workouts: [
      {
        id: 'w-push',
        name: 'Push',
        date: '2024-01-02',
        duration: 60,
        exercises: [{ id: 'e1', name: 'Bench Press', sets: 3, reps: '5' }],
        status: 'completed',
        difficulty: 'Intermediate',
        updatedAt: AT,
      },
    ],
    completedWorkouts: [
      {
        id: 'c-push',
        name: 'Push',
        date: '2024-01-02T07:00:00.000Z',
        originalWorkoutId: 'w-push',
        actualExercises: [],
        duration: 3600,
        notes: '',
        updatedAt: AT,
        day: '2024-01-02',
      },
    ],
    goals: [],
  });
}

const nothingStored: ExistingRows = {
  locations: new Map(),
  equipment: new Map(),
  workouts: new Map(),
  completedWorkouts: new Map(),
  goals: new Map(),
  strengthPlans: new Map(),
  bodyWeights: new Map(),
};

function counter() {
  let n = 0;
  return () => `new-${++n}`;
}

describe('planning an import', () => {
  it("gives every row a new id of the athlete's and rewrites the links to them", () => {
    const plan = planImport(document(), nothingStored, 'merge', counter());
    expect(plan.locations.map((row) => row.id)).toEqual(['new-1']);
    expect(plan.equipment[0]).toMatchObject({ id: 'new-2', locationIds: ['new-1'] });
    expect(plan.workouts[0]?.id).toBe('new-3');
    expect(plan.completedWorkouts[0]).toMatchObject({ id: 'new-4', originalWorkoutId: 'new-3' });
    expect(plan.counts.completedWorkouts).toEqual({ added: 1, existing: 0 });
  });

  it('merging, skips what the athlete has and links to their row instead', () => {
    const source = document();
    const stored: ExistingRows = {
      ...nothingStored,
      locations: new Map([[ROW_IDENTITY.locations({ name: ' home ' }), 'their-home']]),
      workouts: new Map([
        [ROW_IDENTITY.workouts(source.workouts[0] as ExportDocument['workouts'][number]), 'their-push'],
      ]),
    };
    const plan = planImport(source, stored, 'merge', counter());
    expect(plan.locations).toEqual([]);
    expect(plan.equipment[0]?.locationIds).toEqual(['their-home']);
    expect(plan.workouts).toEqual([]);
    expect(plan.completedWorkouts[0]?.originalWorkoutId).toBe('their-push');
    expect(plan.counts.locations).toEqual({ added: 0, existing: 1 });
  });

  it('merging, keeps a body weight of a day the athlete has logged', () => {
    const entry = (id: string, date: string) => ({
      id,
      date,
      weight: 80,
      unit: 'kg' as const,
      createdAt: AT,
      updatedAt: AT,
    });
    const withWeights = {
      ...document(),
      bodyWeights: [entry('b1', '2024-01-01'), entry('b2', '2024-01-02')],
    };
    const stored = {
      ...nothingStored,
      bodyWeights: new Map([[ROW_IDENTITY.bodyWeights({ date: '2024-01-01' }), 'x']]),
    };
    const plan = planImport(withWeights, stored, 'merge', counter());
    expect(plan.bodyWeights.map((row) => row.date)).toEqual(['2024-01-02']);
    expect(plan.counts.bodyWeights).toEqual({ added: 1, existing: 1 });
  });

  it('adds a row the file holds twice once', () => {
    const source = document();
    source.completedWorkouts.push({
      ...(source.completedWorkouts[0] as ExportDocument['completedWorkouts'][number]),
      id: 'c-again',
    });
    const plan = planImport(source, nothingStored, 'merge', counter());
    expect(plan.completedWorkouts).toHaveLength(1);
    expect(plan.counts.completedWorkouts).toEqual({ added: 1, existing: 1 });
  });

  it('replacing, counts nothing stored as already there (it is deleted first)', () => {
    const stored = {
      ...nothingStored,
      locations: new Map([[ROW_IDENTITY.locations({ name: 'Home' }), 'gone']]),
    };
    const plan = planImport(document(), stored, 'replace', counter());
    expect(plan.locations).toHaveLength(1);
    expect(plan.equipment[0]?.locationIds).toEqual([plan.locations[0]?.id]);
  });

  it('keeps a link to nothing in the file or the account as written', () => {
    const source = document();
    (source.completedWorkouts[0] as { originalWorkoutId: string }).originalWorkoutId = 'ad-hoc';
    expect(
      planImport(source, nothingStored, 'merge', counter()).completedWorkouts[0]?.originalWorkoutId,
    ).toBe('ad-hoc');
  });
});
