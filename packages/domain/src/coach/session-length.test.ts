import { describe, expect, it } from 'vitest';
import { parseReps } from '../workouts/quantities.ts';
import { SUPERSET_CHANGE_SECONDS, sessionSeconds, type TimedExercise } from './session-length.ts';

const tenReps = parseReps('10');
const curl: TimedExercise = { sets: 3, reps: tenReps, restSeconds: 60, secondsPerRep: 3 };
const pushdown: TimedExercise = { sets: 3, reps: tenReps, restSeconds: 60, secondsPerRep: 3 };

describe('sessionSeconds', () => {
  it('counts every set of an exercise alone with the rest after it, after the warm-up', () => {
    // Two exercises of 3 × (30 s of work + 60 s of rest), after 5 minutes of warm-up.
    expect(sessionSeconds([curl, pushdown], 5)).toBe(5 * 60 + 2 * 3 * 90);
  });

  it('rests a superset once a round, after its last member, with a change between members', () => {
    const paired = sessionSeconds(
      [
        { ...curl, superset: 'A' },
        { ...pushdown, superset: 'A' },
      ],
      0,
    );
    expect(paired).toBe(3 * (30 + SUPERSET_CHANGE_SECONDS + 30 + 60));
    expect(paired).toBeLessThan(sessionSeconds([curl, pushdown], 0));
  });

  it("takes a round's rest from the member whose set ends it, when members have different sets", () => {
    const paired = sessionSeconds(
      [
        { ...curl, sets: 4, restSeconds: 90, superset: 'A' },
        { ...pushdown, sets: 3, restSeconds: 60, superset: 'A' },
      ],
      0,
    );
    // Rounds 1–3 end on the pushdown (60 s rest); round 4 is the curl alone, with its own 90 s.
    expect(paired).toBe(3 * (30 + SUPERSET_CHANGE_SECONDS + 30 + 60) + (30 + 90));
  });

  it('times two groups of the same label apart as two groups, and a lone label as an exercise alone', () => {
    const lone = sessionSeconds([{ ...curl, superset: 'A' }, pushdown], 0);
    expect(lone).toBe(sessionSeconds([curl, pushdown], 0));
  });
});
