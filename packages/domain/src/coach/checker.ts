import type { Muscle } from '../exercises/options.ts';
import { isSameLift } from '../exercises/same-lift.ts';
import type { ExerciseCatalogueEntry } from '../exercises/schema.ts';
import { findExercise } from '../exercises/search.ts';
import { ladderOf } from '../exercises/variations.ts';
import { WEEKDAYS } from '../strength-plans/options.ts';
import type { GeneratedPlan, ProgramData } from '../strength-plans/schema.ts';
import type { AlternativeExercise, GeneratedWorkout } from '../workouts/ai-schema.ts';
import { DEFAULT_SETS } from '../workouts/limits.ts';
import { parseRest, restInNotes } from '../workouts/quantities.ts';
import { alternativesProblems } from './alternatives-check.ts';
import { type Avoidance, avoidanceOf, avoidanceReason } from './avoidance.ts';
import { fulfilledNeeds, performableExercises } from './equipment-fit.ts';
import { type CheckedExercise, type ExerciseRules, exerciseProblems } from './exercise-check.ts';
import {
  CARRIES_PER_SESSION,
  GOAL_GUIDANCE,
  goalFor,
  intervalExercisesAllowed,
  SESSION_LENGTH_TOLERANCE,
  type TrainingGoal,
  trainingGoalsOf,
  WEEKLY_SETS_PER_MUSCLE,
  warmUpMinutes,
} from './guidance.ts';
import {
  balanceProblems,
  deloadProblems,
  isLightWeek,
  progressionProblems,
  testProblems,
  wordProblems,
} from './plan-check.ts';
import { type PlanShape, planShape } from './plan-model.ts';
import type { AlternativesRequest, CoachChecker, CoachProblem, PlanRequest, WorkoutRequest } from './port.ts';
import {
  focusWords,
  hasPromptFocus,
  isNeutralForPrompt,
  PROMPT_NEUTRAL_SHARE,
  servesPromptFocus,
} from './prompt-focus.ts';
import { readWorkoutPrompt, type WorkoutPromptReading } from './prompt-reading.ts';
import { sessionSeconds, type TimedExercise, warmUpInNotes } from './session-length.ts';
import { supersetProblems } from './superset-check.ts';
import { isNeutralForIntent, servesIntent, TRAINING_DAY_TEMPLATES } from './training-days.ts';

/**
 * The one checker both coaches' answers pass before the athlete sees them: the ten points of the coach standard
 * (the domain README lists them), each problem named by its rule, with the week and exercise where known.
 */

interface SessionVerdict {
  problems: CoachProblem[];
  timed: TimedExercise[];
  entries: { entry: ExerciseCatalogueEntry; sets: number }[];
  /** The interval exercises' timings, for `intervalProblems`. */
  intervals: TimedExercise[];
}

function sessionProblems(
  exercises: readonly CheckedExercise[],
  rules: ExerciseRules,
  path: string,
): SessionVerdict {
  const verdict: SessionVerdict = { problems: [], timed: [], entries: [], intervals: [] };
  const found: (ExerciseCatalogueEntry | undefined)[] = [];
  exercises.forEach((exercise, index) => {
    const result = exerciseProblems(exercise, rules, `${path}exercises.${index}`);
    verdict.problems.push(...result.problems);
    found.push(result.entry);
    const timed = result.timed && { ...result.timed, superset: exercise.superset };
    if (timed) verdict.timed.push(timed);
    if (timed && result.entry?.pattern === 'conditioning') verdict.intervals.push(timed);
    if (result.entry) verdict.entries.push({ entry: result.entry, sets: exercise.sets });
  });
  verdict.problems.push(...sameLiftProblems(verdict.entries, rules, path));
  verdict.problems.push(...supersetProblems(exercises, found, rules, path));
  const carries = verdict.entries.filter(({ entry }) => entry.pattern === 'carry').length;
  if (carries > CARRIES_PER_SESSION) {
    verdict.problems.push({
      rule: 'balance',
      path: `${path}exercises`,
      message: `The session holds ${carries} loaded carries; one takes at most ${CARRIES_PER_SESSION}.`,
      ...(rules.week === undefined ? {} : { week: rules.week }),
    });
  }
  if (exercises.length === 0) {
    verdict.problems.push({
      rule: 'form',
      path: `${path}exercises`,
      message: 'The workout has no exercises.',
      ...(rules.week === undefined ? {} : { week: rules.week }),
    });
  }
  return verdict;
}

/** A session holds no lift twice: two exercises that are the same lift (`isSameLift`) are one too many. */
function sameLiftProblems(
  entries: readonly { entry: ExerciseCatalogueEntry }[],
  rules: ExerciseRules,
  path: string,
): CoachProblem[] {
  const problems: CoachProblem[] = [];
  entries.forEach(({ entry }, index) => {
    const earlier = entries.slice(0, index).find((other) => isSameLift(other.entry, entry));
    if (!earlier) return;
    problems.push({
      rule: 'balance',
      path: `${path}exercises`,
      message: `${entry.name} is the same lift as ${earlier.entry.name} in one session: more sets or a harder variation, not both.`,
      ...(rules.week === undefined ? {} : { week: rules.week }),
    });
  });
  return problems;
}

/**
 * Point 5: the stated duration is the estimate (within a minute), and the estimate is within ±10 % of the length
 * asked (a light week may be shorter, never longer).
 */
function lengthProblems(
  path: string,
  timed: readonly TimedExercise[],
  stated: number,
  asked: number | undefined,
  options: { light?: boolean; week?: number; notes?: string } = {},
): CoachProblem[] {
  const where = {
    rule: 'session-length' as const,
    path,
    ...(options.week === undefined ? {} : { week: options.week }),
  };
  const reference = asked ?? stated;
  const warmUp = warmUpInNotes(options.notes ?? '') ?? warmUpMinutes(reference);
  const estimate = sessionSeconds(timed, warmUp) / 60;
  const problems: CoachProblem[] = [];
  if (Math.abs(estimate - stated) > 1) {
    problems.push({
      ...where,
      message: `The workout says ${stated} minutes but its warm-up, sets and rests take about ${Math.round(estimate)}.`,
    });
  }
  if (asked !== undefined) {
    const low = asked * (1 - SESSION_LENGTH_TOLERANCE);
    const high = asked * (1 + SESSION_LENGTH_TOLERANCE);
    if (estimate > high || (!options.light && estimate < low)) {
      problems.push({
        ...where,
        message: `The session takes about ${Math.round(estimate)} minutes; ${asked} were asked for (±${SESSION_LENGTH_TOLERANCE * 100}%).`,
      });
    }
  }
  return problems;
}

/** A session's interval exercises past its allowance, and how long it would be without them. */
interface IntervalPadding {
  count: number;
  minutes: number;
  needed: boolean;
}

/**
 * A session holds the interval exercises its goals allow (`intervalExercisesAllowed`: one finisher in a plan only for
 * strength, size or power) and more only as padding it needs: without the extras (the longest allowed kept) it
 * would come in short of the length asked, as with a kit whose lifts and core work cannot fill the time.
 */
function intervalPadding(
  verdict: SessionVerdict,
  allowed: number,
  asked: number,
  notes: string,
): IntervalPadding | undefined {
  if (verdict.intervals.length <= allowed) return undefined;
  const extras = [...verdict.intervals]
    .sort((a, b) => sessionSeconds([b], 0) - sessionSeconds([a], 0))
    .slice(allowed);
  const warmUp = warmUpInNotes(notes) ?? warmUpMinutes(asked);
  const minutes =
    sessionSeconds(
      verdict.timed.filter((timed) => !extras.includes(timed)),
      warmUp,
    ) / 60;
  return {
    count: verdict.intervals.length,
    minutes,
    needed: minutes < asked * (1 - SESSION_LENGTH_TOLERANCE),
  };
}

/** One normal week of a training day, for `intervalProblems`. */
interface DayPadding {
  week: number;
  path: string;
  padding: IntervalPadding | undefined;
}

/**
 * A plan keeps a training day's exercises from week to week, so its padding is needed when any normal week of the
 * day needs it (a week of fewer reps is shorter): a day is faulted only when no week does.
 */
function intervalProblems(
  byDay: ReadonlyMap<number, readonly DayPadding[]>,
  allowed: number,
  asked: number,
): CoachProblem[] {
  const problems: CoachProblem[] = [];
  for (const weeks of byDay.values()) {
    if (weeks.some(({ padding }) => padding?.needed)) continue;
    const first = weeks.find(({ padding }) => padding !== undefined);
    if (!first?.padding) continue;
    problems.push({
      rule: 'balance',
      path: first.path,
      week: first.week,
      message: `The session holds ${first.padding.count} interval exercises where its goals take ${allowed}; its lifts already fill about ${Math.round(first.padding.minutes)} of the ${asked} minutes.`,
    });
  }
  return problems;
}

const notAvoided = (entries: readonly ExerciseCatalogueEntry[], avoidance: Avoidance) =>
  entries.filter((entry) => avoidanceReason(entry, avoidance) === undefined);

/** How a prompt names muscle groups ('back', 'shoulders', 'core'), for the checker's sentences. */
const MUSCLE_GROUP_WORDS: Record<Muscle, string> = {
  chest: 'chest',
  'front-delts': 'shoulders',
  'side-delts': 'shoulders',
  'rear-delts': 'shoulders',
  triceps: 'triceps',
  biceps: 'biceps',
  forearms: 'forearms',
  lats: 'back',
  'upper-back': 'back',
  traps: 'traps',
  'lower-back': 'lower back',
  abs: 'core',
  obliques: 'core',
  quads: 'quads',
  hamstrings: 'hamstrings',
  glutes: 'glutes',
  calves: 'calves',
  adductors: 'adductors',
  abductors: 'abductors',
  'hip-flexors': 'hip flexors',
};

const indefiniteArticleFor = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/**
 * Point 8, exercise by exercise: in a workout whose prompt names a session or muscles, every exercise serves that
 * focus or is neutral (`servesPromptFocus`), when the kit holds anything that serves it; and neutral work other
 * than intervals (core, a primer) stays within PROMPT_NEUTRAL_SHARE of the sets while the focus has room for more
 * (`focusHasRoom`): the day keeps its intent, and only a focus the kit has run out of ends with more core work.
 */
function focusProblems(
  reading: WorkoutPromptReading,
  entries: readonly { entry: ExerciseCatalogueEntry; sets: number }[],
  available: readonly ExerciseCatalogueEntry[],
): CoachProblem[] {
  if (!hasPromptFocus(reading) || !available.some((entry) => servesPromptFocus(reading, entry))) return [];
  const focus = focusWords(
    reading.session && TRAINING_DAY_TEMPLATES[reading.session].name.toLowerCase(),
    reading.muscles.map((muscle) => MUSCLE_GROUP_WORDS[muscle]),
  );
  const problems: CoachProblem[] = entries.flatMap(({ entry }, index): CoachProblem[] =>
    servesPromptFocus(reading, entry) || isNeutralForPrompt(reading, entry)
      ? []
      : [
          {
            rule: 'prompt',
            path: `exercises.${index}`,
            message: `${entry.name} does not serve what the prompt asks for (${focus}).`,
            exercise: entry.name,
          },
        ],
  );
  const sets = (keep: (entry: ExerciseCatalogueEntry) => boolean) =>
    entries.filter(({ entry }) => keep(entry)).reduce((sum, item) => sum + item.sets, 0);
  const neutral = sets((entry) => entry.pattern !== 'conditioning' && isNeutralForPrompt(reading, entry));
  if (neutral > PROMPT_NEUTRAL_SHARE * sets(() => true) && focusHasRoom(reading, entries, available)) {
    problems.push({
      rule: 'prompt',
      path: 'exercises',
      message: `Core work and other neutral exercises take ${neutral} sets, more than the work for ${focus} itself.`,
    });
  }
  return problems;
}

/**
 * Whether a workout could give its focus more work: an exercise for it the kit allows that the workout does not
 * hold (nor another rung of its ladder), or a set more for one it holds (below the goal's most sets, its muscles
 * below the most a week takes, WEEKLY_SETS_PER_MUSCLE).
 */
function focusHasRoom(
  reading: WorkoutPromptReading,
  entries: readonly { entry: ExerciseCatalogueEntry; sets: number }[],
  available: readonly ExerciseCatalogueEntry[],
): boolean {
  const ladder = (entry: ExerciseCatalogueEntry) => ladderOf(entry)?.entries[0]?.id ?? entry.id;
  const held = new Set(entries.map(({ entry }) => ladder(entry)));
  const muscleSets = new Map<Muscle, number>();
  for (const { entry, sets } of entries)
    for (const muscle of entry.primaryMuscles) muscleSets.set(muscle, (muscleSets.get(muscle) ?? 0) + sets);
  const unused = available.some(
    (entry) =>
      entry.pattern !== 'conditioning' &&
      servesPromptFocus(reading, entry) &&
      !held.has(ladder(entry)) &&
      !entries.some((item) => isSameLift(item.entry, entry)),
  );
  const moreSets = entries.some(
    ({ entry, sets }) =>
      servesPromptFocus(reading, entry) &&
      sets < GOAL_GUIDANCE[goalFor(reading.goal, entry)].sets.max &&
      entry.primaryMuscles.every((muscle) => (muscleSets.get(muscle) ?? 0) < WEEKLY_SETS_PER_MUSCLE.max),
  );
  return unused || moreSets;
}

export function checkWorkout(workout: GeneratedWorkout, request: WorkoutRequest): CoachProblem[] {
  const reading = readWorkoutPrompt(request.prompt);
  const kit = reading.bodyweightOnly ? [] : request.equipment;
  const rules: ExerciseRules = {
    needs: fulfilledNeeds(kit),
    avoidance: reading.avoidance,
    goals: [reading.goal],
  };
  const exercises = workout.exercises.map((exercise) => ({
    name: exercise.name,
    sets: exercise.sets ?? DEFAULT_SETS,
    reps: exercise.reps,
    notes: exercise.notes ?? '',
    rest: restInNotes(exercise.notes ?? ''),
    superset: exercise.superset,
  }));
  const session = sessionProblems(exercises, rules, '');
  const problems = [...session.problems];
  // Only a duration the prompt states binds the answer; otherwise the estimate must match what the answer says.
  problems.push(
    ...lengthProblems(
      'duration',
      session.timed,
      workout.duration,
      reading.statedMinutes === undefined ? undefined : reading.minutes,
      { notes: workout.notes },
    ),
  );
  // Point 8: the day the prompt names is that day, and every muscle it names is trained when the kit allows it.
  const available = notAvoided(performableExercises(kit), reading.avoidance);
  const { session: kind } = reading;
  if (kind && available.some((entry) => servesIntent(kind, entry))) {
    const counted = session.entries.filter(({ entry }) => !isNeutralForIntent(kind, entry));
    const serving = counted.filter(({ entry }) => servesPromptFocus(reading, entry));
    const sets = (list: typeof counted) => list.reduce((sum, item) => sum + item.sets, 0);
    if (sets(serving) * 2 < sets(counted) || counted.length === 0) {
      problems.push({
        rule: 'prompt',
        path: 'exercises',
        message: `The prompt asks for ${indefiniteArticleFor(TRAINING_DAY_TEMPLATES[kind].name)} ${TRAINING_DAY_TEMPLATES[kind].name} workout; most of this one is not.`,
      });
    }
  }
  problems.push(...focusProblems(reading, session.entries, available));
  for (const muscle of reading.muscles) {
    // Conditioning intervals (a burpee's chest) do not count as training a muscle the prompt names.
    const trainable = available.some(
      (entry) => entry.pattern !== 'conditioning' && entry.primaryMuscles.includes(muscle),
    );
    if (trainable && !session.entries.some(({ entry }) => entry.primaryMuscles.includes(muscle))) {
      problems.push({
        rule: 'prompt',
        path: 'exercises',
        message: `The prompt names the ${muscle}, which no exercise trains.`,
      });
    }
  }
  return problems;
}

function scheduleProblems(plan: GeneratedPlan, trainingDays: number): CoachProblem[] {
  const problems: CoachProblem[] = [];
  const schedule = (path: string, message: string, week?: number): CoachProblem => ({
    rule: 'schedule',
    path,
    message,
    ...(week === undefined ? {} : { week }),
  });
  if (plan.totalWorkouts !== plan.workoutSchedule.length) {
    problems.push(
      schedule(
        'totalWorkouts',
        `totalWorkouts is ${plan.totalWorkouts} but the schedule holds ${plan.workoutSchedule.length} workouts.`,
      ),
    );
  }
  const daysByWeek = new Map<number, number[]>();
  plan.workoutSchedule.forEach((entry, index) => {
    if (entry.weekNumber > plan.duration) {
      problems.push(
        schedule(
          `workoutSchedule.${index}.weekNumber`,
          `Week ${entry.weekNumber} is past the plan's ${plan.duration} weeks.`,
          entry.weekNumber,
        ),
      );
    }
    if (WEEKDAYS[entry.dayNumber - 1] !== entry.dayName) {
      problems.push(
        schedule(
          `workoutSchedule.${index}.dayName`,
          `Day ${entry.dayNumber} is ${WEEKDAYS[entry.dayNumber - 1]}, not ${entry.dayName}.`,
          entry.weekNumber,
        ),
      );
    }
    daysByWeek.set(entry.weekNumber, [...(daysByWeek.get(entry.weekNumber) ?? []), entry.dayNumber]);
  });
  for (let week = 1; week <= plan.duration; week++) {
    const days = daysByWeek.get(week) ?? [];
    if (days.length !== trainingDays) {
      problems.push(
        schedule(
          'workoutSchedule',
          `Week ${week} has ${days.length} workouts; the athlete trains ${trainingDays} days a week.`,
          week,
        ),
      );
    } else if (new Set(days).size !== days.length) {
      problems.push(schedule('workoutSchedule', `Week ${week} has two workouts on the same day.`, week));
    }
  }
  return problems;
}

function weeklyCeilingProblems(plan: GeneratedPlan): CoachProblem[] {
  const weekly = new Map<number, Map<string, number>>();
  for (const entry of plan.workoutSchedule) {
    const week = weekly.get(entry.weekNumber) ?? new Map<string, number>();
    for (const exercise of entry.workout.exercises) {
      const found = findExercise(exercise.name);
      if (found?.pattern === 'conditioning') continue;
      for (const muscle of found?.primaryMuscles ?? [])
        week.set(muscle, (week.get(muscle) ?? 0) + exercise.sets);
    }
    weekly.set(entry.weekNumber, week);
  }
  const problems: CoachProblem[] = [];
  for (const [week, sets] of weekly) {
    for (const [muscle, count] of sets) {
      if (count > WEEKLY_SETS_PER_MUSCLE.max) {
        problems.push({
          rule: 'balance',
          path: 'workoutSchedule',
          week,
          message: `Week ${week} gives the ${muscle} ${count} sets, more than ${WEEKLY_SETS_PER_MUSCLE.max} a week.`,
        });
      }
    }
  }
  return problems;
}

/** What a plan for these answers must hold to: its shape (weeks, light weeks, tests) and its goals. */
function planRules(data: ProgramData): { shape: PlanShape; goals: TrainingGoal[] } {
  return { shape: planShape(data), goals: trainingGoalsOf(data.primaryGoals) };
}

export function checkPlan(plan: GeneratedPlan, request: PlanRequest): CoachProblem[] {
  const data = request.programData;
  const { shape, goals } = planRules(data);
  const avoidance = avoidanceOf(data);
  const needs = fulfilledNeeds(request.equipment);
  const problems = scheduleProblems(plan, data.trainingDays);
  const intervalsAllowed = intervalExercisesAllowed(data.primaryGoals);
  const intervalsByDay = new Map<number, DayPadding[]>();
  if (plan.duration !== shape.weeks) {
    problems.push({
      rule: 'schedule',
      path: 'duration',
      message: `The plan runs ${plan.duration} weeks; these answers call for ${shape.weeks}.`,
    });
  }
  plan.workoutSchedule.forEach((entry, index) => {
    const path = `workoutSchedule.${index}.workout.`;
    const { workout } = entry;
    const light = isLightWeek(shape, entry.weekNumber);
    const exercises = workout.exercises.map((exercise) => ({
      ...exercise,
      rest: parseRest(exercise.rest) ?? ('unreadable' as const),
    }));
    const session = sessionProblems(
      exercises,
      { needs, avoidance, goals, light, week: entry.weekNumber },
      path,
    );
    problems.push(...session.problems);
    problems.push(
      ...lengthProblems(`${path}duration`, session.timed, workout.duration, data.sessionDuration, {
        light,
        week: entry.weekNumber,
        notes: workout.notes,
      }),
    );
    if (!light) {
      const day = intervalsByDay.get(entry.dayNumber) ?? [];
      day.push({
        week: entry.weekNumber,
        path: `${path}exercises`,
        padding: intervalPadding(session, intervalsAllowed, data.sessionDuration, workout.notes),
      });
      intervalsByDay.set(entry.dayNumber, day);
    }
  });
  problems.push(...intervalProblems(intervalsByDay, intervalsAllowed, data.sessionDuration));
  const available = notAvoided(performableExercises(request.equipment), avoidance);
  problems.push(
    ...weeklyCeilingProblems(plan),
    ...progressionProblems(plan, shape),
    ...deloadProblems(plan, shape),
    ...testProblems(plan, shape),
    ...balanceProblems(plan, shape, {
      goals,
      available,
      weeklyMinutes: data.trainingDays * data.sessionDuration,
    }),
    ...wordProblems(plan, data),
  );
  return problems;
}

export function checkAlternatives(
  alternatives: readonly AlternativeExercise[],
  request: AlternativesRequest,
): CoachProblem[] {
  return alternativesProblems(
    alternatives,
    findExercise(request.exercise.name),
    fulfilledNeeds(request.equipment),
  );
}

export const coachChecker: CoachChecker = { checkWorkout, checkAlternatives, checkPlan };
