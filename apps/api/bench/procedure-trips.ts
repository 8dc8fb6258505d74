/**
 * `pnpm bench:edge`'s per-procedure table: each procedure the athlete's screens call, called 20 times in a row over
 * HTTP to the Worker while delaying proxies (delaying-proxy.ts) sit between it and sqld, then 20 times more with the
 * proxies' delay at 0. Per procedure: the database requests per call, the round trips it waited for in sequence
 * (round-trips.ts), the median and p99 latency at the configured round trip, and the ideal, one round trip + the
 * Worker's own time (the median at 0 ms + the round trip).
 *
 * Every call is valid: a new client key per idempotent write, a new name per goal, deletes of what the writes made.
 * The reads the Worker remembers per training version (getWorkouts, getSchedule, getProgressAnalytics) have their
 * answer cache missed: an untimed saveWorkout changes the athlete's training before each call, which then reads as
 * the browser does after a write (its `wrote` cookie sends reads to the primary for a few seconds).
 */
import { randomUUID } from 'node:crypto';
import type { DelayingProxy } from './delaying-proxy.ts';
import { sequentialRoundTrips } from './round-trips.ts';
import { type BenchTarget, finishedSession } from './scenarios.ts';

export const CALLS_PER_PROCEDURE = 20;

export interface ProcedureFigures {
  procedure: string;
  /** Per call, in the calls' order (at the configured round trip). */
  requests: number[];
  roundTrips: number[];
  /** Milliseconds, sorted. */
  latencies: number[];
  latenciesWithoutDelay: number[];
}

interface Call {
  procedure: string;
  kind: 'query' | 'mutation';
  input?: unknown;
  /** Read as right after a write: from the primary. */
  afterWrite?: boolean;
}

/** One row's calls: `prepare` (untimed) runs before each, `next` makes the next valid call, `answered` sees its data. */
interface Case {
  name: string;
  prepare?: () => Promise<unknown>;
  next: () => Call | Promise<Call>;
  answered?: (data: unknown) => void;
}

const TIME_ZONE = 'Europe/Paris';
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A planned workout of five lifts, as the form saves it. */
const workout = (name: string) => ({
  name,
  date: day(1),
  duration: 60,
  exercises: ['Back Squat', 'Bench Press', 'Barbell Row', 'Overhead Press', 'Romanian Deadlift'].map(
    (lift) => ({
      name: lift,
      sets: 3,
      reps: '5',
      weight: '100',
    }),
  ),
});

/** A finished session of `originalWorkoutId`: every set logged, as the live session screen sends it. */
const completedWorkout = (originalWorkoutId: string) =>
  finishedSession(workout('Bench Day'), originalWorkoutId);

/** Calls a procedure as the web app does (GET with `?input=` for a query, a JSON POST for a mutation): its data. */
async function callProcedure(target: BenchTarget, call: Call): Promise<unknown> {
  const cookie = call.afterWrite ? `${target.headers.cookie}; wrote=1` : target.headers.cookie;
  const headers = { ...target.headers, ...(cookie && { cookie }) };
  const search = call.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(call.input))}`;
  const response =
    call.kind === 'query'
      ? await fetch(`${target.base}/trpc/${call.procedure}${search}`, { headers })
      : await fetch(`${target.base}/trpc/${call.procedure}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify(call.input ?? {}),
        });
  const text = await response.text();
  if (!response.ok) throw new Error(`${call.procedure} answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { result: { data: unknown } }).result.data;
}

/** The procedures of the table and how each is called validly again and again. */
function cases(target: BenchTarget): Case[] {
  const saved = {
    workouts: [] as string[],
    goals: [] as string[],
    completed: [] as string[],
    bodyWeights: [] as string[],
  };
  let weighIns = 0;
  // A body weight a day further back each time (one entry per day), which bumps the training version.
  const logBodyWeight = (): Call => ({
    procedure: 'saveBodyWeight',
    kind: 'mutation',
    input: { entry: { date: day(-++weighIns), weight: 80, unit: 'kg' } },
  });
  const changeTraining = () => callProcedure(target, logBodyWeight());
  let planned = '';
  const planWorkout = async () => {
    const data = (await callProcedure(target, {
      procedure: 'saveWorkout',
      kind: 'mutation',
      input: { clientKey: randomUUID(), workout: workout('Bench Day') },
    })) as { workout: { id: string; updatedAt: string } };
    planned = data.workout.id;
    return data.workout;
  };
  let edited: { id: string; updatedAt: string } | undefined;
  let strengthPlanId = '';
  let goalCount = 0;
  const take = (ids: string[], what: string) => {
    const id = ids.shift();
    if (!id) throw new Error(`no ${what} left to delete`);
    return id;
  };
  return [
    { name: 'getProfile', next: () => ({ procedure: 'getProfile', kind: 'query' }) },
    {
      name: 'getWorkouts (answer cache missed)',
      prepare: planWorkout,
      next: () => ({
        procedure: 'getWorkouts',
        kind: 'query',
        input: { timeZone: TIME_ZONE },
        afterWrite: true,
      }),
    },
    {
      // The schedule's 42-day calendar page around today, as the web asks for it.
      name: 'getSchedule (answer cache missed)',
      prepare: planWorkout,
      next: () => ({
        procedure: 'getSchedule',
        kind: 'query',
        input: { timeZone: TIME_ZONE, from: day(-21), to: day(20) },
        afterWrite: true,
      }),
    },
    {
      // The newest page of 10, as the history screen opens.
      name: 'getCompletedWorkouts',
      next: () => ({ procedure: 'getCompletedWorkouts', kind: 'query', input: {} }),
    },
    { name: 'getGoals', next: () => ({ procedure: 'getGoals', kind: 'query' }) },
    {
      name: 'getProgressAnalytics (answer cache missed)',
      prepare: planWorkout,
      next: () => ({
        procedure: 'getProgressAnalytics',
        kind: 'query',
        input: { timeZone: TIME_ZONE, weeks: 26 },
        afterWrite: true,
      }),
    },
    {
      // An exercise's page after a training change: the names the athlete used, then that exercise's sessions.
      name: 'getExerciseHistory (answer cache missed)',
      prepare: changeTraining,
      next: () => ({
        procedure: 'getExerciseHistory',
        kind: 'query',
        input: { exerciseId: 'bench-press', timeZone: TIME_ZONE, weightUnit: 'kg' },
        afterWrite: true,
      }),
    },
    {
      name: 'getPersonalRecords (answer cache missed)',
      prepare: changeTraining,
      next: () => ({ procedure: 'getPersonalRecords', kind: 'query', afterWrite: true }),
    },
    {
      // The Progress card's 90 days.
      name: 'getBodyWeights',
      next: () => ({ procedure: 'getBodyWeights', kind: 'query', input: { from: day(-90), to: day(0) } }),
    },
    {
      name: 'saveBodyWeight',
      next: logBodyWeight,
      answered: (data) => saved.bodyWeights.push((data as { entry: { id: string } }).entry.id),
    },
    {
      name: 'saveProfile',
      next: () => ({
        procedure: 'saveProfile',
        kind: 'mutation',
        input: { profileData: { sex: 'Female', birthYear: 1990 } },
      }),
    },
    {
      name: 'saveGoal',
      next: () => ({
        procedure: 'saveGoal',
        kind: 'mutation',
        input: {
          clientKey: randomUUID(),
          goalData: {
            title: `Squat ${300 + ++goalCount}`,
            type: 'strength',
            targetValue: 300 + goalCount,
            unit: 'lbs',
            targetDate: '2030-12-31',
          },
        },
      }),
      answered: (data) => saved.goals.push((data as { goal: { id: string } }).goal.id),
    },
    {
      // The form's edit, made on the version it read (so a newer edit elsewhere would be refused).
      name: 'updateWorkout',
      next: async () => {
        edited ??= await planWorkout();
        return {
          procedure: 'updateWorkout',
          kind: 'mutation',
          input: {
            workoutId: edited.id,
            workout: workout(`Bench Day ${randomUUID().slice(0, 8)}`),
            baseUpdatedAt: edited.updatedAt,
          },
        };
      },
      answered: (data) => {
        edited = (data as { workout: { id: string; updatedAt: string } }).workout;
      },
    },
    {
      name: 'saveWorkout',
      next: () => ({
        procedure: 'saveWorkout',
        kind: 'mutation',
        input: { clientKey: randomUUID(), workout: workout('Bench Day') },
      }),
      answered: (data) => saved.workouts.push((data as { workout: { id: string } }).workout.id),
    },
    {
      // Finish Workout on a workout planned for it (untimed), as the live session ends.
      name: 'saveCompletedWorkout',
      prepare: planWorkout,
      next: () => ({
        procedure: 'saveCompletedWorkout',
        kind: 'mutation',
        input: { clientKey: randomUUID(), timeZone: TIME_ZONE, completedWorkout: completedWorkout(planned) },
      }),
      answered: (data) =>
        saved.completed.push((data as { completedWorkout: { id: string } }).completedWorkout.id),
    },
    {
      // The built-in coach (no model configured): the plan's answers and equipment read, the plan written.
      name: 'generateStrengthPlan',
      next: async () => {
        if (!strengthPlanId) {
          const data = (await callProcedure(target, {
            procedure: 'saveStrengthPlan',
            kind: 'mutation',
            input: {
              programData: { primaryGoals: ['strength'], experienceLevel: 'intermediate', trainingDays: 3 },
            },
          })) as { strengthPlan: { planId: string } };
          strengthPlanId = data.strengthPlan.planId;
        }
        return { procedure: 'generateStrengthPlan', kind: 'mutation', input: { planId: strengthPlanId } };
      },
    },
    {
      name: 'deleteGoal',
      next: () => ({
        procedure: 'deleteGoal',
        kind: 'mutation',
        input: { goalId: take(saved.goals, 'goal') },
      }),
    },
    {
      name: 'deleteWorkout',
      next: () => ({
        procedure: 'deleteWorkout',
        kind: 'mutation',
        input: { workoutId: take(saved.workouts, 'workout') },
      }),
    },
    {
      name: 'deleteBodyWeight',
      next: () => ({
        procedure: 'deleteBodyWeight',
        kind: 'mutation',
        input: { entryId: take(saved.bodyWeights, 'body weight') },
      }),
    },
    {
      name: 'deleteCompletedWorkout',
      next: () => ({
        procedure: 'deleteCompletedWorkout',
        kind: 'mutation',
        input: { completedWorkoutId: take(saved.completed, 'completed workout') },
      }),
    },
  ];
}

/** Until no request is in flight at any proxy, so a call's records hold nothing of the call before. */
async function settled(proxies: readonly DelayingProxy[]) {
  do await wait(5);
  while (proxies.some((proxy) => proxy.inFlight > 0));
}

/** One timed call: its latency and the database requests the proxies saw from its start until they were idle. */
async function measuredCall(target: BenchTarget, proxies: readonly DelayingProxy[], row: Case) {
  await row.prepare?.();
  const call = await row.next();
  await settled(proxies);
  const marks = proxies.map((proxy) => proxy.requests().length);
  const started = performance.now();
  const data = await callProcedure(target, call);
  const latency = performance.now() - started;
  row.answered?.(data);
  await settled(proxies);
  const requests = proxies.flatMap((proxy, index) => proxy.requests(marks[index]));
  return { latency, requests: requests.length, roundTrips: sequentialRoundTrips(requests) };
}

/**
 * Every procedure of the table: one untimed call (the Worker's first use of that code), 20 timed at
 * `oneWayDelayMs` each way, 20 timed at 0; each row printed as it ends. Leaves the proxies at `oneWayDelayMs`.
 */
export async function measureProcedures(
  target: BenchTarget,
  proxies: readonly DelayingProxy[],
  oneWayDelayMs: number,
): Promise<ProcedureFigures[]> {
  const setDelay = (ms: number) => {
    for (const proxy of proxies) proxy.oneWayDelayMs = ms;
  };
  const rows: ProcedureFigures[] = [];
  try {
    for (const row of cases(target)) {
      const figures: ProcedureFigures = {
        procedure: row.name,
        requests: [],
        roundTrips: [],
        latencies: [],
        latenciesWithoutDelay: [],
      };
      setDelay(oneWayDelayMs);
      await measuredCall(target, proxies, row);
      for (let i = 0; i < CALLS_PER_PROCEDURE; i++) {
        const { latency, requests, roundTrips } = await measuredCall(target, proxies, row);
        figures.latencies.push(latency);
        figures.requests.push(requests);
        figures.roundTrips.push(roundTrips);
      }
      setDelay(0);
      for (let i = 0; i < CALLS_PER_PROCEDURE; i++)
        figures.latenciesWithoutDelay.push((await measuredCall(target, proxies, row)).latency);
      figures.latencies.sort((a, b) => a - b);
      figures.latenciesWithoutDelay.sort((a, b) => a - b);
      rows.push(figures);
      console.log(
        `  ${row.name}: ${summary(figures.roundTrips)} round trips, median ${median(figures.latencies)} ms`,
      );
    }
  } finally {
    setDelay(oneWayDelayMs);
  }
  return rows;
}

/** Nearest rank, rounded to the millisecond: of 20 calls the p99 is the slowest. */
function percentile(sorted: readonly number[], fraction: number): number {
  return Math.round(sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? 0);
}

const median = (sorted: readonly number[]) => percentile(sorted, 0.5);

/** A per-call count: one number when every call had it, else the median with the range. */
function summary(counts: readonly number[]): string {
  const sorted = [...counts].sort((a, b) => a - b);
  const [low, high] = [sorted[0] ?? 0, sorted.at(-1) ?? 0];
  return low === high ? String(low) : `${median(sorted)} (${low}–${high})`;
}

/** The table, in markdown. */
export function procedureTable(rows: readonly ProcedureFigures[], rttMs: number): string {
  return [
    `| procedure | database requests per call | sequential round trips | median, ${rttMs} ms away | p99, ${rttMs} ms away | median, 0 ms away | ideal (one round trip) |`,
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.procedure} | ${summary(row.requests)} | ${summary(row.roundTrips)} | ${median(row.latencies)} ms | ` +
        `${percentile(row.latencies, 0.99)} ms | ${median(row.latenciesWithoutDelay)} ms | ` +
        `${median(row.latenciesWithoutDelay) + rttMs} ms |`,
    ),
  ].join('\n');
}
