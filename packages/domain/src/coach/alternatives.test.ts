import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import { exerciseFamilies } from '../exercises/families.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import { equipmentNamed, userItem } from '../test-support/coach-arbitraries.ts';
import { COACH_KITS } from '../test-support/coach-kits.ts';
import {
  alternativeCandidates,
  alternativeMismatch,
  alternativeRepsMismatch,
  buildAlternatives,
  isAlternativeOf,
  MAX_ALTERNATIVES,
  MIN_ALTERNATIVES,
} from './alternatives.ts';
import { coachChecker } from './checker.ts';
import { canPerform, fulfilledNeeds } from './equipment-fit.ts';

const fullGym = DEFAULT_EQUIPMENT_DATA.equipment.map(userItem);
const dumbbells = equipmentNamed('Adjustable Dumbbells', 'Adjustable Bench');
const entry = (name: string) => findExercise(name) as ExerciseCatalogueEntry;
const alternativesOf = (name: string, equipment = fullGym) =>
  buildAlternatives({ name, sets: 3, reps: '8' }, equipment).map((alternative) => alternative.name);
/** The catalogue's beginner and intermediate exercises: what most athletes ask alternatives for. */
const common = EXERCISE_CATALOGUE.filter((e) => e.level !== 'advanced');

/**
 * Exercises whose job the catalogue holds fewer than four exercises for, whatever the equipment (the full gym gives
 * them all it can): a movement with one or two siblings. Growing the catalogue may only shorten this list; none of
 * them goes empty.
 */
const THIN_MOVEMENTS = new Set([
  // Back extensions and reverse hypers: a pair.
  'Back Extension',
  'Reverse Hyper',
  // Face pulls and straight-arm pulldowns: a pair each, with a band or a cable.
  'Face Pull',
  'Band Face Pull',
  'Straight-Arm Pulldown',
  'Band Straight-Arm Pulldown',
  // Carries for the shoulders or the upper back first.
  'Overhead Carry',
  'Sandbag Carry',
  'Superman',
  'Russian Twist',
  // Front raises: a dumbbell and a band.
  'Front Raise',
  'Band Front Raise',
  // Shrugs: a barbell and dumbbells (and the Upright Row for the traps).
  'Barbell Shrug',
  'Dumbbell Shrug',
  // Quads isolation: the machine and the reverse Nordic.
  'Leg Extension',
  'Reverse Nordic',
  'Hip Abduction Machine',
  // Adductors: the machine and lying on the side.
  'Hip Adduction Machine',
  'Side-Lying Hip Adduction',
  'Cable Glute Kickback',
]);

describe('alternatives: the same movement for the same main muscle', () => {
  it('offers overhead presses for an Axle Overhead Press, never dips', () => {
    const found = alternativesOf('Axle Overhead Press');
    expect(found.length).toBe(MAX_ALTERNATIVES);
    for (const name of found) {
      expect(exerciseFamilies(entry(name)).has('dip'), name).toBe(false);
      expect(entry(name).pattern).toBe('vertical-push');
    }
    expect(alternativesOf('Dip')).toEqual(
      expect.arrayContaining(['Weighted Dip', 'Ring Dip', 'Assisted Dip']),
    );
    expect(alternativeMismatch(entry('Dip'), entry('Axle Overhead Press'))).toBe('it is another movement');
    // The landmine press stands in for an overhead press (and back): the shoulder-friendly press.
    expect(isAlternativeOf(entry('Landmine Press'), entry('Overhead Press'))).toBe(true);
  });

  it('keeps rows with rows, hip thrusts with bridges, crunches with crunches, cleans apart from snatches', () => {
    expect(isAlternativeOf(entry('Face Pull'), entry('Barbell Row'))).toBe(false);
    expect(isAlternativeOf(entry('Romanian Deadlift'), entry('Barbell Hip Thrust'))).toBe(false);
    expect(isAlternativeOf(entry('Glute Bridge'), entry('Barbell Hip Thrust'))).toBe(true);
    expect(isAlternativeOf(entry('Crunch'), entry('Plank'))).toBe(false);
    expect(isAlternativeOf(entry('Power Snatch'), entry('Power Clean'))).toBe(false);
    expect(isAlternativeOf(entry('Lat Pulldown'), entry('Pull-Up'))).toBe(true);
    expect(isAlternativeOf(entry('Push-Up'), entry('Bench Press'))).toBe(true);
    // The same job counted otherwise stands in, prescribed in its own measure.
    expect(isAlternativeOf(entry('Dead Bug'), entry('Plank'))).toBe(true);
    expect(isAlternativeOf(entry('Leg Press'), entry('Wall Sit'))).toBe(true);
    // Leg curls are leg curls in either pattern; conditioning does the job of any conditioning.
    expect(isAlternativeOf(entry('Seated Leg Curl'), entry('Glute-Ham Raise'))).toBe(true);
    expect(isAlternativeOf(entry('Indoor Row'), entry('Ski Erg'))).toBe(true);
    expect(isAlternativeOf(entry('Seated Leg Curl'), entry('Romanian Deadlift'))).toBe(false);
    // A Diamond Push-Up trains the triceps first: no stand-in for a chest press.
    expect(alternativeMismatch(entry('Diamond Push-Up'), entry('Bench Press'))).toBe(
      'it trains other muscles',
    );
    expect(alternativeMismatch(entry('Bench Press'), entry('Bench Press'))).toBe('it is the same exercise');
  });

  it('finds the exercise however its name is written: Squats, Deadlifts, Hip Thrusts, Squat (Barbell)', () => {
    for (const name of [
      'Squats',
      'Deadlifts',
      'Hip Thrusts',
      'Squat (Barbell)',
      'DB Bench Press',
      'pull ups',
    ]) {
      expect(alternativesOf(name).length, name).toBeGreaterThanOrEqual(MIN_ALTERNATIVES);
    }
    expect(alternativesOf('Deadlifts').slice(0, 3)).toEqual([
      // Every deadlift is a loaded hinge now: the beginner ones training only its main muscles come first, then the
      // one with all three of them one level off.
      'Dumbbell Romanian Deadlift',
      'Deficit Deadlift',
      'Kettlebell Deadlift',
    ]);
    expect(alternativesOf('Hip Thrusts')).toEqual(
      expect.arrayContaining(['Machine Hip Thrust', 'Glute Bridge', 'Dumbbell Hip Thrust']),
    );
    expect(alternativesOf('Zorbing')).toEqual([]);
  });

  it('gives at least 3 whenever the catalogue and the kit allow, at most 5, over ~200 common exercises in a full gym', () => {
    expect(common.length).toBeGreaterThanOrEqual(200);
    const needs = fulfilledNeeds(fullGym);
    const thin: string[] = [];
    for (const original of common) {
      const possible = alternativeCandidates(original, needs);
      // The full gym holds back nothing: every alternative the catalogue has is possible.
      expect(possible.length, original.name).toBe(
        EXERCISE_CATALOGUE.filter((candidate) => isAlternativeOf(candidate, original)).length,
      );
      const given = alternativesOf(original.name);
      expect(given.length, original.name).toBe(Math.min(MAX_ALTERNATIVES, possible.length));
      expect(given.length, original.name).toBeGreaterThanOrEqual(Math.min(MIN_ALTERNATIVES, possible.length));
      if (given.length < MIN_ALTERNATIVES) thin.push(original.name);
    }
    // Once 36 of 200 common exercises got none, and later 16 still did (a Wall Sit, a Glute
    // Bridge Hold, a Leg Extension…: no sibling of their movement and measure). Now an alternative may be counted
    // otherwise (a Leg Press for a Wall Sit) and the catalogue holds the missing siblings: none goes empty, and
    // only a movement with one or two siblings goes short.
    for (const name of thin) expect(THIN_MOVEMENTS.has(name), name).toBe(true);
    expect(thin.length).toBeLessThanOrEqual(THIN_MOVEMENTS.size);
    expect(common.filter((original) => alternativesOf(original.name).length === 0)).toEqual([]);
  });

  it('with dumbbells and a bench only, gives what those allow, as many as possible', () => {
    const needs = fulfilledNeeds(dumbbells);
    const doable = common.filter((original) => canPerform(original, needs));
    expect(doable.length).toBeGreaterThan(40);
    let three = 0;
    for (const original of doable) {
      const given = alternativesOf(original.name, dumbbells);
      const possible = alternativeCandidates(original, needs).length;
      expect(given.length, original.name).toBe(Math.min(MAX_ALTERNATIVES, possible));
      for (const name of given)
        expect(canPerform(entry(name), needs), `${original.name}: ${name}`).toBe(true);
      if (given.length >= MIN_ALTERNATIVES) three++;
    }
    // Over half get 3 or more; the rest are movements the catalogue holds no dumbbell sibling of.
    expect(three / doable.length).toBeGreaterThan(0.5);
    expect(alternativesOf('Bench Press', dumbbells)).toEqual(
      expect.arrayContaining(['Dumbbell Bench Press', 'Push-Up']),
    );
  });

  it('ranks the original’s family first: a deadlift’s deadlifts, a push-up’s push-ups', () => {
    expect(alternativesOf('Deadlift').every((name) => exerciseFamilies(entry(name)).has('deadlift'))).toBe(
      true,
    );
    expect(alternativesOf('Push-Up').slice(0, 3)).toEqual([
      // Beginner push-ups first, as the Push-Up is.
      'Incline Push-Up',
      'Wide Push-Up',
      'Wall Push-Up',
    ]);
  });
});

describe('checking alternatives (rule alternatives)', () => {
  const request = (name: string, equipment = fullGym) => ({
    exercise: { name, sets: 3, reps: '8' },
    equipment,
  });
  const alternative = (name: string, reason = 'Same movement.') => ({
    name,
    sets: 3,
    reps: '8',
    weight: '',
    notes: '',
    reason,
  });

  it('passes the built-in answer for every common exercise in a full gym', () => {
    for (const original of common) {
      const value = buildAlternatives({ name: original.name, sets: 3, reps: '8' }, fullGym);
      expect(coachChecker.checkAlternatives(value, request(original.name)), original.name).toEqual([]);
    }
  });

  it('reports fewer than 3 when more were possible, another movement, missing equipment, no reason', () => {
    const problems = coachChecker.checkAlternatives(
      [alternative('Dip'), alternative('Seated Overhead Press', ' '), alternative('Dumbbell Shoulder Press')],
      request(
        'Axle Overhead Press',
        equipmentNamed('Olympic Barbell', 'Power Rack', 'Adjustable Bench', 'Dip Station'),
      ),
    );
    expect(problems).toEqual([
      {
        path: '0.name',
        rule: 'alternatives',
        message: 'Dip cannot replace Axle Overhead Press: it is another movement.',
        exercise: 'Dip',
      },
      {
        path: '1.reason',
        rule: 'alternatives',
        message: 'Each alternative needs a reason.',
        exercise: 'Seated Overhead Press',
      },
      {
        path: '2.name',
        rule: 'alternatives',
        message: 'Dumbbell Shoulder Press needs equipment the athlete does not have: Hex Dumbbell Set.',
        exercise: 'Dumbbell Shoulder Press',
      },
      {
        path: '',
        rule: 'alternatives',
        message:
          "Only 0 usable alternative(s) to Axle Overhead Press: fewer than 3 when 8 were possible with the athlete's equipment.",
        exercise: 'Axle Overhead Press',
      },
    ]);
  });

  it('asks for no more than were possible, and counts an exercise named twice once', () => {
    // A Face Pull has one possible alternative here: the Band Face Pull (the Band Pull-Apart is an isolation
    // exercise, another movement).
    const bands = equipmentNamed('Cable Machine', 'Tricep Rope', 'Resistance Bands');
    expect(
      coachChecker.checkAlternatives([alternative('Band Face Pull')], request('Face Pull', bands)),
    ).toEqual([]);
    expect(coachChecker.checkAlternatives([], request('Face Pull', bands))).toHaveLength(1);
    const twice = [alternative('Push-Up'), alternative('push ups'), alternative('Floor Press')];
    expect(coachChecker.checkAlternatives(twice, request('Bench Press')).map((p) => p.message)).toEqual([
      "Only 2 usable alternative(s) to Bench Press: fewer than 3 when 31 were possible with the athlete's equipment.",
    ]);
    // An exercise the catalogue lacks has no count to meet.
    expect(coachChecker.checkAlternatives([], request('Zorbing'))).toEqual([]);
  });
});

describe('alternatives are never empty where the kit holds one for the job', () => {
  it('gives a Wall Sit in a full gym a goblet squat hold, a hack squat and a Spanish squat, each in its own measure', () => {
    const given = buildAlternatives({ name: 'Wall Sit', sets: 3, reps: '30 s' }, fullGym);
    expect(given.map((a) => a.name)).toEqual(
      expect.arrayContaining(['Goblet Squat Hold', 'Hack Squat', 'Spanish Squat']),
    );
    // The hold keeps the athlete's seconds; a lift counted in reps gets reps.
    expect(given.find((a) => a.name === 'Goblet Squat Hold')?.reps).toBe('30 s');
    expect(given.find((a) => a.name === 'Hack Squat')?.reps).toBe('6-12');
    expect(
      coachChecker.checkAlternatives(given, {
        exercise: { name: 'Wall Sit', sets: 3, reps: '30 s' },
        equipment: fullGym,
      }),
    ).toEqual([]);
    // An empty list for it is a failure of the rule.
    expect(
      coachChecker
        .checkAlternatives([], { exercise: { name: 'Wall Sit', sets: 3, reps: '30 s' }, equipment: fullGym })
        .map((p) => p.rule),
    ).toEqual(['alternatives']);
  });

  it('reports an alternative prescribed in another measure than its own', () => {
    const problems = coachChecker.checkAlternatives(
      [
        { name: 'Leg Press', sets: 3, reps: '30 s', weight: '', notes: '', reason: 'Quads.' },
        { name: 'Goblet Squat Hold', sets: 3, reps: '10', weight: '', notes: '', reason: 'Quads.' },
        { name: 'Hack Squat', sets: 3, reps: '10', weight: '', notes: '', reason: 'Quads.' },
      ],
      { exercise: { name: 'Wall Sit', sets: 3, reps: '30 s' }, equipment: fullGym },
    );
    expect(problems.map((p) => p.message)).toEqual([
      "Leg Press is prescribed in a number of reps, not '30 s'.",
      "Goblet Squat Hold is prescribed in seconds, not '10'.",
      "Only 1 usable alternative(s) to Wall Sit: fewer than 3 when 27 were possible with the athlete's equipment.",
    ]);
  });

  it('in every kit, a catalogue exercise with an alternative for its job in the kit gets a list the checker passes', () => {
    for (const kit of COACH_KITS) {
      const needs = fulfilledNeeds(kit.equipment);
      for (const original of EXERCISE_CATALOGUE) {
        const possible = alternativeCandidates(original, needs).length;
        const given = buildAlternatives({ name: original.name, sets: 3, reps: '8' }, kit.equipment);
        expect(given.length, `${kit.name}: ${original.name}`).toBe(Math.min(MAX_ALTERNATIVES, possible));
        for (const alternative of given)
          expect(
            alternativeRepsMismatch(entry(alternative.name), alternative.reps),
            alternative.name,
          ).toBeUndefined();
      }
    }
  });
});
