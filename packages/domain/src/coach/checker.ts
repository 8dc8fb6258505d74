import { findExercise } from '../exercises/search.ts';
import { WEEKDAYS } from '../programs/options.ts';
import type { GeneratedPlan } from '../programs/schema.ts';
import type { AlternativeExercise, GeneratedWorkout } from '../workouts/ai-schema.ts';
import { DEFAULT_SETS } from '../workouts/limits.ts';
import { alternativesProblems } from './alternatives-check.ts';
import { type Avoidance, avoidanceOf } from './avoidance.ts';
import { fulfilledNeeds } from './equipment-fit.ts';
import { type CheckedExercise, exerciseProblems } from './exercise-check.ts';
import {
  OPEN_SESSION_MAX_MINUTES,
  type TrainingGoal,
  trainingGoalsOf,
  WEEKLY_SETS_PER_MUSCLE,
} from './guidance.ts';
import type { AlternativesRequest, CoachChecker, CoachProblem, PlanRequest, WorkoutRequest } from './port.ts';
import { readWorkoutPrompt } from './prompt.ts';
import { parseRest, restInNotes } from './quantities.ts';

/**
 * The one checker both coaches' answers pass before the athlete sees them (issue 9): catalogue exercises the
 * equipment allows, no avoided movement, sets/reps/rest inside the goal's guidance, the session length, and for a
 * plan the training days, weeks and total workouts.
 */

interface Rules {
  needs: ReadonlySet<string>;
  avoidance: Avoidance;
  goals: readonly TrainingGoal[];
}

/** Problems of one session's exercises, plus its estimated length in seconds. */
function sessionProblems(
  exercises: readonly CheckedExercise[],
  rules: Rules,
  path: string,
): { problems: CoachProblem[]; seconds: number; setsByMuscle: Map<string, number> } {
  const problems: CoachProblem[] = [];
  let seconds = 0;
  const setsByMuscle = new Map<string, number>();
  exercises.forEach((exercise, index) => {
    const result = exerciseProblems(exercise, rules, `${path}.exercises.${index}`);
    problems.push(...result.problems);
    seconds += result.seconds;
    for (const muscle of result.entry?.primaryMuscles ?? []) {
      setsByMuscle.set(muscle, (setsByMuscle.get(muscle) ?? 0) + exercise.sets);
    }
  });
  if (exercises.length === 0)
    problems.push({ path: `${path}.exercises`, rule: 'form', message: 'The workout has no exercises.' });
  return { problems, seconds, setsByMuscle };
}

function lengthProblem(path: string, seconds: number, minutes: number): CoachProblem[] {
  const estimate = Math.ceil(seconds / 60);
  return estimate > minutes
    ? [
        {
          path,
          rule: 'session-length',
          message: `The sets and rests take about ${estimate} minutes, more than the ${minutes} minutes planned.`,
        },
      ]
    : [];
}

export function checkWorkout(workout: GeneratedWorkout, request: WorkoutRequest): CoachProblem[] {
  const reading = readWorkoutPrompt(request.prompt);
  const rules: Rules = {
    needs: fulfilledNeeds(reading.bodyweightOnly ? [] : request.equipment),
    avoidance: reading.avoidance,
    goals: [reading.goal],
  };
  const exercises = workout.exercises.map((exercise) => ({
    name: exercise.name,
    sets: exercise.sets ?? DEFAULT_SETS,
    reps: exercise.reps,
    rest: restInNotes(exercise.notes ?? ''),
  }));
  const { problems, seconds } = sessionProblems(exercises, rules, '');
  const fixed = problems.map((problem) => ({ ...problem, path: problem.path.replace(/^\./, '') }));
  // Only a duration the prompt states binds the answer; otherwise the estimate must fit what the answer says.
  if (reading.statedMinutes !== undefined && workout.duration > reading.minutes) {
    fixed.push({
      path: 'duration',
      rule: 'prompt',
      message: `The workout lasts ${workout.duration} minutes; the prompt asks for ${reading.minutes}.`,
    });
  }
  return [...fixed, ...lengthProblem('duration', seconds, workout.duration)];
}

function scheduleProblems(plan: GeneratedPlan, trainingDays: number): CoachProblem[] {
  const problems: CoachProblem[] = [];
  if (plan.totalWorkouts !== plan.workoutSchedule.length) {
    problems.push({
      path: 'totalWorkouts',
      rule: 'schedule',
      message: `totalWorkouts is ${plan.totalWorkouts} but the schedule holds ${plan.workoutSchedule.length} workouts.`,
    });
  }
  const daysByWeek = new Map<number, number[]>();
  plan.workoutSchedule.forEach((entry, index) => {
    if (entry.weekNumber > plan.duration) {
      problems.push({
        path: `workoutSchedule.${index}.weekNumber`,
        rule: 'schedule',
        message: `Week ${entry.weekNumber} is past the plan's ${plan.duration} weeks.`,
      });
    }
    if (WEEKDAYS[entry.dayNumber - 1] !== entry.dayName) {
      problems.push({
        path: `workoutSchedule.${index}.dayName`,
        rule: 'schedule',
        message: `Day ${entry.dayNumber} is ${WEEKDAYS[entry.dayNumber - 1]}, not ${entry.dayName}.`,
      });
    }
    daysByWeek.set(entry.weekNumber, [...(daysByWeek.get(entry.weekNumber) ?? []), entry.dayNumber]);
  });
  for (let week = 1; week <= plan.duration; week++) {
    const days = daysByWeek.get(week) ?? [];
    if (days.length !== trainingDays) {
      problems.push({
        path: 'workoutSchedule',
        rule: 'schedule',
        message: `Week ${week} has ${days.length} workouts; the athlete trains ${trainingDays} days a week.`,
      });
    } else if (new Set(days).size !== days.length) {
      problems.push({
        path: 'workoutSchedule',
        rule: 'schedule',
        message: `Week ${week} has two workouts on the same day.`,
      });
    }
  }
  return problems;
}

export function checkPlan(plan: GeneratedPlan, request: PlanRequest): CoachProblem[] {
  const data = request.programData;
  const rules: Rules = {
    needs: fulfilledNeeds(request.equipment),
    avoidance: avoidanceOf(data),
    goals: trainingGoalsOf(data.primaryGoals),
  };
  const sessionLimit = data.sessionDuration >= 90 ? OPEN_SESSION_MAX_MINUTES : data.sessionDuration;
  const problems = scheduleProblems(plan, data.trainingDays);
  const weeklySets = new Map<number, Map<string, number>>();
  plan.workoutSchedule.forEach((entry, index) => {
    const path = `workoutSchedule.${index}.workout`;
    const { workout } = entry;
    const exercises = workout.exercises.map((exercise) => ({
      ...exercise,
      rest: parseRest(exercise.rest) ?? ('unreadable' as const),
    }));
    const session = sessionProblems(exercises, rules, path);
    problems.push(...session.problems);
    if (workout.duration > sessionLimit) {
      problems.push({
        path: `${path}.duration`,
        rule: 'session-length',
        message: `The workout lasts ${workout.duration} minutes; the athlete's sessions are ${data.sessionDuration} minutes.`,
      });
    }
    problems.push(...lengthProblem(`${path}.duration`, session.seconds, workout.duration));
    const week = weeklySets.get(entry.weekNumber) ?? new Map<string, number>();
    for (const [muscle, sets] of session.setsByMuscle) week.set(muscle, (week.get(muscle) ?? 0) + sets);
    weeklySets.set(entry.weekNumber, week);
  });
  for (const [week, sets] of weeklySets) {
    for (const [muscle, count] of sets) {
      if (count > WEEKLY_SETS_PER_MUSCLE.max) {
        problems.push({
          path: 'workoutSchedule',
          rule: 'balance',
          message: `Week ${week} gives the ${muscle} ${count} sets, more than ${WEEKLY_SETS_PER_MUSCLE.max} a week.`,
        });
      }
    }
  }
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
