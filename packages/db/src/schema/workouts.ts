import type { ActualExercise, Exercise } from '@liftwise/domain';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './auth.ts';

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
    status: text('status').notNull(),
    difficulty: text('difficulty').notNull(),
    notes: text('notes'),
    updatedAt: text('updated_at').notNull(),
  },
  // Every list reads one athlete's workouts by day.
  (table) => [index('workouts_user_id_date').on(table.userId, table.date)],
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
    notes: text('notes').notNull().default(''),
    updatedAt: text('updated_at').notNull(),
  },
  (table) => [index('completed_workouts_user_id_date').on(table.userId, table.date)],
);
