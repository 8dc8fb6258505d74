import type { ActualExercise, Exercise } from '@liftwise/domain';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';
import { strengthPlans } from './strength-plans.ts';

/** The spec's Workout (§3). Its exercises are read and written whole, so they are one JSON column. */
export const workouts = sqliteTable(
  'workouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: text('date').notNull(),
    time: text('time'),
    duration: integer('duration').notNull(),
    exercises: text('exercises', { mode: 'json' }).$type<Exercise[]>().notNull(),
    /** exercises.length, kept beside the JSON so the 'Total Exercises' card is a sum over a column. */
    exerciseCount: integer('exercise_count').notNull().default(0),
    status: text('status').notNull(),
    difficulty: text('difficulty').notNull(),
    notes: text('notes'),
    /**
     * The strength plan Start Plan created this workout from. Deleting the plan keeps the workout on the calendar
     * (it is the athlete's now) and only forgets where it came from.
     */
    planId: text('plan_id').references(() => strengthPlans.id, { onDelete: 'set null' }),
    /**
     * A repeating workout: its RFC 5545 RRULE value ('FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=24'); `date` is
     * the first occurrence and `time` the wall-clock time of every occurrence. NULL: a one-day workout.
     */
    recurrence: text('recurrence'),
    /** The series' days taken out (deleted, moved, edited alone or completed): a JSON list of dates, EXDATE-like. */
    recurrenceExceptions: text('recurrence_exceptions', { mode: 'json' }).$type<string[]>(),
    /**
     * The series' last possible day (its UNTIL or COUNT-th day, at most two years on), kept beside the rule so a
     * calendar page or the upcoming list reads only the series that reach it.
     */
    recurrenceEnds: text('recurrence_ends'),
    /** A moved, edited-alone or completed occurrence: the series it was taken out of (no foreign key: it may go). */
    seriesId: text('series_id'),
    /** The key the browser chose for this write: a replay or a retry with it returns this row. */
    clientKey: text('client_key'),
    updatedAt: text('updated_at').notNull(),
  },
  // The schedule reads one athlete's workouts by day; the list reads its upcoming and missed ones by status and day
  //, so neither walks the athlete's whole history.
  (table) => [
    index('workouts_user_id_date').on(table.userId, table.date),
    index('workouts_user_id_status_date').on(table.userId, table.status, table.date),
    // Starting a plan finds and removes another plan's remaining scheduled workouts.
    index('workouts_user_id_plan_id_status_date').on(table.userId, table.planId, table.status, table.date),
    // The series that can reach a day: a calendar page, the upcoming and missed lists (NULL for one-day workouts).
    index('workouts_user_id_recurrence_ends').on(table.userId, table.recurrenceEnds),
    // 'This and following' and 'All' find the occurrences taken out of a series.
    index('workouts_user_id_series_id').on(table.userId, table.seriesId),
    // One row per athlete and key (NULL, a write without a key, never collides).
    uniqueIndex('workouts_user_id_client_key').on(table.userId, table.clientKey),
  ],
);

/**
 * The spec's Completed workout (§3). `original_workout_id` has no foreign key on purpose: deleting a plan keeps
 * the history of the sessions run from it.
 */
export const completedWorkouts = sqliteTable(
  'completed_workouts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: text('date').notNull(),
    originalWorkoutId: text('original_workout_id').notNull(),
    actualExercises: text('actual_exercises', { mode: 'json' }).$type<ActualExercise[]>().notNull(),
    duration: integer('duration').notNull(),
    /**
     * The athlete's calendar day when the session ended, in the zone the browser sent with it:
     * the week and the streak count these days, read from an index, without converting every instant.
     */
    day: text('day').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The key the browser chose for this write: a replay or a retry with it returns this row. */
    clientKey: text('client_key'),
    updatedAt: text('updated_at').notNull(),
  },
  // By day for the lists, week and streak; by plan for the details screen's latest session of a workout.
  (table) => [
    index('completed_workouts_user_id_date').on(table.userId, table.date),
    index('completed_workouts_user_id_day').on(table.userId, table.day),
    index('completed_workouts_user_id_original').on(table.userId, table.originalWorkoutId, table.date),
    uniqueIndex('completed_workouts_user_id_client_key').on(table.userId, table.clientKey),
  ],
);
