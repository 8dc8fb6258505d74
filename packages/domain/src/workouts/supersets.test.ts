import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completedWorkoutSchema } from './completed-schema.ts';
import { workoutInputSchema } from './schema.ts';
import {
  isSupersetGroupingValid,
  MAX_SUPERSET_MEMBERS,
  normaliseSupersets,
  SUPERSET_MESSAGES,
  supersetBlocks,
  supersetKind,
  supersetLabel,
  toggleSupersetWithNext,
} from './supersets.ts';

const row = (name: string, superset?: string) => ({ name, ...(superset !== undefined && { superset }) });
const labels = (list: readonly { superset?: string | undefined }[]) =>
  list.map((item) => item.superset ?? '-');

describe('supersets: groups of adjacent exercises', () => {
  it('splits a list into blocks: each group together, every other exercise alone', () => {
    const list = [row('a', 'A'), row('b', 'A'), row('c'), row('d', 'B'), row('e', 'B'), row('f', 'B')];
    expect(supersetBlocks(list)).toEqual([
      { start: 0, end: 2, superset: 'A' },
      { start: 2, end: 3 },
      { start: 3, end: 6, superset: 'B' },
    ]);
    expect(supersetKind(2)).toBe('superset');
    expect(supersetKind(3)).toBe('circuit');
  });

  it('normalises: a lone member loses its label, one label on two runs becomes two groups, labels A, B …', () => {
    expect(labels(normaliseSupersets([row('a', 'X'), row('b'), row('c', 'X'), row('d', 'X')]))).toEqual([
      '-',
      '-',
      'A',
      'A',
    ]);
    expect(
      labels(normaliseSupersets([row('a', '7'), row('b', '7'), row('c'), row('d', '7'), row('e', '7')])),
    ).toEqual(['A', 'A', '-', 'B', 'B']);
    expect(normaliseSupersets([row('a'), row('b')])).toEqual([row('a'), row('b')]);
  });

  it('"Superset with next" joins two exercises, extends a group into a circuit, and parts them again', () => {
    const list = [row('a'), row('b'), row('c'), row('d')];
    const paired = toggleSupersetWithNext(list, 0);
    expect(labels(paired)).toEqual(['A', 'A', '-', '-']);
    const circuit = toggleSupersetWithNext(paired, 1);
    expect(labels(circuit)).toEqual(['A', 'A', 'A', '-']);
    const two = toggleSupersetWithNext(toggleSupersetWithNext(list, 0), 2);
    expect(labels(two)).toEqual(['A', 'A', 'B', 'B']);
    // Parting the middle link of a circuit of three leaves one pair and one exercise alone.
    expect(labels(toggleSupersetWithNext(circuit, 1))).toEqual(['A', 'A', '-', '-']);
    expect(labels(toggleSupersetWithNext(circuit, 0))).toEqual(['-', 'A', 'A', '-']);
    // The last exercise has no next one: nothing changes.
    expect(labels(toggleSupersetWithNext(paired, 3))).toEqual(['A', 'A', '-', '-']);
  });

  it('keeps a group through a move or a delete while its members stay adjacent', () => {
    const list = normaliseSupersets([row('a', 'A'), row('b', 'A'), row('c', 'A'), row('d')]);
    // Delete the middle member: the two left are still adjacent.
    expect(
      labels(normaliseSupersets([list[0], list[2], list[3]].filter((item) => item !== undefined))),
    ).toEqual(['A', 'A', '-']);
    // Move 'd' to the top: the group moves down with its members.
    const moved = [list[3], list[0], list[1], list[2]].filter((item) => item !== undefined);
    expect(labels(normaliseSupersets(moved))).toEqual(['-', 'A', 'A', 'A']);
    // Move a member of a pair away: neither is a group any more.
    const pair = normaliseSupersets([row('a', 'A'), row('b', 'A'), row('c')]);
    const apart = [pair[0], pair[2], pair[1]].filter((item) => item !== undefined);
    expect(labels(normaliseSupersets(apart))).toEqual(['-', '-', '-']);
  });

  it('labels past Z go on as AA, AB …', () => {
    expect([0, 1, 25, 26, 27].map(supersetLabel)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });

  it('caps a group at the most members and starts the next one after it', () => {
    const many = Array.from({ length: MAX_SUPERSET_MEMBERS + 2 }, (_, index) => row(`e${index}`, 'A'));
    const normalised = normaliseSupersets(many);
    expect(labels(normalised)).toEqual([...Array(MAX_SUPERSET_MEMBERS).fill('A'), 'B', 'B']);
    expect(isSupersetGroupingValid(normalised)).toBe(true);
    expect(isSupersetGroupingValid(many)).toBe(false);
  });

  it('property: a normalised list is valid, keeps every exercise in order, and normalising again changes nothing', () => {
    const list = fc.array(fc.option(fc.constantFrom('A', 'B', 'C'), { nil: undefined }), { maxLength: 20 });
    fc.assert(
      fc.property(list, (groups) => {
        const rows = groups.map((group, index) => row(`e${index}`, group));
        const normalised = normaliseSupersets(rows);
        expect(isSupersetGroupingValid(normalised)).toBe(true);
        expect(normalised.map((item) => item.name)).toEqual(rows.map((item) => item.name));
        expect(normaliseSupersets(normalised)).toEqual(normalised);
      }),
    );
  });
});

describe('the schemas refuse a grouping the live session could not run, with a clear message', () => {
  const workout = (exercises: object[]) => ({ name: 'Upper', date: '2026-11-29', exercises });
  const exercise = (name: string, superset?: string) => ({
    name,
    sets: 3,
    reps: '8',
    ...(superset !== undefined && { superset }),
  });

  it('takes two or more adjacent members, and refuses a lone member or a label on two runs', () => {
    expect(
      workoutInputSchema.safeParse(workout([exercise('Pull-Up', 'A'), exercise('Dip', 'A')])).success,
    ).toBe(true);
    for (const bad of [
      [exercise('Pull-Up', 'A'), exercise('Dip')],
      [exercise('Pull-Up', 'A'), exercise('Curl'), exercise('Dip', 'A')],
    ]) {
      const issues = workoutInputSchema.safeParse(workout(bad)).error?.issues;
      expect(issues?.map((issue) => issue.message)).toEqual([SUPERSET_MESSAGES.invalidGrouping]);
    }
    expect(
      workoutInputSchema.safeParse(workout([exercise('Pull-Up', ''), exercise('Dip', '')])).success,
    ).toBe(false);
    expect(workoutInputSchema.safeParse(workout([exercise('Pull-Up', 'ABCDEFGHI')])).success).toBe(false);
  });

  it('holds for a completed workout too', () => {
    const actual = (name: string, superset?: string) => ({
      id: name,
      name,
      plannedSets: 1,
      plannedReps: '8',
      plannedWeight: '',
      actualSets: [],
      notes: '',
      ...(superset && { superset }),
    });
    const completed = (actualExercises: object[]) => ({
      id: 'c1',
      name: 'Upper',
      date: '2026-11-29T10:00:00.000Z',
      originalWorkoutId: 'w1',
      actualExercises,
      duration: 60,
      notes: '',
      updatedAt: '2026-11-29T10:00:00.000Z',
    });
    expect(completedWorkoutSchema.safeParse(completed([actual('a', 'A'), actual('b', 'A')])).success).toBe(
      true,
    );
    expect(completedWorkoutSchema.safeParse(completed([actual('a', 'A'), actual('b')])).success).toBe(false);
  });
});
