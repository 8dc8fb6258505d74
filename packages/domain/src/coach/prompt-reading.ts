import type { Muscle } from '../exercises/options.ts';
import type { WorkoutDifficulty } from '../workouts/options.ts';
import { type Avoidance, readAvoidance } from './avoidance.ts';
import type { TrainingGoal } from './guidance.ts';
import type { TrainingDayKind } from './training-days.ts';

/**
 * A workout prompt ("45 min upper body strength with dumbbells") read by keyword rules, listed in the domain
 * README ("Coach guidance"). What the prompt does not say takes the defaults below.
 */
export interface WorkoutPromptReading {
  /** Minutes asked for, when the prompt names a duration. */
  statedMinutes?: number;
  minutes: number;
  session?: TrainingDayKind;
  muscles: Muscle[];
  goal: TrainingGoal;
  difficulty: WorkoutDifficulty;
  /** Gear the prompt asks for: lower-case default-catalogue item names (empty: whatever the athlete has). */
  gear: string[];
  bodyweightOnly: boolean;
  /** What the prompt's 'no …', 'without …', 'avoid …' clauses and its injuries rule out. */
  avoidance: Avoidance;
}

export const DEFAULT_PROMPT_MINUTES = 45;
export const MIN_PROMPT_MINUTES = 10;
export const MAX_PROMPT_MINUTES = 120;

const SESSIONS: readonly [RegExp, TrainingDayKind][] = [
  [/\b(full[- ]?body|total[- ]?body|whole[- ]?body)\b/, 'full'],
  [/\bupper\b/, 'upper'],
  [/\blower\b/, 'lower'],
  [/\bpush\b/, 'push'],
  [/\bpull\b/, 'pull'],
  [/\b(legs?|leg day)\b/, 'legs'],
  [/\barms?\b/, 'arms'],
];

const MUSCLES: readonly [RegExp, readonly Muscle[]][] = [
  [/\b(chest|pecs?)\b/, ['chest']],
  [/\bback\b/, ['lats', 'upper-back']],
  [/\b(shoulders?|delts?)\b/, ['front-delts', 'side-delts', 'rear-delts']],
  [/\bbiceps?\b/, ['biceps']],
  [/\btriceps?\b/, ['triceps']],
  [/\b(glutes?|butt)\b/, ['glutes']],
  [/\b(quads?|quadriceps)\b/, ['quads']],
  [/\bhamstrings?\b/, ['hamstrings']],
  [/\bcalves\b/, ['calves']],
  [/\b(core|abs|abdominals?)\b/, ['abs', 'obliques']],
];

const GOALS: readonly [RegExp, TrainingGoal][] = [
  [/\b(power|explosive\w*|athletic\w*|speed)\b/, 'power'],
  [/\b(strength|strong|heavy|powerlifting|max)\b/, 'strength'],
  [/\b(hypertrophy|muscle|size|mass|bodybuilding|pump|toning|tone|fat[- ]loss)\b/, 'hypertrophy'],
  [/\b(endurance|stamina|circuit|conditioning|high[- ]reps?|light)\b/, 'endurance'],
  [/\b(general|fitness|health\w*)\b/, 'general-fitness'],
];

const DIFFICULTIES: readonly [RegExp, WorkoutDifficulty][] = [
  [/\b(beginners?|easy|novice|gentle)\b/, 'Beginner'],
  [/\b(advanced|hard|intense|brutal|expert)\b/, 'Advanced'],
  [/\b(intermediate|moderate)\b/, 'Intermediate'],
];

const GEAR: readonly [RegExp, string[]][] = [
  [/\b(dumbbells?|db)\b/, ['hex dumbbell set']],
  [/\b(barbells?|bb)\b/, ['olympic barbell']],
  [/\b(kettlebells?|kb)\b/, ['kettlebell', 'kettlebell set']],
  [/\bcables?\b/, ['cable machine', 'cable crossover', 'lat pulldown / low row']],
  [/\b(bands?|resistance bands?)\b/, ['resistance bands', 'mini bands']],
  [
    /\bmachines?\b/,
    [
      'smith machine',
      'leg press',
      '45° leg press',
      'chest press machine',
      'leg extension',
      'seated leg curl',
    ],
  ],
];

function minutesOf(text: string): number | undefined {
  const hours = text.match(/(\d+(?:\.\d+)?)\s*(?:h|hr|hrs|hours?)\b/);
  const minutes = text.match(/(\d+)\s*(?:m|min|mins|minutes?)\b/);
  let total: number | undefined;
  if (hours) total = Number(hours[1]) * 60 + (minutes ? Number(minutes[1]) : 0);
  else if (minutes) total = Number(minutes[1]);
  else if (/\bhalf an hour\b/.test(text)) total = 30;
  else if (/\ban hour\b/.test(text)) total = 60;
  return total === undefined ? undefined : Math.round(total);
}

/** Words that start a clause about what to leave out ('no push-ups', 'without dips', "don't want lunges"). */
const LEAVE_OUT =
  /\b((no|not)(?! (more|longer|less|fewer) than)|without|avoid\w*|skip\w*|except\w*|exclud\w*|dont|do not|never|nothing|minus|instead of|cant|cannot|leave out|leaving out|other than)\b/;
/** Words that make a whole clause about an injury ('bad knee', 'sore shoulders', 'tight hips'). */
const INJURY =
  /\b(pain\w*|sore\w*|hurt\w*|injur\w*|bad|impingement|sprain\w*|strain\w*|tendin\w*|tendon\w*|surgery|torn|tear|sciatica|herniat\w*|bulg\w*|prolaps\w*|discs?|disks?|arthritis|tight\w*|stiff\w*|issues?|problems?|recovering)\b/;

/** Words before an injury word that belong to it ('lower back pain', 'old ankle sprain', 'my shoulder impingement'). */
const INJURY_LEAD =
  /^(knees?|back|shoulders?|hips?|ankles?|wrists?|elbows?|necks?|hamstrings?|groin|spine|lumbar|rotator|cuff|lower|upper|left|right|old|my|a|an)$/;

/**
 * Where a clause's injury phrase starts ('push day 45 min herniated disc' at 'herniated', 'legs knee pain' at
 * 'knee'); undefined when the clause has none. What comes before it is still what the prompt asks for.
 */
function injuryStart(clause: string): number | undefined {
  const match = INJURY.exec(clause);
  if (!match) return undefined;
  let start = match.index;
  for (;;) {
    const before = /(\S+)\s+$/.exec(clause.slice(0, start));
    if (!before?.[1] || !INJURY_LEAD.test(before[1])) return start;
    start = before.index;
  }
}

/**
 * The prompt split into what it asks for (the focus: session, muscles, goal, difficulty, gear) and what it leaves
 * out: in each clause (between commas, full stops, dashes, 'but' and 'with'), the words from 'no', 'without',
 * 'avoid', 'skip', 'except', "don't", 'not'… to the clause's end, and a clause's injury phrase to its end. So 'legs, no
 * push-ups' is a legs session that avoids push-ups, never a push session, and 'push day 45 min herniated disc' is a
 * push day.
 */
function splitPrompt(text: string): { focus: string; leftOut: string } {
  const focus: string[] = [];
  const leftOut: string[] = [];
  for (const clause of text.replace(/['’`]/g, '').split(/[,.;:!?…\n()]|\s[-–—]+\s|\b(?:but|with)\b/)) {
    const start = clause.search(LEAVE_OUT);
    const injury = injuryStart(clause);
    if (injury !== undefined) {
      focus.push(clause.slice(0, injury));
      leftOut.push(clause.slice(injury));
    } else if (start >= 0) {
      focus.push(clause.slice(0, start));
      leftOut.push(clause.slice(start));
    } else focus.push(clause);
  }
  return { focus: focus.join(', '), leftOut: leftOut.join('\n') };
}

function firstMatch<T>(rules: readonly [RegExp, T][], text: string): T | undefined {
  return rules.find(([pattern]) => pattern.test(text))?.[1];
}

/**
 * A prompt read by the keyword rules: minutes and 'bodyweight'/'no equipment' from the whole text, the session,
 * muscles, goal, difficulty and gear only from its focus (see `splitPrompt`), what to avoid from the rest.
 */
export function readWorkoutPrompt(prompt: string): WorkoutPromptReading {
  const text = prompt.toLowerCase();
  const { focus, leftOut } = splitPrompt(text);
  const stated = minutesOf(text);
  const minutes = Math.min(
    MAX_PROMPT_MINUTES,
    Math.max(MIN_PROMPT_MINUTES, stated ?? DEFAULT_PROMPT_MINUTES),
  );
  const muscles = [...new Set(MUSCLES.flatMap(([pattern, list]) => (pattern.test(focus) ? list : [])))];
  const bodyweightOnly =
    /\b(body ?weight|no equipment|without equipment|no gear|calisthenics|at home with nothing)\b/.test(text);
  return {
    ...(stated === undefined ? {} : { statedMinutes: stated }),
    minutes,
    ...spread('session', firstMatch(SESSIONS, focus)),
    muscles,
    goal: firstMatch(GOALS, focus) ?? 'general-fitness',
    difficulty: firstMatch(DIFFICULTIES, focus) ?? 'Intermediate',
    gear: bodyweightOnly ? [] : GEAR.flatMap(([pattern, names]) => (pattern.test(focus) ? names : [])),
    bodyweightOnly,
    avoidance: readAvoidance(leftOut),
  };
}

function spread<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}
