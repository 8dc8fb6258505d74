import {
  addUserEquipmentInputSchema,
  bodyWeightInputSchema,
  completedWorkoutInputSchema,
  DEFAULT_GOAL_STATUS,
  type FailingOperation,
  goalDataSchema,
  goalProgress,
  RECENT_COMPLETED_LIMIT,
  summarizeCompletedWorkout,
  updateUserEquipmentInputSchema,
  type Workout,
  workoutInputSchema,
} from '@liftwise/domain';
import type { RouterInputs, RouterOutputs } from '@liftwise/trpc';
import type { QueryClient } from '@tanstack/react-query';
import { browserToday } from '../time-zone.ts';
import { invalidateTraining } from '../training-cache.ts';
import { trpc } from '../trpc.ts';
import { isNotFound, type QueuedCallRules } from './outbox.ts';
import type { OutboxEntry } from './outbox-store.ts';

/**
 * The saves an athlete may make offline, each with what the outbox needs: the spec's
 * failure it shows when the server refuses it on a replay (§8), and the answer the screen gets while it waits —
 * shaped as the server's, with the change's key as the id of what it creates, and written into the cached lists,
 * so the finished session is in Recently Completed and the new workout in the list until the real one replaces it.
 */
export type QueuedCall =
  | 'saveCompletedWorkout'
  | 'saveWorkout'
  | 'updateWorkout'
  | 'saveGoal'
  | 'updateGoal'
  | 'deleteGoal'
  | 'addUserEquipment'
  | 'updateUserEquipment'
  | 'deleteUserEquipment'
  | 'saveBodyWeight'
  | 'deleteBodyWeight';

interface QueuedCallSpec<C extends QueuedCall> extends QueuedCallRules {
  operation: FailingOperation;
  /** The answer shown while the change waits; it also puts the change into the cached reads that list it. */
  waitingAnswer: (queryClient: QueryClient, input: RouterInputs[C], key: string) => RouterOutputs[C];
  /** After a replay (saved or refused): the reads it changes are fetched again. */
  refresh: (queryClient: QueryClient) => Promise<void>;
}

type Overview = RouterOutputs['getWorkouts'];

/** Every cached overview (one per time zone asked), changed the same way. */
function changeOverviews(queryClient: QueryClient, change: (overview: Overview) => Overview): void {
  queryClient.setQueriesData<Overview>(trpc.getWorkouts.pathFilter(), (overview) =>
    overview ? change(overview) : overview,
  );
}

function byDayThenTime(a: Workout, b: Workout): number {
  return a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? '');
}

/** `updatedAt`: the version an edit was made on (kept, so a next edit names the server's version), else now. */
function waitingWorkout(
  workout: RouterInputs['saveWorkout']['workout'],
  id: string,
  updatedAt = new Date().toISOString(),
): Workout {
  const parsed = workoutInputSchema.parse(workout);
  return {
    ...parsed,
    id,
    exercises: parsed.exercises.map((exercise) => ({ ...exercise, id: exercise.id ?? crypto.randomUUID() })),
    updatedAt,
  };
}

const refreshTraining = (queryClient: QueryClient) => invalidateTraining(queryClient);
const refreshGoals = async (queryClient: QueryClient) => {
  await Promise.all([
    queryClient.invalidateQueries(trpc.getGoals.pathFilter()),
    queryClient.invalidateQueries(trpc.getGoal.pathFilter()),
  ]);
};
// The log, the weight-loss goals that follow it and the bodyweight lifts' figures that count it.
const refreshBodyWeights = async (queryClient: QueryClient) => {
  await Promise.all([
    queryClient.invalidateQueries(trpc.getBodyWeights.pathFilter()),
    refreshGoals(queryClient),
    queryClient.invalidateQueries(trpc.getProgressAnalytics.pathFilter()),
    queryClient.invalidateQueries(trpc.getExerciseHistory.pathFilter()),
  ]);
};
const refreshEquipment = (queryClient: QueryClient) =>
  queryClient.invalidateQueries(trpc.getUserEquipment.pathFilter());

/** A goal as the server will store it, with the version the edit was made on (else now), while it waits. */
function waitingGoal(
  goalData: RouterInputs['saveGoal']['goalData'],
  id: string,
  updatedAt?: string,
  asNew = true,
) {
  const { progress: _computed, status, ...fields } = goalDataSchema.parse(goalData);
  return {
    ...fields,
    id,
    userId: '',
    progress: goalProgress(fields.currentValue, fields.targetValue),
    // A new goal is active whatever was asked; an edit keeps the status given (as the server does).
    status: asNew ? DEFAULT_GOAL_STATUS : status,
    _metadata: { updatedAt: updatedAt ?? new Date().toISOString() },
  };
}

/** An item created offline is shown as `<key>:<place>` until its add is saved (one add may hold several). */
function waitingItemPlace(waiting: OutboxEntry, equipmentId: unknown): number | undefined {
  if (waiting.call !== 'addUserEquipment' || typeof equipmentId !== 'string') return undefined;
  const prefix = `${waiting.key}:`;
  return equipmentId.startsWith(prefix) ? Number(equipmentId.slice(prefix.length)) : undefined;
}

/** A delete replayed after the row went (another device deleted it, or its own answer was lost) is done. */
const deleted = { takesKey: false, alreadyDone: isNotFound } as const;

export const QUEUED_CALLS: { [C in QueuedCall]: QueuedCallSpec<C> } = {
  saveCompletedWorkout: {
    operation: 'sendKeptCompletedWorkout',
    takesKey: true,
    waitingAnswer(queryClient, input, key) {
      const completedWorkout = {
        ...completedWorkoutInputSchema.parse(input.completedWorkout),
        id: key,
        updatedAt: new Date().toISOString(),
      };
      const planId = completedWorkout.originalWorkoutId;
      changeOverviews(queryClient, (overview) => ({
        ...overview,
        upcoming: overview.upcoming.filter((workout) => workout.id !== planId),
        missed: overview.missed.filter((workout) => workout.id !== planId),
        recentlyCompleted: [summarizeCompletedWorkout(completedWorkout), ...overview.recentlyCompleted].slice(
          0,
          RECENT_COMPLETED_LIMIT,
        ),
        stats: { ...overview.stats, completedCount: overview.stats.completedCount + 1 },
      }));
      return { completedWorkout };
    },
    refresh: refreshTraining,
  },

  saveWorkout: {
    operation: 'saveWorkout',
    takesKey: true,
    created: (answer, entry) => ({ [entry.key]: (answer as RouterOutputs['saveWorkout']).workout.id }),
    waitingAnswer(queryClient, input, key) {
      const workout = waitingWorkout(input.workout, key);
      queryClient.setQueryData(trpc.getWorkout.queryKey({ workoutId: key }), workout);
      if (workout.status === 'scheduled' && workout.date >= browserToday())
        changeOverviews(queryClient, (overview) => ({
          ...overview,
          upcoming: [...overview.upcoming, workout].sort(byDayThenTime),
          stats: { ...overview.stats, upcomingCount: overview.stats.upcomingCount + 1 },
        }));
      return { workout };
    },
    refresh: refreshTraining,
  },

  updateWorkout: {
    operation: 'updateWorkout',
    takesKey: false,
    // A workout created offline and edited before it was sent: the create is sent with the edit in it. A workout
    // edited twice offline: one edit, on the version the first was made on (the second's base is only the first).
    foldInto: (waiting, input) =>
      (waiting.call === 'saveWorkout' && waiting.key === input.workoutId) ||
      (waiting.call === 'updateWorkout' && waiting.input.workoutId === input.workoutId)
        ? { ...waiting.input, workout: input.workout }
        : undefined,
    waitingAnswer(queryClient, input) {
      const workout = waitingWorkout(input.workout, input.workoutId, input.baseUpdatedAt);
      queryClient.setQueryData(trpc.getWorkout.queryKey({ workoutId: input.workoutId }), workout);
      const replace = (list: Workout[]) => list.map((one) => (one.id === workout.id ? workout : one));
      changeOverviews(queryClient, (overview) => ({
        ...overview,
        upcoming: replace(overview.upcoming),
        missed: replace(overview.missed),
      }));
      return { workout };
    },
    refresh: refreshTraining,
  },

  saveGoal: {
    operation: 'saveGoal',
    takesKey: true,
    created: (answer, entry) => ({ [entry.key]: (answer as RouterOutputs['saveGoal']).goal.id }),
    // The screen's own answer handler puts it in the list (features/goals/api.ts).
    waitingAnswer: (_queryClient, input, key) => ({ goal: waitingGoal(input.goalData, key) }),
    refresh: refreshGoals,
  },

  updateGoal: {
    operation: 'updateGoal',
    takesKey: false,
    // An edit of a goal created offline goes with its create; two offline edits are one, on the first's version.
    foldInto: (waiting, input) =>
      (waiting.call === 'saveGoal' && waiting.key === input.goalId) ||
      (waiting.call === 'updateGoal' && waiting.input.goalId === input.goalId)
        ? { ...waiting.input, goalData: input.goalData }
        : undefined,
    waitingAnswer: (_queryClient, input) => ({
      goal: waitingGoal(input.goalData, input.goalId, input.baseUpdatedAt, false),
    }),
    refresh: refreshGoals,
  },

  deleteGoal: {
    operation: 'deleteGoal',
    ...deleted,
    waitingAnswer: (_queryClient, input) => ({ goalId: input.goalId }),
    refresh: refreshGoals,
  },

  addUserEquipment: {
    operation: 'addUserEquipment',
    takesKey: true,
    created: (answer, entry) =>
      Object.fromEntries(
        (answer as RouterOutputs['addUserEquipment']).equipment.map((item, place) => [
          `${entry.key}:${place}`,
          item.id,
        ]),
      ),
    waitingAnswer(_queryClient, input, key) {
      const { equipment } = addUserEquipmentInputSchema.parse(input);
      const updatedAt = new Date().toISOString();
      // The screen's own answer handler puts them in the list (features/equipment/api.ts).
      return {
        equipment: equipment.map(({ locationIds, ...item }, place) => ({
          ...item,
          id: `${key}:${place}`,
          locationIds: locationIds ?? [],
          updatedAt,
        })),
      };
    },
    refresh: refreshEquipment,
  },

  updateUserEquipment: {
    operation: 'updateUserEquipment',
    takesKey: false,
    // An edit of an item added offline goes with its add; two offline edits are one, on the first's version.
    foldInto(waiting, input) {
      const place = waitingItemPlace(waiting, input.equipmentId);
      if (place !== undefined) {
        const items = (waiting.input as RouterInputs['addUserEquipment']).equipment;
        const edit = input.equipment as RouterInputs['updateUserEquipment']['equipment'];
        return {
          ...waiting.input,
          equipment: items.map((item, at) =>
            at === place ? { ...edit, locationIds: edit.locationIds ?? item.locationIds } : item,
          ),
        };
      }
      return waiting.call === 'updateUserEquipment' && waiting.input.equipmentId === input.equipmentId
        ? { ...waiting.input, equipment: input.equipment }
        : undefined;
    },
    waitingAnswer(queryClient, input) {
      const { locationIds, ...item } = updateUserEquipmentInputSchema.parse(input).equipment;
      const shown = queryClient
        .getQueryData(trpc.getUserEquipment.queryKey())
        ?.equipment.find((one) => one.id === input.equipmentId);
      // The screen's own answer handler puts it in the list (features/equipment/api.ts).
      return {
        equipment: {
          ...item,
          id: input.equipmentId,
          locationIds: locationIds ?? shown?.locationIds ?? [],
          updatedAt: input.baseUpdatedAt ?? new Date().toISOString(),
        },
      };
    },
    refresh: refreshEquipment,
  },

  deleteUserEquipment: {
    operation: 'deleteUserEquipment',
    ...deleted,
    waitingAnswer: () => ({ success: true as const }),
    refresh: refreshEquipment,
  },

  // One entry per day: a replay saves the same day again, so it needs no key.
  saveBodyWeight: {
    operation: 'saveBodyWeight',
    takesKey: false,
    // The screen's own answer handler puts it in the cached log (features/progress/api.ts).
    waitingAnswer: (_queryClient, input, key) => ({
      entry: { ...bodyWeightInputSchema.parse(input.entry), id: key, updatedAt: new Date().toISOString() },
    }),
    refresh: refreshBodyWeights,
  },

  deleteBodyWeight: {
    operation: 'deleteBodyWeight',
    ...deleted,
    waitingAnswer: (_queryClient, input) => ({ entryId: input.entryId }),
    refresh: refreshBodyWeights,
  },
};

export function isQueuedCall(call: string): call is QueuedCall {
  return call in QUEUED_CALLS;
}

/** The spec's failure of a kept change's call, for its refusal toast and the banner's list. */
export function operationOf(entry: OutboxEntry): FailingOperation | undefined {
  return isQueuedCall(entry.call) ? QUEUED_CALLS[entry.call].operation : undefined;
}
