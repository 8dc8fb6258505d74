import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_EQUIPMENT_DATA } from '../equipment/default-data.ts';
import { EXERCISE_CATALOGUE } from '../exercises/catalogue.ts';
import { type ExerciseFamily, exerciseFamilies } from '../exercises/families.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import { programDataSchema } from '../strength-plans/schema.ts';
import { userItem } from '../test-support/coach-arbitraries.ts';
import { type Avoidance, avoidanceOf, avoidanceReason, NO_AVOIDANCE, readAvoidance } from './avoidance.ts';
import { createBuiltInCoach } from './built-in.ts';
import { exercisePool } from './pool.ts';

const entry = (name: string) => findExercise(name) as ExerciseCatalogueEntry;
const families = (text: string) => [...readAvoidance(text).families];
const ruledOut = (avoidance: Avoidance, name: string) =>
  avoidanceReason(entry(name), avoidance) !== undefined;
const fullGym = DEFAULT_EQUIPMENT_DATA.equipment.map(userItem);
const poolFor = (avoidance: Avoidance) =>
  exercisePool(fullGym, avoidance, { power: true, maxLevel: 'advanced' }).map((e) => e.name);

describe('readAvoidance: movements named', () => {
  it("'no push-ups' rules out every push-up, the pike push-up too, and nothing else", () => {
    const avoidance = readAvoidance('no push-ups');
    expect([...avoidance.families]).toEqual(['push-up']);
    for (const name of ['Push-Up', 'Pike Push-Up', 'Handstand Push-Up', 'Diamond Push-Up', 'Clap Push-Up'])
      expect(ruledOut(avoidance, name), name).toBe(true);
    for (const name of ['Bench Press', 'Dumbbell Bench Press', 'Dip', 'Overhead Press'])
      expect(ruledOut(avoidance, name), name).toBe(false);
    expect(avoidance.labels).toEqual(['push-ups']);
  });

  it("'no crunches or sit-ups' rules out every crunch, Bicycle Crunch included; planks stay", () => {
    const avoidance = readAvoidance('no crunches or sit-ups');
    for (const name of ['Crunch', 'Bicycle Crunch', 'Sit-Up', 'Decline Sit-Up', 'V-Up', 'Cable Crunch'])
      expect(ruledOut(avoidance, name), name).toBe(true);
    for (const name of ['Plank', 'Dead Bug', 'Pallof Press', 'Ab Wheel Rollout'])
      expect(ruledOut(avoidance, name), name).toBe(false);
  });

  it("'avoid deadlifts' rules out every deadlift but not every hinge", () => {
    const avoidance = readAvoidance('avoid deadlifts');
    for (const name of ['Deadlift', 'Romanian Deadlift', 'Trap Bar Deadlift', 'Sumo Deadlift', 'Rack Pull'])
      expect(ruledOut(avoidance, name), name).toBe(true);
    for (const name of ['Barbell Hip Thrust', 'Glute Bridge', 'Kettlebell Swing', 'Back Extension'])
      expect(ruledOut(avoidance, name), name).toBe(false);
    expect(avoidance.patterns.size).toBe(0);
  });

  it("'knee pain - no lunges' rules out every lunge and split squat, jumps and the deepest squats; squats stay", () => {
    const avoidance = readAvoidance('knee pain - no lunges');
    expect(new Set(avoidance.families)).toEqual(new Set(['lunge', 'deep-squat', 'jump']));
    for (const name of ['Walking Lunge', 'Bulgarian Split Squat', 'Split Squat', 'Step-Up', 'Jumping Lunge'])
      expect(ruledOut(avoidance, name), name).toBe(true);
    for (const name of ['Pistol Squat', 'Sissy Squat', 'Box Jump', 'Depth Jump'])
      expect(ruledOut(avoidance, name), name).toBe(true);
    for (const name of ['Back Squat', 'Goblet Squat', 'Leg Press', 'Box Squat', 'Romanian Deadlift'])
      expect(ruledOut(avoidance, name), name).toBe(false);
  });

  it('reads shoulder impingement and arms that cannot go overhead', () => {
    const impingement = readAvoidance('shoulder impingement');
    for (const name of [
      'Overhead Press',
      'Dumbbell Shoulder Press',
      'Overhead Triceps Extension',
      'Overhead Carry',
      'Overhead Squat',
      'Upright Row',
      'Pike Push-Up',
      // Dips press the shoulder from deep extension, the position an impinged shoulder tolerates least.
      'Dip',
      'Bench Dip',
      'Parallel Chair Dip',
    ])
      expect(ruledOut(impingement, name), name).toBe(true);
    // The landmine press keeps the vertical-push slot; rows, pulldowns and bench presses stay.
    for (const name of ['Landmine Press', 'Lat Pulldown', 'Barbell Row', 'Bench Press'])
      expect(ruledOut(impingement, name), name).toBe(false);
    for (const text of ['cannot get arms overhead', "can't get my arms over my head", 'frozen shoulder']) {
      const arms = readAvoidance(text);
      expect(new Set(arms.families), text).toEqual(new Set(['overhead', 'overhead-pull']));
      for (const name of ['Overhead Press', 'Overhead Carry', 'Pull-Up', 'Lat Pulldown', 'Hanging Leg Raise'])
        expect(ruledOut(arms, name), `${text}: ${name}`).toBe(true);
      expect(ruledOut(arms, 'Landmine Press'), text).toBe(false);
    }
    expect(families('no overhead work')).toEqual(['overhead']);
    expect(families('no overhead pressing')).toEqual(['overhead']);
  });

  it('reads low-back pain and disc injuries as a physio would: no loaded hinges, bent-over rows or loaded flexion', () => {
    for (const text of [
      'low back pain',
      'lower back pain',
      'lower-back pain',
      'lowerback pain',
      'herniated disc',
      'herniated disc L5-S1',
      'L5-S1 herniation',
      'L4 L5 disc',
      'disc bulge',
      'bulging disk',
      'slipped disc',
      'prolapsed disc',
      'sciatica',
      'sciatic nerve pain',
      'bad back',
      'lumbago',
      'LBP',
      'back pain',
      'degenerative disc disease',
      'microdiscectomy last year, still rehabbing',
    ]) {
      const avoidance = readAvoidance(text);
      const disc = /dis[ck]|l[45]|herniat|bulg|prolaps|sciatic/i.test(text);
      expect(new Set(avoidance.families), text).toEqual(
        new Set([
          'loaded-spinal-flexion',
          'bent-over-row',
          'loaded-hinge',
          ...(disc ? ['crunch', 'lumbar-lever'] : []),
        ]),
      );
    }
    const back = readAvoidance('herniated disc L5-S1');
    // Loaded hinges whatever the implement, bent-over rows, loaded spinal flexion.
    for (const name of [
      'Deadlift',
      'Good Morning',
      'Trap Bar Deadlift',
      'Dumbbell Romanian Deadlift',
      'Band Romanian Deadlift',
      'Kettlebell Deadlift',
      'Single-Leg Romanian Deadlift',
      'Kettlebell Swing',
      'Band Good Morning',
      'Cable Pull-Through',
      'Power Clean',
      'Dumbbell Snatch',
      'Kettlebell Clean',
      'Barbell Row',
      'Pendlay Row',
      'Bent-Over Dumbbell Row',
      'Kettlebell Bent-Over Row',
      'Sit-Up',
      'Decline Sit-Up',
      'Cable Crunch',
      'Machine Crunch',
      'Russian Twist',
      'Toes-to-Bar',
      // A disc is flexion-intolerant: unloaded crunches wait too (low-back pain alone keeps them).
      'Crunch',
      'Bicycle Crunch',
      'Reverse Crunch',
      // Long levers that pull the lumbar spine into extension wait too.
      'Flutter Kick',
      'Superman',
    ])
      expect(ruledOut(back, name), name).toBe(true);
    expect(ruledOut(readAvoidance('lower back pain'), 'Crunch')).toBe(false);
    expect(ruledOut(readAvoidance('lower back pain'), 'Flutter Kick')).toBe(false);
    // Supported rows, bridges and thrusts, the unloaded single-leg hinge and anti-movement core work stay.
    for (const name of [
      'Barbell Hip Thrust',
      'Glute Bridge',
      'Single-Leg Glute Bridge',
      'Bodyweight Single-Leg Romanian Deadlift',
      'Back Extension',
      'Chest-Supported Dumbbell Row',
      'One-Arm Dumbbell Row',
      'Seated Cable Row',
      'Inverted Row',
      'Band Row',
      'Bird Dog',
      'Dead Bug',
      'Plank',
      'Pallof Press',
    ])
      expect(ruledOut(back, name), name).toBe(false);
    // A back only tight, or said to be fine, keeps everything.
    for (const text of ['tight lower back', 'back is fine', 'no back pain'])
      expect(readAvoidance(text), text).toBe(NO_AVOIDANCE);
  });

  it("'no olympic lifts' leaves out every Olympic lift whatever the implement, however it is written", () => {
    for (const text of [
      'no olympic lifts',
      'no olympic lifting',
      'no oly lifts',
      'no o-lifts',
      'no olympic weightlifting',
      'avoid olympic style lifts',
      'no weightlifting',
    ]) {
      const avoidance = readAvoidance(text);
      for (const name of [
        'Power Clean',
        'Hang Power Clean',
        'Snatch',
        'Hang Snatch',
        'Snatch High Pull',
        'Clean Pull',
        'Push Jerk',
        'Dumbbell Snatch',
        'Kettlebell Clean',
        'Kettlebell Snatch',
      ])
        expect(ruledOut(avoidance, name), `${text}: ${name}`).toBe(true);
      for (const name of ['Kettlebell Swing', 'Box Jump', 'Deadlift', 'Overhead Press'])
        expect(ruledOut(avoidance, name), `${text}: ${name}`).toBe(false);
    }
  });

  it("'overhead work and deadlifts' leaves out overhead work, deadlifts and pulls from the floor past the chest", () => {
    const avoidance = readAvoidance('overhead work and deadlifts');
    for (const name of [
      'Overhead Press',
      'Pike Push-Up',
      'Deadlift',
      'Trap Bar Deadlift',
      'Romanian Deadlift',
      'Snatch High Pull',
      'Power Clean',
      'Clean Pull',
      'Dumbbell Snatch',
    ])
      expect(ruledOut(avoidance, name), name).toBe(true);
    for (const name of [
      'Landmine Press',
      'Barbell Hip Thrust',
      'Back Squat',
      'Kettlebell Swing',
      'Bench Press',
    ])
      expect(ruledOut(avoidance, name), name).toBe(false);
  });

  it("'tight hips' removes nothing: hinges and lunges stay", () => {
    for (const text of ['tight hips', 'tight hip flexors', 'limited hip mobility', 'tight hamstrings'])
      expect(readAvoidance(text), text).toBe(NO_AVOIDANCE);
    const pool = poolFor(readAvoidance('tight hips'));
    expect(pool).toEqual(
      expect.arrayContaining(['Deadlift', 'Romanian Deadlift', 'Walking Lunge', 'Back Squat']),
    );
    // A painful hip is another matter: the deepest squats wait.
    expect(families('hip pain')).toEqual(['deep-squat']);
  });

  it("rules nothing out when the text says there is no problem: 'no knee pain', 'knees are fine'", () => {
    for (const text of [
      'no knee pain',
      'knees are fine',
      'knees: no pain',
      'no injuries',
      'none',
      'N/A',
      'I have no shoulder issues',
      'without back pain',
      'push-ups and pull-ups are fine',
      '',
    ])
      expect(readAvoidance(text), text).toBe(NO_AVOIDANCE);
  });

  it('reads each item on its own: what one says fine, another may rule out', () => {
    expect(families('no squats, lunges ok')).toEqual(['squat']);
    expect(families('bad knee and hip is fine')).toEqual(['lunge', 'deep-squat', 'jump']);
    expect(families('no knee pain, sore shoulder')).toEqual(['overhead', 'upright-row', 'dip']);
    expect(families('knee pain so no lunges')).toEqual(['lunge', 'deep-squat', 'jump']);
    expect(families('no lunges because of knee pain')).toEqual(['lunge', 'deep-squat', 'jump']);
    expect(families('shoulders not great')).toEqual(['overhead', 'upright-row', 'dip']);
  });

  it('rules out only the catalogue exercise a text names, when it names one', () => {
    const squats = readAvoidance('no overhead squats');
    expect([...squats.exercises]).toEqual(['overhead-squat']);
    expect(squats.families.size).toBe(0);
    expect(ruledOut(squats, 'Overhead Press')).toBe(false);
    expect(avoidanceReason(entry('Overhead Squat'), squats)).toBe(
      'Overhead Squat is an exercise the athlete must avoid.',
    );
    expect([...readAvoidance('no box jumps').exercises]).toEqual(['box-jump']);
    expect([...readAvoidance('no walking lunges').exercises]).toEqual(['walking-lunge']);
    expect([...readAvoidance('avoid RDLs').exercises]).toEqual(['romanian-deadlift']);
    expect([...readAvoidance('good mornings').exercises]).toEqual(['good-morning']);
    // A name a movement word covers whole is the whole family: 'bench press' is every bench press.
    expect(families('no bench press')).toEqual(['bench-press']);
    expect([...readAvoidance('no bench dips').exercises]).toEqual(['bench-dip']);
  });

  it('reads patterns only when the text names one', () => {
    expect([...readAvoidance('no olympic lifts').patterns]).toEqual(['olympic']);
    expect([...readAvoidance('no running or sprints').patterns]).toEqual(['conditioning']);
    expect([...readAvoidance('no hinging').patterns]).toEqual(['hinge']);
    expect([...readAvoidance('no plyometrics').patterns]).toEqual(['plyometric']);
    expect(families('no jumping or high impact')).toEqual(['jump']);
    expect(families('ankle sprain')).toEqual(['jump']);
    expect(readAvoidance('sore wrist')).toBe(NO_AVOIDANCE);
    expect(readAvoidance('throwing arrows')).toBe(NO_AVOIDANCE);
    const several = readAvoidance('no pull-ups or rows; no running');
    expect([...several.families]).toEqual(['pull-up', 'row']);
    expect(several.labels).toEqual(['pull-ups and chin-ups', 'rows', 'running and conditioning']);
  });
});

describe('avoidanceOf a programme', () => {
  it('reads current injuries, movements to avoid and mobility restrictions; past injuries only note', () => {
    const data = programDataSchema.parse({
      physicalConsiderations: {
        pastInjuries: 'knee',
        currentInjuries: 'lower back pain',
        movementsToAvoid: 'no push-ups',
        mobilityRestrictions: 'hips, shoulders',
      },
    });
    const avoidance = avoidanceOf(data);
    // A part named under mobility is tight: hips keep everything, shoulders lose overhead work.
    expect([...avoidance.families]).toEqual([
      'loaded-spinal-flexion',
      'bent-over-row',
      'loaded-hinge',
      'push-up',
      'overhead',
    ]);
    expect(avoidance.families.has('lunge')).toBe(false);
    expect(avoidanceOf(programDataSchema.parse({}))).toBe(NO_AVOIDANCE);
  });
});

describe('avoidanceReason and the exercise pool', () => {
  it('says why, or nothing when the exercise is allowed', () => {
    expect(avoidanceReason(entry('Pike Push-Up'), readAvoidance('no push-ups'))).toBe(
      'Pike Push-Up is ruled out: the athlete must avoid push-ups.',
    );
    expect(avoidanceReason(entry('Power Clean'), readAvoidance('no olympic lifts'))).toBe(
      'Power Clean is ruled out: the athlete must avoid Olympic lifts.',
    );
    expect(avoidanceReason(entry('Push-Up'), NO_AVOIDANCE)).toBeUndefined();
  });

  it('the pool never holds an exercise the reading rules out, and keeps the rest of the pattern', () => {
    const texts = fc.constantFrom(
      'no push-ups',
      'no crunches or sit-ups',
      'shoulder impingement',
      'cannot get arms overhead',
      'knee pain - no lunges',
      'avoid deadlifts',
      'low back pain',
      'tight hips',
      'no overhead squats',
      'no olympic lifts',
    );
    fc.assert(
      fc.property(texts, (text) => {
        const avoidance = readAvoidance(text);
        const pool = exercisePool(fullGym, avoidance, { power: true, maxLevel: 'advanced' });
        for (const chosen of pool) expect(avoidanceReason(chosen, avoidance), chosen.name).toBeUndefined();
        const left = EXERCISE_CATALOGUE.filter(
          (e) => e.pattern !== 'conditioning' && avoidanceReason(e, avoidance) === undefined,
        );
        expect(pool.length).toBe(left.length);
      }),
    );
  });

  it('keeps every slot of a day fillable for each injury the issue names (the day keeps its intent)', () => {
    const slotPatterns = [
      'squat',
      'hinge',
      'horizontal-push',
      'horizontal-pull',
      'vertical-push',
      'vertical-pull',
    ];
    for (const text of [
      'shoulder impingement',
      'low back pain',
      'knee pain',
      'no push-ups',
      'avoid deadlifts',
    ]) {
      const pool = exercisePool(fullGym, readAvoidance(text), { power: false, maxLevel: 'intermediate' });
      for (const pattern of slotPatterns)
        expect(
          pool.some((e) => e.pattern === pattern),
          `${text}: ${pattern}`,
        ).toBe(true);
    }
  });

  it('leaves out exactly the families read, whatever else is in the text', () => {
    const cases: [string, ExerciseFamily[]][] = [
      ['legs, no pull-ups', ['pull-up']],
      ['avoid deadlifts and lunges', ['lunge', 'deadlift']],
      ['no dips', ['dip']],
      ['no lat pulldowns', ['pulldown']],
      ['no spinal flexion', ['crunch', 'loaded-spinal-flexion']],
      ['no lunges or split squats', ['lunge']],
      ['no front squats or back squats', []],
    ];
    for (const [text, expected] of cases) expect(families(text), text).toEqual(expected);
  });
});

describe('plans keep the day with what the reading leaves', () => {
  const plan = async (physicalConsiderations: Record<string, string>, trainingDays = 3) => {
    const programData = programDataSchema.parse({
      primaryGoals: ['hypertrophy'],
      experienceLevel: 'intermediate',
      trainingDays,
      sessionDuration: 60,
      physicalConsiderations,
    });
    const { value } = await createBuiltInCoach({ seed: 1 }).generatePlan({ programData, equipment: fullGym });
    const days = value.workoutSchedule.map(({ workout }) => workout.exercises.map((e) => entry(e.name)));
    const names = new Set(days.flatMap((day) => day.map((e) => e.name)));
    return { names: [...names], days, notes: value.notes };
  };

  it('shoulder impingement: nothing overhead, the vertical press slot still filled', async () => {
    // Push days (five days: push, pull, legs) hold a vertical press in an hour.
    const { names, days, notes } = await plan({ currentInjuries: 'shoulder impingement' }, 5);
    const avoidance = readAvoidance('shoulder impingement');
    for (const name of names) expect(avoidanceReason(entry(name), avoidance), name).toBeUndefined();
    // Every day that presses overhead without the injury still presses vertically, shoulder-friendly.
    const free = await plan({}, 5);
    expect(free.days.some((day) => day.some((e) => exerciseFamilies(e).has('overhead')))).toBe(true);
    // (A dip is a vertical push too, but not overhead: a day that only dips owes no press.)
    free.days.forEach((day, index) => {
      if (day.some((e) => e.pattern === 'vertical-push' && exerciseFamilies(e).has('overhead')))
        expect(days[index]?.some((e) => e.pattern === 'vertical-push')).toBe(true);
    });
    expect(names).toContain('Landmine Press');
    expect(notes).toContain(
      'Left out because of your injuries or movements to avoid: overhead work (presses and anything held overhead), upright rows and high pulls, dips.',
    );
  });

  it('tight hips: hinges and lunges stay, and nothing is said to be left out', async () => {
    const { names, notes } = await plan({ mobilityRestrictions: 'tight hips' });
    expect(names.some((name) => entry(name).pattern === 'hinge')).toBe(true);
    expect(names.some((name) => entry(name).pattern === 'lunge')).toBe(true);
    expect(notes.some((note) => note.startsWith('Left out'))).toBe(false);
  });

  it('low-back pain: still a hinge, none of them loaded; no bent-over rows or loaded flexion', async () => {
    const { names } = await plan({ currentInjuries: 'low back pain' });
    const hinges = names.filter((name) => entry(name).pattern === 'hinge');
    expect(hinges.length).toBeGreaterThan(0);
    const avoidance = readAvoidance('low back pain');
    for (const name of names) expect(avoidanceReason(entry(name), avoidance), name).toBeUndefined();
  });

  it('a herniated disc with bodyweight only and a strength goal keeps every day with bridges and single-leg work', async () => {
    const programData = programDataSchema.parse({
      primaryGoals: ['strength'],
      experienceLevel: 'intermediate',
      trainingDays: 4,
      sessionDuration: 45,
      physicalConsiderations: { currentInjuries: 'herniated disc L5-S1' },
    });
    const { value } = await createBuiltInCoach({ seed: 1 }).generatePlan({ programData, equipment: [] });
    const avoidance = readAvoidance('herniated disc L5-S1');
    for (const { workout } of value.workoutSchedule) {
      expect(workout.exercises.length, workout.name).toBeGreaterThan(2);
      for (const { name } of workout.exercises)
        expect(avoidanceReason(entry(name), avoidance), name).toBeUndefined();
    }
  });
});
