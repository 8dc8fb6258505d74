import {
  type AlternativesRequest,
  type AvailableEquipment,
  CLASS_REST_SECONDS,
  type CoachProblem,
  type ExerciseCatalogueEntry,
  exerciseNameKey,
  FEWEST_REPS,
  hypertrophyWeeklySets,
  intervalExercisesAllowed,
  isLightWork,
  LIGHT_WORK_REPS,
  loadKindOf,
  PAIRED_SESSION_MINUTES,
  type PlanRequest,
  type ProgramData,
  performableExercises,
  REST_STEP_SECONDS,
  repBoundsOf,
  SUPERSET_CHANGE_SECONDS,
  takesHeavySets,
  trainingGoalsOf,
  WEEKLY_GROUP_SETS,
  WEEKLY_GROUP_SETS_CEILING,
  type WeightUnit,
  type WorkoutRequest,
} from '@liftwise/domain';
import { equipmentLines, quoted } from './prompt-text.ts';

const range = ({ min, max }: { min: number; max: number }) => `${min}–${max} s`;

/** Dosing by the exercise's class, which the exercise list states: the checker's rules, in the coach's words. */
function dosingInstruction(): string {
  const c = CLASS_REST_SECONDS;
  return (
    `Dose each exercise by its class, given in the list: main lifts take the goal's sets, reps and rest; rest ` +
    `accessory work ${range(c.accessory)}, core work and holds ${range(c.core)} (${range(c.enduranceCore)} in an ` +
    `endurance circuit), intervals ${range(c.conditioning)}, always in multiples of ${REST_STEP_SECONDS} s. Sets ` +
    `under ${FEWEST_REPS} reps only for exercises marked 'heavy' (two-sided bar lifts) and explosive lifts and ` +
    'jumps; everything else gets harder with load, a harder variation, a pause or tempo, not fewer reps. ' +
    `Exercises marked 'light' take ${LIGHT_WORK_REPS.min}–${LIGHT_WORK_REPS.max} reps whatever the goal and rest ` +
    'as accessory work (a band cannot load a heavy set); one marked ' +
    "'at most N reps' never goes past N (use an easier variation for more); one marked 'at least N reps' " +
    `(a swing, trained for speed) takes N–${LIGHT_WORK_REPS.max} whatever the goal. Fit a session to its time with sets ` +
    'and exercises, never by stretching or squeezing rest.'
  );
}

/** Supersets as the checker times and allows them (`superset-check.ts`, `session-length.ts`). */
function supersetInstruction(): string {
  return (
    `A session of ${PAIRED_SESSION_MINUTES} minutes or less may pair its accessory and core work as supersets, to fit ` +
    'more sets in its time: two adjacent exercises for different primary muscles share one superset label (A, B, ' +
    '…), are done a set each in turn, and rest once after each round, both stating that rest. Never pair a main ' +
    `lift. Time a round as both sets, ${SUPERSET_CHANGE_SECONDS} s to change over, then the rest.`
  );
}

/** What every ask starts from; the answer's shape goes separately, as the structured-output schema. */
export const COACH_INSTRUCTIONS = [
  'You are a careful strength coach writing training for one athlete.',
  'Use only exercises from the list of exercises their equipment allows, spelled exactly as listed.',
  'Keep sets, reps and rest within published strength-training guidance (e.g. the NSCA) for the goal.',
  dosingInstruction(),
  supersetInstruction(),
  'Never include a movement the athlete says to avoid or that their injuries rule out.',
  'Never put the same lift twice in one session: two variations of one movement (a knee push-up and a push-up, a ' +
    'ring row and its hold) or one movement pattern with the same primary muscles and implement (a barbell row ' +
    'and a Pendlay row, a goblet squat and a dumbbell squat, a barbell curl and an EZ-bar curl, ' +
    "a farmer's walk with dumbbells and with handles); give it more sets or a harder variation instead. Flat " +
    'and incline presses, pushdowns and overhead triceps extensions, hammer and supinated curls, a squat and a ' +
    'lunge are different lifts.',
  'Read injuries as a physio would: with a disc injury, sciatica or low-back pain leave out loaded hinges with ' +
    'any implement (deadlifts and Romanian deadlifts, good mornings, swings, pull-throughs, Olympic pulls), ' +
    'bent-over rows and loaded spinal flexion (weighted, cable or decline sit-ups and crunches; with a disc or ' +
    'sciatica every crunch and sit-up, flutter kicks, leg lowers and supermans); keep bridges, hip thrusts, ' +
    'supported rows, unloaded single-leg hinges, bird dogs, dead bugs and planks. A painful shoulder ' +
    '(impingement, rotator cuff) leaves out overhead work, upright rows and dips. ' +
    "'No Olympic lifts' is every Olympic lift whatever the implement (dumbbell snatches, kettlebell cleans, high " +
    "pulls); 'no deadlifts' includes lifts pulled from the floor past the chest (cleans, snatches, high pulls).",
  'Answer only with JSON in the requested shape.',
].join('\n');

/** Names as the athlete wrote them are quoted (prompt-text.ts). */
function equipmentSection(equipment: AvailableEquipment): string {
  const lines = equipmentLines(equipment);
  const list = lines.length > 0 ? lines.join('\n') : '- none: bodyweight only';
  return `The athlete's equipment (names as they wrote them):\n${list}`;
}

/** An exercise's class as the list shows it: main lifts unmarked, unloaded work said, and its rep bounds. */
function classOf(entry: ExerciseCatalogueEntry): string {
  const { min: least, max: most } = repBoundsOf(entry);
  const marks = [
    ...(entry.exerciseClass === 'main' ? [] : [entry.exerciseClass]),
    ...(loadKindOf(entry) === 'loaded' ? [] : ['unloaded']),
    ...(isLightWork(entry) ? ['light'] : []),
    ...(takesHeavySets(entry) && entry.pattern !== 'olympic' && entry.pattern !== 'plyometric'
      ? ['heavy']
      : []),
    ...(!isLightWork(entry) && most < LIGHT_WORK_REPS.max ? [`at most ${most} reps`] : []),
    ...(!isLightWork(entry) && least > FEWEST_REPS ? [`at least ${least} reps`] : []),
  ];
  return marks.length > 0 ? ` (${marks.join(', ')})` : '';
}

function catalogueSection(entries: readonly ExerciseCatalogueEntry[]): string {
  const lines = entries.map(
    (entry) => `- ${entry.name}: ${entry.pattern}${classOf(entry)}; ${entry.primaryMuscles.join(', ')}`,
  );
  return (
    "Exercises their equipment allows (name: movement pattern, then its class unless a main lift, 'unloaded' " +
    "for bodyweight or band work, 'light', 'heavy', 'at most N reps' or 'at least N reps' as the dosing rules say; primary muscles):" +
    `\n${lines.join('\n')}`
  );
}

/** The athlete's equipment and what it allows: the part every prompt shares. */
function athleteSection(equipment: AvailableEquipment, catalogue: readonly ExerciseCatalogueEntry[]): string {
  return `${equipmentSection(equipment)}\n\n${catalogueSection(performableExercises(equipment, catalogue))}`;
}

export function workoutPrompt(request: WorkoutRequest, catalogue: readonly ExerciseCatalogueEntry[]): string {
  return [
    `The athlete asks for one workout: ${quoted(request.prompt)}`,
    athleteSection(request.equipment, catalogue),
    'Read the target muscles or split, the goal, the duration and the difficulty from their words. Choose sets, ' +
      'reps and weight guidance from the goal and fit the exercises to the duration (within 10% of the minutes ' +
      'asked). Put rest times in the notes.',
    'Every exercise must train the day or the muscles they name (as a primary mover, or a secondary one the ' +
      'movement really trains: a glute bridge for the hamstrings); core work and ' +
      'intervals may end the session but never take more sets than that work while the list holds more of it. ' +
      'When the movements they avoid remove the obvious exercises, use the listed ones that still train those ' +
      'muscles (dips between chairs, bench dips, band presses, isometric presses) rather than another day.',
  ].join('\n\n');
}

export function alternativesPrompt(
  request: AlternativesRequest,
  catalogue: readonly ExerciseCatalogueEntry[],
): string {
  const { exercise } = request;
  const key = exerciseNameKey(exercise.name);
  const entry = catalogue.find((item) =>
    [item.name, ...item.aliases].some((name) => exerciseNameKey(name) === key),
  );
  const known = entry
    ? ` It is a ${entry.pattern} movement for ${entry.primaryMuscles.join(', ')}.`
    : ' It is not in the catalogue: judge its movement pattern and primary muscles from its name.';
  return [
    `The athlete wants alternatives for ${quoted(exercise.name)} (${exercise.sets ?? 'some'} sets of ${quoted(
      exercise.reps,
    )}${exercise.weight ? ` at ${quoted(exercise.weight)}` : ''}).${known}`,
    athleteSection(request.equipment, catalogue),
    'Suggest up to 5 other exercises from the list that do the same job: the same movement pattern and main ' +
      'muscle (any conditioning for conditioning, any throw for a throw), each with a one-line reason. One may be ' +
      'counted otherwise (a leg press for a wall sit): give its reps in its own measure (reps for a lift, seconds ' +
      'for a hold, metres for a carry). Give at least 3 whenever the list allows; none only when nothing in the ' +
      'list does the job.',
  ].join('\n\n');
}

export function planPrompt(request: PlanRequest, catalogue: readonly ExerciseCatalogueEntry[]): string {
  const { programData } = request;
  const days = programData.preferredDays.length > 0 ? ` on ${programData.preferredDays.join(', ')}` : '';
  return [
    `Write a multi-week strength plan from the athlete's answers:\n${JSON.stringify(programData, null, 1)}`,
    athleteSection(request.equipment, catalogue),
    [
      `Schedule exactly ${programData.trainingDays} workouts in every week${days}, each at most ` +
        `${programData.sessionDuration} minutes, over as many weeks as their goals and experience call for.`,
      'Fit the split to the training days and style, rep ranges and rest to the goals, volume and the ' +
        'progression model to the experience; reduce volume in the first weeks after a break; leave out the ' +
        'movements the injuries and the movements to avoid rule out; set working weights from their strength ' +
        'levels and plan deload weeks as their progression style and testing frequency suggest.',
      weightsIn(programData.strengthLevels.weightUnit),
      ...volumeFor(programData),
      ...intervalsFor(programData),
      'totalWorkouts is the number of entries in workoutSchedule; give every exercise a short id unique in the ' +
        'plan (e.g. w1d2e3). Write the progression guidelines and notes in plain words.',
    ].join('\n'),
  ].join('\n\n');
}

/** A hypertrophy plan's hard sets per major group each week, as the checker holds them; nothing for other goals. */
export function volumeFor(programData: ProgramData): string[] {
  if (!trainingGoalsOf(programData.primaryGoals).includes('hypertrophy')) return [];
  const least = hypertrophyWeeklySets(programData.trainingDays * programData.sessionDuration);
  return [
    `In every week but deloads, give chest, back, shoulders, quads, hamstrings and glutes each at least ${least} ` +
      `direct hard sets (only sets where the group is a primary mover count: a bench press is no shoulder set, so ` +
      `plan direct shoulder work such as raises, overhead or landmine presses and rear-delt work; intervals do not ` +
      `count), aiming for ${WEEKLY_GROUP_SETS.min}–${WEEKLY_GROUP_SETS.max}, and never more than ` +
      `${WEEKLY_GROUP_SETS_CEILING} such sets a week.`,
  ];
}

/** How many interval exercises a session may hold, as the checker holds them; nothing where endurance comes first. */
export function intervalsFor(programData: ProgramData): string[] {
  const allowed = intervalExercisesAllowed(programData.primaryGoals);
  if (!Number.isFinite(allowed)) return [];
  return [
    `A session holds at most ${allowed} interval exercise${allowed === 1 ? '' : 's'}; more only when its lifts and ` +
      'core work cannot fill its minutes.',
  ];
}

/**
 * The athlete's unit: levels written without one are in it, and the plan's weights are given in it,
 * rounded to what its plates make.
 */
function weightsIn(unit: WeightUnit | undefined): string {
  if (!unit) return 'Write each working weight with its unit (lb or kg), as the strength levels use.';
  return unit === 'kg'
    ? 'The athlete trains in kilograms: strength levels without a unit are kg; write every working weight in kg, rounded to 2.5 kg.'
    : 'The athlete trains in pounds: strength levels without a unit are lb; write every working weight in lb, rounded to 5 lb.';
}

/** The second ask: what the checker found, so the model can correct its own answer once. */
export function repairPrompt(problems: readonly CoachProblem[]): string {
  const lines = problems.map(({ path, message }) => `- ${path === '' ? 'answer' : path}: ${message}`);
  return [
    'Your answer cannot be used; it has these problems:',
    ...lines,
    'Answer again with the whole corrected answer in the same shape.',
  ].join('\n');
}
