import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from './catalogue.ts';
import {
  EXERCISE_FAMILIES,
  EXERCISE_FAMILY_LABELS,
  type ExerciseFamily,
  exerciseFamilies,
} from './families.ts';
import type { ExerciseCatalogueEntry } from './schema.ts';
import { findExercise } from './search.ts';

const inFamily = (family: ExerciseFamily) =>
  EXERCISE_CATALOGUE.filter((entry) => exerciseFamilies(entry).has(family)).map((entry) => entry.name);
const families = (name: string) => [...exerciseFamilies(findExercise(name) as ExerciseCatalogueEntry)];
/** Every catalogue entry whose name or an alias matches, in lower case with hyphens as spaces. */
const namedLike = (pattern: RegExp) =>
  EXERCISE_CATALOGUE.filter((entry) =>
    [entry.name, ...entry.aliases].some((name) => pattern.test(name.toLowerCase().replace(/-/g, ' '))),
  );

describe('exercise families over the whole catalogue', () => {
  it('every family has members and a label for the plan notes', () => {
    for (const family of EXERCISE_FAMILIES) {
      expect(inFamily(family).length, family).toBeGreaterThan(0);
      expect(EXERCISE_FAMILY_LABELS[family], family).not.toBe('');
    }
  });

  it('puts every exercise named a push-up, dip, deadlift, lunge or crunch in its family', () => {
    const cases: [RegExp, ExerciseFamily][] = [
      [/\bpush ?ups?\b/, 'push-up'],
      [/\bdips?\b/, 'dip'],
      [/\bdeadlift/, 'deadlift'],
      [/\blunge|\bsplit squat|\bstep ups?\b/, 'lunge'],
      [/\bcrunch|\bsit ?ups?\b/, 'crunch'],
      [/\boverhead\b/, 'overhead'],
      [/\bsnatch$|\bjerk\b|thruster/, 'overhead'],
      [/\bpulldown\b/, 'overhead-pull'],
      [/\bcurl\b/, 'curl'],
    ];
    for (const [pattern, family] of cases) {
      for (const entry of namedLike(pattern)) {
        if (family === 'curl' && !entry.primaryMuscles.some((m) => m === 'biceps' || m === 'forearms'))
          continue;
        expect(exerciseFamilies(entry).has(family), `${entry.name} in ${family}`).toBe(true);
      }
    }
  });

  it('counts every vertical press but dips and the landmine press as overhead; every vertical pull as overhead-pull', () => {
    for (const entry of EXERCISE_CATALOGUE) {
      const own = exerciseFamilies(entry);
      if (entry.pattern === 'vertical-push')
        expect(own.has('overhead'), entry.name).toBe(!own.has('dip') && !/landmine/i.test(entry.name));
      if (entry.pattern === 'vertical-pull') expect(own.has('overhead-pull'), entry.name).toBe(true);
      if (entry.pattern === 'lunge') expect(own.has('lunge'), entry.name).toBe(true);
      if (entry.pattern === 'carry') expect(own.has('carry'), entry.name).toBe(true);
      // A split squat is a lunge, never a squat; a dip never overhead.
      expect(own.has('squat') && own.has('lunge'), entry.name).toBe(false);
      expect(own.has('dip') && own.has('overhead'), entry.name).toBe(false);
    }
  });

  it('reads the overhead family as a coach does', () => {
    expect(inFamily('overhead')).toEqual(
      expect.arrayContaining([
        'Overhead Press',
        'Dumbbell Shoulder Press',
        'Axle Overhead Press',
        'Pike Push-Up',
        'Handstand Push-Up',
        'Overhead Triceps Extension',
        'Cable Overhead Triceps Extension',
        'Overhead Carry',
        'Overhead Squat',
        'Snatch',
        'Push Jerk',
        'Thruster',
        'Wall Ball',
        'Turkish Get-Up',
      ]),
    );
    // The landmine press is the shoulder-friendly substitute; snatch-grip deadlifts and high pulls stay low.
    for (const name of ['Landmine Press', 'Dip', 'Snatch-Grip Deadlift', 'Snatch High Pull', 'Upright Row'])
      expect(families(name), name).not.toContain('overhead');
    expect(families('Pike Push-Up')).toEqual(expect.arrayContaining(['push-up', 'overhead']));
  });

  it('separates deadlifts from the rest of the hinges', () => {
    expect(inFamily('deadlift')).toEqual(
      expect.arrayContaining(['Deadlift', 'Romanian Deadlift', 'Trap Bar Deadlift', 'Rack Pull']),
    );
    for (const name of [
      'Barbell Hip Thrust',
      'Glute Bridge',
      'Kettlebell Swing',
      'Back Extension',
      'Good Morning',
    ])
      expect(families(name), name).not.toContain('deadlift');
    expect(inFamily('hip-thrust')).toEqual(
      expect.arrayContaining(['Barbell Hip Thrust', 'Glute Bridge', 'Single-Leg Glute Bridge']),
    );
    // Loaded hinges, whatever the implement, and every Olympic pull; bridges, back extensions and the unloaded
    // single-leg hinge are not among them.
    for (const name of [
      'Deadlift',
      'Good Morning',
      'Power Clean',
      'Trap Bar Deadlift',
      'Dumbbell Romanian Deadlift',
      'Band Romanian Deadlift',
      'Kettlebell Deadlift',
      'Kettlebell Swing',
      'Cable Pull-Through',
      'Dumbbell Snatch',
      'Kettlebell Clean',
      'Hang Power Clean',
      'Snatch High Pull',
    ])
      expect(families(name), name).toContain('loaded-hinge');
    for (const name of [
      'Barbell Hip Thrust',
      'Glute Bridge',
      'Single-Leg Hip Thrust',
      'Back Extension',
      'Reverse Hyper',
      'Bodyweight Single-Leg Romanian Deadlift',
      'Push Jerk',
      'Thruster',
    ])
      expect(families(name), name).not.toContain('loaded-hinge');
    // Lifts that pull a load from the floor past the chest count as deadlifts; those started at the hang do not.
    for (const name of ['Snatch High Pull', 'Power Clean', 'Clean Pull', 'Dumbbell Snatch'])
      expect(families(name), name).toContain('deadlift');
    for (const name of ['Hang Power Clean', 'Hang Snatch', 'Push Jerk'])
      expect(families(name), name).not.toContain('deadlift');
  });

  it('reads spinal flexion: crunches and sit-ups, the loaded ones, and heavy bent-over rows', () => {
    expect(inFamily('crunch')).toEqual(
      expect.arrayContaining([
        'Crunch',
        'Bicycle Crunch',
        'Sit-Up',
        'V-Up',
        'Hanging Leg Raise',
        'Toes-to-Bar',
      ]),
    );
    for (const name of ['Plank', 'Dead Bug', 'Ab Wheel Rollout', 'Pallof Press'])
      expect(families(name), name).not.toContain('crunch');
    expect(inFamily('loaded-spinal-flexion')).toEqual(
      expect.arrayContaining([
        'Sit-Up',
        'Decline Sit-Up',
        'Cable Crunch',
        'Machine Crunch',
        'Atlas Stone Lift',
        'Toes-to-Bar',
        'Hanging Leg Raise',
        'Medicine Ball Slam',
      ]),
    );
    for (const name of ['Crunch', 'Reverse Crunch', 'Dead Bug', 'Bird Dog', 'Hanging Knee Raise'])
      expect(families(name), name).not.toContain('loaded-spinal-flexion');
    expect(inFamily('bent-over-row')).toEqual(
      expect.arrayContaining(['Barbell Row', 'Pendlay Row', 'Yates Row', 'T-Bar Row']),
    );
    for (const name of [
      'Chest-Supported Dumbbell Row',
      'One-Arm Dumbbell Row',
      'Seated Cable Row',
      'Machine Row',
      'Inverted Row',
      'Seal Row',
    ])
      expect(families(name), name).not.toContain('bent-over-row');
  });

  it('reads knees: squats, deep knee bends, lunges and jumps apart', () => {
    expect(families('Back Squat')).toEqual(['squat']);
    expect(families('Leg Press')).toEqual([]);
    expect(families('Pistol Squat')).toEqual(expect.arrayContaining(['squat', 'deep-squat']));
    expect(families('Bulgarian Split Squat')).toEqual(['lunge']);
    expect(families('Jumping Lunge')).toEqual(expect.arrayContaining(['lunge', 'jump']));
    expect(families('Jump Squat')).toEqual(expect.arrayContaining(['squat', 'jump']));
    expect(inFamily('jump')).toEqual(
      expect.arrayContaining(['Box Jump', 'Broad Jump', 'Depth Jump', 'Burpee']),
    );
    expect(families('Clap Push-Up')).not.toContain('jump');
  });

  it('tells rows, pull-ups and pulldowns apart', () => {
    expect(families('Face Pull')).not.toContain('row');
    expect(families('Inverted Row')).toContain('row');
    expect(families('Inverted Row')).not.toContain('pull-up');
    expect(families('Chin-Up')).toEqual(expect.arrayContaining(['pull-up', 'overhead-pull']));
    expect(families('Lat Pulldown')).toEqual(expect.arrayContaining(['pulldown', 'overhead-pull']));
    expect(families('Straight-Arm Pulldown')).not.toContain('pulldown');
    expect(families('Hanging Leg Raise')).toContain('overhead-pull');
    expect(families('Seated Leg Curl')).toEqual(['leg-curl']);
    expect(families('Nordic Curl')).toEqual(['leg-curl']);
    expect(families('Dumbbell Fly')).toEqual(['fly']);
    expect(families('Clean and Jerk')).toEqual(expect.arrayContaining(['clean', 'jerk', 'overhead']));
    expect(families('Plank')).toEqual([]);
  });
});
