import { z } from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { calendarDateSchema, idSchema, instantSchema, requiredText, text } from '../schemas/common.ts';
import { GOAL_PROGRESS_CAP } from './limits.ts';
import { DEFAULT_GOAL_STATUS, DEFAULT_GOAL_TYPE, GOAL_STATUSES, GOAL_TYPES } from './options.ts';

export const goalTypeSchema = z.enum(GOAL_TYPES);
export const goalStatusSchema = z.enum(GOAL_STATUSES);

const valueSchema = z.number().finite().min(-1_000_000).max(1_000_000);

/** Spec §3 Goal, as stored. */
export const goalSchema = z.object({
  id: idSchema,
  userId: idSchema,
  title: requiredText(LIMITS.name),
  type: goalTypeSchema,
  description: text(LIMITS.longText),
  targetValue: valueSchema,
  currentValue: valueSchema.nullable().optional(),
  unit: text(LIMITS.unit),
  targetDate: calendarDateSchema,
  progress: z.number().min(0).max(GOAL_PROGRESS_CAP),
  status: goalStatusSchema,
  _metadata: z.object({ updatedAt: instantSchema }),
});
export type Goal = z.infer<typeof goalSchema>;

/**
 * saveGoal / updateGoal payload. userId is not part of it: the server takes it from the session (architecture
 * §API). progress is computed by the domain, status is set to active on creation (spec §4).
 */
export const goalInputSchema = z.object({
  title: requiredText(LIMITS.name),
  type: goalTypeSchema.default(DEFAULT_GOAL_TYPE),
  description: text(LIMITS.longText).default(''),
  targetValue: valueSchema,
  currentValue: valueSchema.nullable().optional(),
  unit: text(LIMITS.unit).default(''),
  targetDate: calendarDateSchema,
  progress: z.number().min(0).max(GOAL_PROGRESS_CAP).optional(),
  status: goalStatusSchema.default(DEFAULT_GOAL_STATUS),
});
export type GoalInput = z.input<typeof goalInputSchema>;
