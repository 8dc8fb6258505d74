import { describe, expect, it } from 'vitest';
import { EXERCISE_CATALOGUE } from './catalogue.ts';
import { DEFAULT_EXERCISE_SUGGESTIONS, MAX_EXERCISE_SUGGESTIONS } from './limits.ts';
import { exerciseById, findExercise, suggestExercises } from './search.ts';

const names = (query: string, limit?: number) => suggestExercises(query, limit).map((entry) => entry.name);

describe('suggestExercises', () => {
  it("'bench' suggests Bench Press first, then the other bench exercises", () => {
    const found = names('bench');
    expect(found[0]).toBe('Bench Press');
    expect(found.slice(0, 4)).toEqual([
      'Bench Press',
      'Bench Dip',
      'Incline Bench Press',
      'Decline Bench Press',
    ]);
  });
  it('puts prefix matches before word matches before substring matches', () => {
    // 'Deadlift' starts with it; 'Romanian Deadlift' has it as a word; nothing merely contains it here.
    expect(names('deadlift', 3)).toEqual(['Deadlift', 'Romanian Deadlift', 'Sumo Deadlift']);
    // 'Pullover' only contains 'over', after every name starting a word with it.
    const over = names('over', 20);
    const starting = over.filter((name) => name.startsWith('Over'));
    expect(starting).toEqual([
      'Overhead Squat',
      'Overhead Press',
      'Overhead Carry',
      'Overhead Triceps Extension',
    ]);
    expect(over.slice(0, starting.length)).toEqual(starting);
    expect(over.indexOf('Cable Overhead Triceps Extension')).toBeLessThan(over.indexOf('Dumbbell Pullover'));
  });
  it('an exact alias comes first: Squat is the back squat, RDL the Romanian deadlift', () => {
    expect(names('squat')[0]).toBe('Back Squat');
    expect(names('rdl')).toEqual([
      'Romanian Deadlift',
      'Dumbbell Romanian Deadlift',
      'Single-Leg Romanian Deadlift',
      'Bodyweight Single-Leg Romanian Deadlift',
      'Band Romanian Deadlift',
    ]);
  });
  it("ranks an entry's own name before an alias at the same kind of match", () => {
    // 'Pull-Up' names; 'Inverted Row' only has the alias 'Australian Pull-Up'.
    const found = names('pull up', 20);
    expect(found[0]).toBe('Pull-Up');
    expect(found.indexOf('Neutral-Grip Pull-Up')).toBeLessThan(found.indexOf('Inverted Row'));
  });
  it('ignores case, hyphens and spacing', () => {
    expect(names('  BENCH   press')[0]).toBe('Bench Press');
    expect(names('close grip')[0]).toBe('Close-Grip Bench Press');
  });
  it('suggests nothing for a blank or unknown query, or a limit of 0', () => {
    expect(names('')).toEqual([]);
    expect(names('   ')).toEqual([]);
    expect(names('zzz')).toEqual([]);
    expect(names('bench', 0)).toEqual([]);
    expect(names('bench', -3)).toEqual([]);
    expect(names('bench', Number.NaN)).toEqual([]);
  });
  it('returns at most the default, the limit asked for, or the cap', () => {
    expect(names('a')).toHaveLength(DEFAULT_EXERCISE_SUGGESTIONS);
    expect(names('a', 3)).toHaveLength(3);
    expect(names('a', 2.9)).toHaveLength(2);
    expect(names('a', 1000)).toHaveLength(MAX_EXERCISE_SUGGESTIONS);
  });
});

describe('findExercise', () => {
  it('links a typed name or alias to its entry, ignoring case, hyphens and spacing', () => {
    expect(findExercise('RDL')?.name).toBe('Romanian Deadlift');
    expect(findExercise('Bench Press')?.id).toBe('bench-press');
    expect(findExercise('  bench   PRESS ')?.id).toBe('bench-press');
    expect(findExercise('pull up')?.id).toBe('pull-up');
    expect(findExercise('Pullup')?.id).toBe('pull-up');
    expect(findExercise("farmer's carry")?.id).toBe('farmers-walk');
  });
  it("'Squat' is the back squat (our reading: an unqualified squat means the barbell back squat)", () => {
    expect(findExercise('Squat')?.id).toBe('back-squat');
    expect(findExercise('Back Squat')?.id).toBe('back-squat');
  });
  it('is undefined for free text that is not an exact name or alias', () => {
    expect(findExercise('Bench')).toBeUndefined();
    expect(findExercise('My secret finisher')).toBeUndefined();
    expect(findExercise('')).toBeUndefined();
  });
  it('finds names however an athlete writes them: plurals, case, punctuation, abbreviations, word order', () => {
    const spellings: Record<string, string> = {
      Squats: 'Back Squat',
      'Squat (Barbell)': 'Back Squat',
      'Barbell Back Squat': 'Back Squat',
      'Back Squat (Barbell)': 'Back Squat',
      Deadlifts: 'Deadlift',
      'Conventional Deadlift': 'Deadlift',
      'Hip Thrusts': 'Barbell Hip Thrust',
      'Hip Thrust (Barbell)': 'Barbell Hip Thrust',
      'DB Bench Press': 'Dumbbell Bench Press',
      'Bench Press (Dumbbell)': 'Dumbbell Bench Press',
      'DB Incline Press': 'Incline Dumbbell Press',
      'Incline Bench Press (Dumbbell)': 'Incline Dumbbell Press',
      'Flat Barbell Bench Press': 'Bench Press',
      'BB Row': 'Barbell Row',
      'Bent Over Rows': 'Barbell Row',
      'Barbell Bent-Over Row': 'Barbell Row',
      'KB Swings': 'Kettlebell Swing',
      'KB Goblet Squat': 'Goblet Squat',
      'Dumbbell Bicep Curls': 'Dumbbell Curl',
      'Bicep Curl (Dumbbell)': 'Dumbbell Curl',
      'Dumbell Curl': 'Dumbbell Curl',
      'Preacher Curl (EZ Bar)': 'Preacher Curl',
      'Lat Pulldown (Cable)': 'Lat Pulldown',
      'Lat Pull Downs': 'Lat Pulldown',
      'Leg Press (Machine)': 'Leg Press',
      'Shoulder Press (Dumbbell)': 'Dumbbell Shoulder Press',
      'Shoulder Press (Machine)': 'Machine Shoulder Press',
      'Overhead Press (Barbell)': 'Overhead Press',
      'Squat (Smith Machine)': 'Smith Machine Squat',
      'Seated Row (Cable)': 'Seated Cable Row',
      'Crunch (Cable)': 'Cable Crunch',
      'Pull Up (Assisted)': 'Assisted Pull-Up',
      'Pull Ups': 'Pull-Up',
      'Strict Pull-Up': 'Pull-Up',
      'chin ups': 'Chin-Up',
      Pushups: 'Push-Up',
      'PUSH-UPS': 'Push-Up',
      'Tricep Pushdowns': 'Triceps Pushdown',
      'Tricep Rope Pushdown': 'Triceps Pushdown',
      'Overhead Tricep Extensions': 'Overhead Triceps Extension',
      Skullcrushers: 'Skull Crusher',
      'Dumbbell Flyes': 'Dumbbell Fly',
      'Flat Dumbbell Fly': 'Dumbbell Fly',
      'Rear Delt Flyes': 'Rear Delt Fly',
      RDLs: 'Romanian Deadlift',
      'DB RDL': 'Dumbbell Romanian Deadlift',
      'Romanian Deadlifts (Dumbbell)': 'Dumbbell Romanian Deadlift',
      'SL RDL': 'Single-Leg Romanian Deadlift',
      'Trap-Bar Deadlifts': 'Trap Bar Deadlift',
      "Farmer's walks": "Farmer's Walk",
      'Walking Lunges (Dumbbell)': 'Walking Lunge',
      'Bulgarian Split Squats': 'Bulgarian Split Squat',
      'Calf Raises': 'Standing Calf Raise',
      'Arnold Presses': 'Arnold Press',
      'Clean & Jerk': 'Clean and Jerk',
      'Sit ups': 'Sit-Up',
      crunches: 'Crunch',
      'Hanging Leg Raises': 'Hanging Leg Raise',
      'Box Jumps': 'Box Jump',
      'One Arm DB Row': 'One-Arm Dumbbell Row',
      'Bodyweight Lunges': 'Forward Lunge',
    };
    for (const [typed, name] of Object.entries(spellings))
      expect(findExercise(typed)?.name, typed).toBe(name);
  });
  it('adds an implement to a name only when the exercise is done with it', () => {
    // A dumbbell lunge is no bodyweight Forward Lunge: the checker would pass it without dumbbells.
    for (const typed of [
      'Dumbbell Lunges',
      'Kettlebell Lunges',
      'Goblet Squat (Barbell)',
      'Bent Over Row (Cable)',
      'Cable Pull-Up',
    ])
      expect(findExercise(typed), typed).toBeUndefined();
    // The catalogue holds the dumbbell goblet squat and bent-over row now: the implement names them.
    expect(findExercise('Goblet Squat (Dumbbell)')?.name).toBe('Dumbbell Goblet Squat');
    expect(findExercise('Bent Over Row (Dumbbell)')?.name).toBe('Bent-Over Dumbbell Row');
    for (const typed of ['Seated Calf Raise', 'Lying Leg Curl', 'Incline Bench', 'constructor', 'Dumbbell'])
      expect(findExercise(typed), typed).toBeUndefined();
  });
  it('finds every entry by its name and each alias', () => {
    for (const entry of EXERCISE_CATALOGUE) {
      for (const name of [entry.name, ...entry.aliases]) expect(findExercise(name)?.id, name).toBe(entry.id);
    }
  });
});

describe('exerciseById', () => {
  it('returns the entry for a stable id, undefined otherwise', () => {
    expect(exerciseById('romanian-deadlift')?.name).toBe('Romanian Deadlift');
    expect(exerciseById('no-such-exercise')).toBeUndefined();
  });
});
