import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import { EXERCISE_CATALOGUE } from './catalogue.ts';

import { MAX_CATALOGUE_EXERCISES } from './limits.ts';
import { EXERCISE_CLASSES, EXERCISE_LEVELS, MOVEMENT_PATTERNS, MUSCLES } from './options.ts';
import { exerciseCatalogueProblems, exerciseCatalogueSchema } from './schema.ts';

const CARDIO_NAMES = new Set(
  DEFAULT_EQUIPMENT_DATA.equipment.filter((item) => item.category === 'Cardio').map((item) => item.name),
);

describe('the exercise catalogue', () => {
  it('passes its schema: unique ids, names and aliases, known equipment, muscles and patterns', () => {
    expect(exerciseCatalogueProblems(EXERCISE_CATALOGUE)).toEqual([]);
    expect(exerciseCatalogueSchema.parse(EXERCISE_CATALOGUE)).toEqual(EXERCISE_CATALOGUE);
  });
  it('classes every exercise for dosing: intervals are conditioning, holds core work, isolation accessory', () => {
    for (const entry of EXERCISE_CATALOGUE) {
      expect(EXERCISE_CLASSES, entry.id).toContain(entry.exerciseClass);
      expect(entry.exerciseClass === 'conditioning', entry.id).toBe(entry.pattern === 'conditioning');
      if (entry.pattern === 'isolation' && entry.measure === 'reps')
        expect(entry.exerciseClass, entry.id).toBe('accessory');
      if (entry.measure === 'seconds' && entry.pattern !== 'conditioning')
        expect(entry.exerciseClass, entry.id).toBe('core');
    }
    const byName = (name: string) => EXERCISE_CATALOGUE.find((entry) => entry.name === name)?.exerciseClass;
    expect(byName('Back Squat')).toBe('main');
    expect(byName('Push-Up')).toBe('main');
    expect(byName('Glute Bridge')).toBe('accessory');
    expect(byName('Face Pull')).toBe('accessory');
    expect(byName('Plank')).toBe('core');
    expect(byName('Wall Sit')).toBe('core');
  });
  it('holds at least 150 exercises, within its bound and small enough to ship to the browser', () => {
    expect(EXERCISE_CATALOGUE.length).toBeGreaterThanOrEqual(150);
    expect(EXERCISE_CATALOGUE.length).toBeLessThanOrEqual(MAX_CATALOGUE_EXERCISES);
    // The entries as objects: each states its class, and the catalogue holds 365 exercises (a guard rail against a
    // mistake, such as a field repeated per entry, not a target).
    expect(JSON.stringify(EXERCISE_CATALOGUE).length).toBeLessThan(112 * 1024);
  });
  it('uses every movement pattern, muscle and level, with several exercises per pattern', () => {
    for (const pattern of MOVEMENT_PATTERNS) {
      const count = EXERCISE_CATALOGUE.filter((entry) => entry.pattern === pattern).length;
      expect(count, pattern).toBeGreaterThanOrEqual(5);
    }
    const muscles = new Set(EXERCISE_CATALOGUE.flatMap((entry) => entry.primaryMuscles));
    expect([...muscles].sort()).toEqual([...MUSCLES].sort());
    for (const level of EXERCISE_LEVELS) {
      expect(EXERCISE_CATALOGUE.some((entry) => entry.level === level)).toBe(true);
    }
  });
  it('has bodyweight exercises (no equipment) and unilateral ones', () => {
    const bodyweight = EXERCISE_CATALOGUE.filter((entry) => entry.equipment.length === 0).map((e) => e.name);
    expect(bodyweight).toEqual(expect.arrayContaining(['Push-Up', 'Plank', 'Bodyweight Squat', 'Burpee']));
    const unilateral = EXERCISE_CATALOGUE.filter((entry) => entry.unilateral).map((e) => e.name);
    expect(unilateral).toEqual(expect.arrayContaining(['Bulgarian Split Squat', 'One-Arm Dumbbell Row']));
    expect(unilateral).not.toContain('Bench Press');
  });
  it('measures holds in seconds, carries and crawls in metres, lifts in reps', () => {
    const measureOf = (id: string) => EXERCISE_CATALOGUE.find((entry) => entry.id === id)?.measure;
    const held = [
      'wall-sit',
      'plank',
      'side-plank',
      'hollow-body-hold',
      'l-sit',
      'copenhagen-plank',
      'dead-hang',
    ];
    for (const id of [...held, 'glute-bridge-hold', 'bear-plank', 'jump-rope', 'treadmill-run']) {
      expect(measureOf(id), id).toBe('seconds');
    }
    for (const id of ['farmers-walk', 'suitcase-carry', 'sled-push', 'bear-crawl', 'indoor-row']) {
      expect(measureOf(id), id).toBe('metres');
    }
    for (const id of [
      'hang-power-clean',
      'hang-snatch',
      'hanging-leg-raise',
      'push-up',
      'burpee',
      'dead-bug',
    ]) {
      expect(measureOf(id), id).toBe('reps');
    }
    for (const entry of EXERCISE_CATALOGUE.filter((e) => e.pattern === 'carry')) {
      expect(entry.measure, entry.id).toBe('metres');
    }
    // Cardio machines go for a time or a distance, never reps.
    const machines = EXERCISE_CATALOGUE.filter(
      (entry) => entry.pattern === 'conditioning' && entry.equipment.some((item) => CARDIO_NAMES.has(item)),
    );
    expect(machines.length).toBeGreaterThanOrEqual(7);
    expect(machines.filter((entry) => entry.measure === 'reps').map((entry) => entry.id)).toEqual([]);
  });
  it("rates a novice barbell programme's lifts beginner-level: squat, bench, deadlift, press and row", () => {
    const levelOf = (id: string) => EXERCISE_CATALOGUE.find((entry) => entry.id === id)?.level;
    for (const id of ['back-squat', 'bench-press', 'deadlift', 'overhead-press', 'barbell-row']) {
      expect(levelOf(id), id).toBe('beginner');
    }
  });
  it('links the staples to the equipment a lifter would reach for', () => {
    const equipmentOf = (id: string) => EXERCISE_CATALOGUE.find((entry) => entry.id === id)?.equipment;
    expect(equipmentOf('back-squat')).toEqual(['Olympic Barbell', 'Power Rack']);
    expect(equipmentOf('trap-bar-deadlift')).toEqual(['Trap Bar']);
    expect(equipmentOf('pull-up')).toEqual(['Pull-up Bar']);
    const names = new Set(DEFAULT_EQUIPMENT_DATA.equipment.map((item) => item.name));
    const used = new Set(EXERCISE_CATALOGUE.flatMap((entry) => entry.equipment));
    // Most of the equipment catalogue is trained with something here (mobility tools and flooring are not).
    expect(used.size).toBeGreaterThan(names.size / 2);
  });
});
