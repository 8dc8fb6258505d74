import * as z from 'zod/mini';
import { ROUTES } from '../constants/routes.ts';
import type { CalendarDate } from '../dates/calendar-date.ts';
import { byDateAndTime } from '../dates/order.ts';
import { calendarDate, timeOfDaySchema } from '../schemas/common.ts';
import { WORKOUT_FORM_MESSAGES } from '../workouts/form.ts';
import type { Workout, WorkoutInput } from '../workouts/schema.ts';
import { monthGrid } from './month-grid.ts';

/** The days getSchedule is asked for: the first and last cell of the month's grid, so no cell lacks its dots. */
export function scheduleRange(year: number, month: number): { from: CalendarDate; to: CalendarDate } {
  const grid = monthGrid(year, month);
  return { from: grid[0]?.date ?? '', to: grid[grid.length - 1]?.date ?? '' };
}

/** Where a workout is put from the schedule: a day and, optionally, a time of day ('HH:mm'). */
export interface Placement {
  date: CalendarDate;
  time?: string | undefined;
}

/** The workout's own fields as a save or update payload (the server owns id and updatedAt). */
function workoutFields(workout: Workout): WorkoutInput {
  return {
    name: workout.name,
    date: workout.date,
    duration: workout.duration,
    exercises: workout.exercises,
    status: workout.status,
    difficulty: workout.difficulty,
    ...(workout.notes !== undefined && { notes: workout.notes }),
  };
}

/**
 * The day-and-time fields of the move and Schedule Workout dialogs, as typed: the date is required (the form's
 * message), the time is 'HH:mm' or left empty.
 */
export const placementFormSchema = z.object({
  date: calendarDate(WORKOUT_FORM_MESSAGES.dateRequired),
  time: z.optional(z.union([z.literal(''), timeOfDaySchema])),
});
export type PlacementFormValues = z.input<typeof placementFormSchema>;

function placed(fields: WorkoutInput, placement: Placement): WorkoutInput {
  const time = placement.time?.trim();
  return { ...fields, date: placement.date, ...(time && { time }) };
}

/**
 * Move to another day (updateWorkout). A completed workout stays completed; any other becomes scheduled, so a
 * missed workout put on a later day is planned again (and one put on a past day reads as missed, as any other).
 * An empty time leaves the workout without one.
 */
export function movedWorkout(workout: Workout, placement: Placement): WorkoutInput {
  const status = workout.status === 'completed' ? 'completed' : 'scheduled';
  return placed({ ...workoutFields(workout), status }, placement);
}

/** 'Schedule a copy' (saveWorkout): the same plan, scheduled on the chosen day. */
export function scheduledCopy(workout: Workout, placement: Placement): WorkoutInput {
  return placed({ ...workoutFields(workout), status: 'scheduled' }, placement);
}

export type PlacementMode = 'move' | 'copy';

/** A completed workout keeps its day (it happened then); it can only be scheduled again as a copy. */
export function placementModes(workout: Pick<Workout, 'status'>): PlacementMode[] {
  return workout.status === 'completed' ? ['copy'] : ['move', 'copy'];
}

/**
 * The Schedule Workout dialog's choices: every workout of the given lists once (the first list's copy wins),
 * by date then time.
 */
export function placementChoices(...lists: readonly (readonly Workout[])[]): Workout[] {
  const byId = new Map<string, Workout>();
  for (const list of lists)
    for (const workout of list) if (!byId.has(workout.id)) byId.set(workout.id, workout);
  return [...byId.values()].sort(byDateAndTime);
}

/** 'Create a new workout' from the dialog: the form's address with the chosen day and time filled in. */
export function newWorkoutHref(placement: Placement): string {
  const time = placement.time?.trim();
  const search = new URLSearchParams({ date: placement.date, ...(time && { time }) });
  return `${ROUTES.createWorkout}?${search.toString()}`;
}
