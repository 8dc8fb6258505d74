/**
 * The read and write scenarios of the benchmarks, for any server the bench athlete (bench-athlete.ts) is signed in
 * to: `pnpm bench:api` runs them against Node + file, `pnpm bench:edge` against that and the Worker + sqld.
 */
import { HISTORY_SIZE } from './bench-athlete.ts';
import type { Scenario } from './load.ts';

/** A server under test: its origin, and the headers that name its public host and carry the athlete's session. */
export interface BenchTarget {
  base: string;
  headers: Record<string, string>;
}

/** A query of tRPC as the web app sends it (GET, the input as JSON in `?input=`). */
function query(target: BenchTarget, name: string, procedure: string, input?: unknown): Scenario {
  const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  return { name, url: `${target.base}/trpc/${procedure}${search}`, headers: target.headers };
}

/** What the reads measure, each a procedure the athlete's screens call, over the history the athlete has. */
export function readScenarios(target: BenchTarget): { procedure: string; scenario: Scenario }[] {
  // The schedule's calendar page around today: 42 days, the range the web asks for.
  const gridStart = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
  const gridEnd = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const timeZone = 'Europe/Paris';
  return [
    { procedure: 'getProfile', scenario: query(target, 'GET /trpc/getProfile (real)', 'getProfile') },
    {
      procedure: 'getWorkouts',
      scenario: query(target, `GET /trpc/getWorkouts (${HISTORY_SIZE} + ${HISTORY_SIZE})`, 'getWorkouts', {
        timeZone,
      }),
    },
    {
      procedure: 'getSchedule',
      scenario: query(target, 'GET /trpc/getSchedule (42 days)', 'getSchedule', {
        timeZone,
        from: gridStart,
        to: gridEnd,
      }),
    },
    {
      // Progress Analytics over its longest period: 26 weeks of the history (about 190 sessions of 5 lifts).
      procedure: 'getProgressAnalytics',
      scenario: query(target, 'GET /trpc/getProgressAnalytics (26 weeks)', 'getProgressAnalytics', {
        timeZone,
        weeks: 26,
      }),
    },
    {
      // The squat's exercise page: every one of the athlete's sessions holds Back Squat, so its history is the whole
      // history read inside the stored JSON; the first answer (printed apart) is the cold read, the load the kept one.
      procedure: 'getExerciseHistory',
      scenario: query(
        target,
        `GET /trpc/getExerciseHistory (back squat, ${HISTORY_SIZE} sessions)`,
        'getExerciseHistory',
        {
          exerciseId: 'back-squat',
          timeZone,
          weightUnit: 'kg',
        },
      ),
    },
  ];
}

/** A planned workout of five lifts, as the form saves it; each call plans another (the server decides insert). */
const workout = {
  name: 'Bench Day',
  date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
  duration: 60,
  exercises: ['Back Squat', 'Bench Press', 'Barbell Row', 'Overhead Press', 'Romanian Deadlift'].map(
    (name) => ({
      name,
      sets: 3,
      reps: '5',
      weight: '100',
    }),
  ),
};

/**
 * The writes, each at 64 and at 200 connections (budgets: p99 ≤ 100 ms at 64, none over 1 s at 200): a profile
 * saved, a workout planned, a session of a planned workout finished. The last needs a planned workout of the
 * target's, which this plans first through the server. At 5 s a scenario the athlete ends with about 13,000
 * planned and 12,000 completed workouts, within the 20,000 of each one athlete keeps (MAX_WORKOUTS); a much longer
 * BENCH_SECONDS reaches that bound, and the bench then warns that it measured refusals.
 */
export async function writeScenarios(
  target: BenchTarget,
): Promise<{ procedure: string; at64: Scenario; at200: Scenario }[]> {
  const post = (procedure: string, input: unknown) => ({
    url: `${target.base}/trpc/${procedure}`,
    method: 'POST' as const,
    headers: { ...target.headers, 'content-type': 'application/json' },
    body: JSON.stringify(input),
  });
  const planned = await fetch(`${target.base}/trpc/saveWorkout`, post('saveWorkout', { workout }));
  if (!planned.ok) throw new Error(`planning the workout to finish failed: ${planned.status}`);
  const originalWorkoutId = ((await planned.json()) as { result: { data: { workout: { id: string } } } })
    .result.data.workout.id;
  const completedWorkout = finishedSession(workout, originalWorkoutId);
  const writes: [string, unknown][] = [
    ['saveProfile', { profileData: { sex: 'Female', birthYear: 1990 } }],
    ['saveWorkout', { workout }],
    ['saveCompletedWorkout', { timeZone: 'Europe/Paris', completedWorkout }],
  ];
  return writes.map(([procedure, input]) => {
    const scenario = { name: `POST /trpc/${procedure}`, ...post(procedure, input) };
    return { procedure, at64: scenario, at200: { ...scenario, connections: 200 } };
  });
}

/** A finished session of a planned workout: every set logged, as the live session screen sends it. */
export function finishedSession(
  workout: { name: string; exercises: readonly { name: string }[] },
  originalWorkoutId: string,
) {
  return {
    name: workout.name,
    date: new Date().toISOString(),
    originalWorkoutId,
    duration: 3600,
    notes: '',
    actualExercises: workout.exercises.map((exercise, index) => ({
      id: `e${index}`,
      name: exercise.name,
      plannedSets: 3,
      plannedReps: '5',
      plannedWeight: '100',
      notes: '',
      actualSets: [1, 2, 3].map((setNumber) => ({
        setNumber,
        actualWeight: 100,
        actualReps: '5',
        completed: true,
        notes: '',
      })),
    })),
  };
}
