import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from './catalogue.ts';
import { catalogueFilterOf, filterCatalogue, isFiltered } from './catalogue-filter.ts';
import { MOVEMENT_PATTERNS, MUSCLES } from './options.ts';

const ids = (entries: readonly { id: string }[]) => entries.map((entry) => entry.id);

describe('filterCatalogue', () => {
  it('keeps the whole catalogue, in order, without filters', () => {
    expect(filterCatalogue({})).toEqual(EXERCISE_CATALOGUE);
    expect(EXERCISE_CATALOGUE.length).toBe(365);
  });

  it('finds an exercise by name or alias, the exact name first', () => {
    expect(filterCatalogue({ q: 'bench press' })[0]?.name).toBe('Bench Press');
    const byAlias = EXERCISE_CATALOGUE.find((entry) => entry.aliases.length > 0);
    expect(byAlias).toBeDefined();
    if (byAlias) expect(ids(filterCatalogue({ q: byAlias.aliases[0] as string }))).toContain(byAlias.id);
    expect(filterCatalogue({ q: 'zzzz no such lift' })).toEqual([]);
    // As an imported workout writes it: the exercise it names comes first.
    expect(filterCatalogue({ q: 'Bench Press (Barbell)' })[0]?.id).toBe('bench-press');
    expect(filterCatalogue({ q: 'barbell bench presses' })[0]?.id).toBe('bench-press');
  });

  it('filters by primary muscle and pattern together', () => {
    const found = filterCatalogue({ muscle: 'chest', pattern: 'horizontal-push' });
    expect(found.length).toBeGreaterThan(0);
    for (const entry of found) {
      expect(entry.primaryMuscles).toContain('chest');
      expect(entry.pattern).toBe('horizontal-push');
    }
  });

  it('keeps only what the equipment allows when asked, and ignores the switch without a rule', () => {
    const bodyweight = (entry: { equipment: readonly string[] }) => entry.equipment.length === 0;
    const found = filterCatalogue({ kit: true }, bodyweight);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every(bodyweight)).toBe(true);
    expect(filterCatalogue({ kit: true })).toHaveLength(EXERCISE_CATALOGUE.length);
    expect(filterCatalogue({ kit: false }, bodyweight)).toHaveLength(EXERCISE_CATALOGUE.length);
  });

  it('never lists an entry a filter rules out, nor misses one it allows (property)', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom(...MUSCLES), { nil: undefined }),
        fc.option(fc.constantFrom(...MOVEMENT_PATTERNS), { nil: undefined }),
        (muscle, pattern) => {
          const found = new Set(ids(filterCatalogue({ muscle, pattern })));
          for (const entry of EXERCISE_CATALOGUE) {
            const allowed =
              (muscle === undefined || entry.primaryMuscles.includes(muscle)) &&
              (pattern === undefined || entry.pattern === pattern);
            expect(found.has(entry.id)).toBe(allowed);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('searches within a catalogue given', () => {
    const some = EXERCISE_CATALOGUE.slice(0, 3);
    expect(filterCatalogue({ q: some[0]?.name }, undefined, some)[0]).toBe(some[0]);
    expect(filterCatalogue({ q: 'curl' }, undefined, some)).toEqual([]);
  });
});

describe('catalogueFilterOf', () => {
  it('reads each param on its own, dropping the bad ones', () => {
    expect(catalogueFilterOf({ q: 'squat', muscle: 'chest', pattern: 'squat', kit: true })).toEqual({
      q: 'squat',
      muscle: 'chest',
      pattern: 'squat',
      kit: true,
    });
    expect(catalogueFilterOf({ q: 'x'.repeat(101), muscle: 'spleen', pattern: 3, kit: 'yes' })).toEqual({});
    expect(catalogueFilterOf({ q: '  ', kit: 'true' })).toEqual({ kit: true });
    expect(catalogueFilterOf({ q: 21 })).toEqual({ q: '21' });
  });

  it('says whether anything is filtered', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: ' ' })).toBe(false);
    expect(isFiltered({ q: 'row' })).toBe(true);
    expect(isFiltered({ muscle: 'lats' })).toBe(true);
    expect(isFiltered({ pattern: 'carry' })).toBe(true);
    expect(isFiltered({ kit: true })).toBe(true);
  });
});
