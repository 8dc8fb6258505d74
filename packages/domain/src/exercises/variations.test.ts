import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from './catalogue.ts';
import { EXERCISE_LEVELS } from './options.ts';
import { ladderOf, VARIATION_LADDERS } from './variations.ts';

const byId = new Map(EXERCISE_CATALOGUE.map((entry) => [entry.id, entry]));
const rank = (id: string) => EXERCISE_LEVELS.indexOf(byId.get(id)?.level ?? 'beginner');

describe('variation ladders (bodyweight progresses by the next variation)', () => {
  it('name catalogue exercises only, at least two a ladder, none on two ladders', () => {
    const ids = VARIATION_LADDERS.flat();
    expect(ids.filter((id) => !byId.has(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const ladder of VARIATION_LADDERS)
      expect(ladder.length, ladder.join(' → ')).toBeGreaterThanOrEqual(2);
  });
  it('climb one movement: one pattern a ladder, each rung sharing a primary muscle with the one below', () => {
    for (const ladder of VARIATION_LADDERS) {
      const entries = ladder.flatMap((id) => byId.get(id) ?? []);
      expect(new Set(entries.map((entry) => entry.pattern)).size, ladder.join(' → ')).toBe(1);
      for (const [i, entry] of entries.entries()) {
        const below = entries[i - 1];
        if (!below) continue;
        const shared = entry.primaryMuscles.some((muscle) => below.primaryMuscles.includes(muscle));
        expect(shared, `${below.id} → ${entry.id}`).toBe(true);
      }
    }
  });
  it('never get easier: levels do not decrease along a ladder', () => {
    for (const ladder of VARIATION_LADDERS) {
      const levels = ladder.map(rank);
      expect(levels, ladder.join(' → ')).toEqual([...levels].sort((a, b) => a - b));
    }
  });
  it('give bodyweight athletes a push, squat, lunge, hinge, row and core ladder with no equipment', () => {
    const bodyweight = (id: string) => byId.get(id)?.equipment.length === 0;
    const patterns = new Set(
      VARIATION_LADDERS.filter((ladder) => ladder.filter(bodyweight).length >= 2).map(
        (ladder) => byId.get(ladder[0] ?? '')?.pattern,
      ),
    );
    for (const pattern of [
      'horizontal-push',
      'vertical-push',
      'squat',
      'lunge',
      'hinge',
      'horizontal-pull',
      'core',
    ]) {
      expect(patterns, pattern).toContain(pattern);
    }
  });
  it('ladderOf gives an exercise its ladder and rung, and nothing off every ladder', () => {
    const pushUp = byId.get('push-up');
    expect(pushUp && ladderOf(pushUp)?.rung).toBe(3);
    expect(pushUp && ladderOf(pushUp)?.entries.map((entry) => entry.id)).toEqual(VARIATION_LADDERS[0]);
    expect(ladderOf({ id: 'back-squat' })).toBeUndefined();
  });
});
