import { seededRandom } from '../coach/prng.ts';

/**
 * Workout prompts as athletes type them, for the coach report and its test: durations written
 * every way, a focus, a goal, gear, and 'no …'/'without …' clauses that must be read as avoidance, not focus. Two
 * hundred: the first twenty written by hand, four a review found planned wrongly, and the rest drawn by a seeded
 * generator (stable from run to run) over focus × length × goal × gear × 'no …' clause × level.
 */
const WRITTEN: readonly string[] = [
  '45 min upper body strength with dumbbells',
  'an hour legs endurance with bands, no push-ups',
  '30 minute full body workout',
  'legs and glutes 45 min, no pull-ups',
  'quick 20 min core',
  '90 minute push day for hypertrophy',
  '1 hour pull workout, bad shoulder',
  'half an hour arms pump',
  'chest and triceps 60 min without bench press',
  'back and biceps, 50 minutes',
  '75 min lower body strength, avoid deadlifts',
  'beginner full body 40 min no equipment',
  'advanced 60 min shoulders, no overhead pressing',
  'explosive athletic 45 min, knee pain - no jumping',
  'hamstrings and calves 30 min',
  '45 min upper body with kettlebells',
  'bodyweight circuit 30 minutes',
  '60 min general fitness',
  'heavy squat day 75 minutes',
  'fat loss 45 min full body, skip burpees',
  // A review struck these out: a Wall Sit on a back day, a chest day without its work, a 90-minute day planned at 62.
  '60 minute back and biceps bodyweight',
  'an hour chest and triceps general fitness, no equipment no push-ups',
  'advanced powerlifting session 90 minutes barbell',
  '90 min chest and triceps endurance bodyweight',
];

const FOCUS = [
  'upper body',
  'lower body',
  'full body',
  'total body',
  'push day',
  'pull day',
  'leg day',
  'legs',
  'arms',
  'chest',
  'back',
  'shoulders',
  'chest and triceps',
  'back and biceps',
  'shoulders and arms',
  'glutes and hamstrings',
  'quads',
  'core',
  'abs',
  'glutes',
  'chest and back',
  'hamstrings and calves',
] as const;
const LENGTH = [
  '30 min',
  '45 minutes',
  'an hour',
  '1 hour',
  '90 min',
  '1.5 hours',
  'half an hour',
  '20 minute',
  '75 min',
  '40 mins',
  '60 minute',
  '1hr',
  '45m',
  '2 hours',
  '',
] as const;
const GOAL = [
  'strength',
  'hypertrophy',
  'muscle building',
  'endurance',
  'general fitness',
  'power',
  'explosive',
  'toning',
  'fat loss',
  'conditioning',
  'heavy',
  '',
] as const;
const GEAR = [
  'with dumbbells',
  'kettlebell only',
  'bodyweight',
  'no equipment',
  'with bands',
  'barbell',
  'cables',
  'machines',
  'at home with nothing',
  '',
  '',
] as const;
const LEAVE_OUT = [
  'no push-ups',
  'no jumping',
  'no deadlifts',
  'avoid lunges',
  'no overhead pressing',
  'bad knee',
  'lower back pain',
  'herniated disc',
  'no pull-ups',
  'no burpees',
  'sore shoulder',
  'no olympic lifts',
  'without bench press',
  'no squats',
  'disc bulge, no bending',
  'sciatica',
  '',
  '',
  '',
] as const;
const LEVEL = ['beginner', 'intermediate', 'advanced', 'easy', 'hard', '', ''] as const;

/** How much a focus covers: a day or the whole body, a pair of groups, or one group (the arms are one). */
const breadthOf = (focus: string) =>
  /body|day|^legs$/.test(focus) ? 'day' : / and /.test(focus) ? 'pair' : 'group';
const LONGEST = { day: 120, pair: 90, group: 60 } as const;

/** The minutes a length names (an unnamed one: the default 45). */
function minutesOf(length: string): number {
  if (/half an hour/.test(length)) return 30;
  if (/an hour/.test(length)) return 60;
  const number = Number.parseFloat(length);
  if (Number.isNaN(number)) return 45;
  return /h/.test(length) && !/min/.test(length) ? number * 60 : number;
}

/** Prompts drawn over the lists above, in a few of the orders athletes write them. */
function generatedPrompts(count: number, seed: number, taken: ReadonlySet<string>): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const orders = [
    (p: Record<string, string>) => `${p.level} ${p.length} ${p.focus} ${p.goal} ${p.gear}, ${p.out}`,
    (p: Record<string, string>) => `${p.focus} ${p.length} ${p.goal} ${p.gear} ${p.out}`,
    (p: Record<string, string>) => `${p.length} ${p.focus} workout ${p.gear}, ${p.level} - ${p.out}`,
    (p: Record<string, string>) => `${p.goal} ${p.focus} session ${p.length}, ${p.out}, ${p.gear}`,
    (p: Record<string, string>) => `${p.level} ${p.focus} ${p.gear} ${p.length}. ${p.out}`,
  ];
  const prompts: string[] = [];
  const seen = new Set(taken);
  while (prompts.length < count) {
    const focus = pick(FOCUS);
    const goal = pick(GOAL);
    // Nobody trains one small group for two hours: a single group asks for an hour at most, a pair for 90 minutes;
    // and two hours of endurance work (2–3 sets an exercise) needs more than the 14 exercises a workout holds.
    const longest = Math.min(LONGEST[breadthOf(focus)], /endurance|conditioning/.test(goal) ? 90 : 120);
    const parts = {
      focus,
      length: pick(LENGTH.filter((length) => minutesOf(length) <= longest)),
      goal,
      gear: pick(GEAR),
      out: pick(LEAVE_OUT),
      level: pick(LEVEL),
    };
    const prompt = pick(orders)(parts)
      .replace(/\s+/g, ' ')
      .replace(/\s*,(\s*,)+/g, ',')
      .replace(/,\s*-/g, ' -')
      .replace(/\s+([,.])/g, '$1')
      .replace(/(^[\s,.-]+|[\s,.-]+$)/g, '')
      .replace(/\s-\s*$/, '');
    if (seen.has(prompt)) continue;
    seen.add(prompt);
    prompts.push(prompt);
  }
  return prompts;
}

export const COACH_PROMPTS: readonly string[] = [
  ...WRITTEN,
  ...generatedPrompts(200 - WRITTEN.length, 39, new Set(WRITTEN)),
];
