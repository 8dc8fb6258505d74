import { describe, expect, it } from 'vitest';
import { MAX_EQUIPMENT_LOCATIONS, MAX_USER_EQUIPMENT } from '../equipment/limits.ts';
import { MAX_GOALS } from '../goals/limits.ts';
import { MAX_STRENGTH_PLANS } from '../strength-plans/limits.ts';
import { MAX_COMPLETED_WORKOUTS, MAX_WORKOUTS } from '../workouts/limits.ts';
import { EXPORT_KINDS, type ExportKind } from './document.ts';
import { importLimitProblem } from './import-limits.ts';
import { DATA_TRANSFER_MESSAGES } from './text.ts';

const none = Object.fromEntries(EXPORT_KINDS.map((kind) => [kind, 0])) as Record<ExportKind, number>;
const adding = (added: Partial<Record<ExportKind, number>>) =>
  Object.fromEntries(EXPORT_KINDS.map((kind) => [kind, { added: added[kind] ?? 0 }])) as Record<
    ExportKind,
    { added: number }
  >;

describe('an import keeps an athlete within what one athlete keeps', () => {
  it('a merge up to each bound passes; one more is refused, naming the kind and the bound', () => {
    const cases = [
      ['locations', MAX_EQUIPMENT_LOCATIONS, 'equipment locations'],
      ['equipment', MAX_USER_EQUIPMENT, 'equipment items'],
      ['goals', MAX_GOALS, 'goals'],
      ['workouts', MAX_WORKOUTS, 'planned workouts'],
      ['completedWorkouts', MAX_COMPLETED_WORKOUTS, 'completed workouts'],
      ['strengthPlans', MAX_STRENGTH_PLANS, 'strength plans'],
    ] as const;
    for (const [kind, max, what] of cases) {
      const stored = { ...none, [kind]: max - 3 };
      expect(importLimitProblem(stored, adding({ [kind]: 3 }), 'merge')).toBeNull();
      expect(importLimitProblem(stored, adding({ [kind]: 4 }), 'merge')).toBe(
        DATA_TRANSFER_MESSAGES.overLimit(what, max),
      );
    }
  });

  it('replacing everything counts only the file', () => {
    const full = { ...none, goals: MAX_GOALS, equipment: MAX_USER_EQUIPMENT };
    expect(importLimitProblem(full, adding({ goals: MAX_GOALS, equipment: 10 }), 'replace')).toBeNull();
    expect(importLimitProblem(full, adding({ goals: MAX_GOALS + 1 }), 'replace')).toBe(
      DATA_TRANSFER_MESSAGES.overLimit('goals', MAX_GOALS),
    );
    // A whole export of the most one athlete keeps can always replace what is there.
    const most = { ...none, workouts: MAX_WORKOUTS, completedWorkouts: MAX_COMPLETED_WORKOUTS };
    expect(importLimitProblem(most, adding(most), 'replace')).toBeNull();
  });
});
