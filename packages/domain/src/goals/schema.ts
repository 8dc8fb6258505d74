import * as z from 'zod';
import { LIMITS } from '../constants/limits.ts';
import { calendarDateSchema, idSchema, instantSchema } from '../schemas/common.ts';
import { multilineText, requiredText, text } from '../schemas/free-text.ts';
import { GOAL_PROGRESS_CAP, MAX_GOAL_VALUE } from './limits.ts';
import { DEFAULT_GOAL_STATUS, DEFAULT_GOAL_TYPE, GOAL_STATUSES, GOAL_TYPES } from './options.ts';
import { GOAL_MESSAGES } from './text.ts';

export const goalTypeSchema = z.enum(GOAL_TYPES);
export const goalStatusSchema = z.enum(GOAL_STATUSES);

const targetValueSchema = z
  .number({ error: GOAL_MESSAGES.requiredFields })
  .finite({ error: GOAL_MESSAGES.targetValueRange })
  .gt(0, { error: GOAL_MESSAGES.targetValueRange })
  .max(MAX_GOAL_VALUE, { error: GOAL_MESSAGES.targetValueRange });
const currentValueSchema = z
  .number({ error: GOAL_MESSAGES.currentValueRange })
  .finite({ error: GOAL_MESSAGES.currentValueRange })
  .min(0, { error: GOAL_MESSAGES.currentValueRange })
  .max(MAX_GOAL_VALUE, { error: GOAL_MESSAGES.currentValueRange });
const progressSchema = z.number().min(0).max(GOAL_PROGRESS_CAP);

/** Spec §3 Goal, as stored. An empty current value is absent. */
export const goalSchema = z.object({
  id: idSchema,
  userId: idSchema,
  title: requiredText(LIMITS.name),
  type: goalTypeSchema,
  description: multilineText(LIMITS.longText),
  targetValue: targetValueSchema,
  currentValue: currentValueSchema.optional(),
  unit: text(LIMITS.unit),
  targetDate: calendarDateSchema,
  progress: progressSchema,
  status: goalStatusSchema,
  _metadata: z.object({ updatedAt: instantSchema }),
});
export type Goal = z.infer<typeof goalSchema>;

/**
 * saveGoal's and updateGoal's goalData, the goal as a whole (a field left out takes its default or is unset).
 * Keys it does not name are dropped: the spec's saveGoal sends userId inside goalData, and the server takes the user
 * from the session instead (architecture §API). progress is not taken from the browser: the server computes it
 * with goalProgress. status is ignored by saveGoal (a new goal is active, spec §4) and kept by updateGoal.
 */
export const goalDataSchema = z.object({
  title: requiredText(LIMITS.name, GOAL_MESSAGES.requiredFields),
  type: goalTypeSchema.default(DEFAULT_GOAL_TYPE),
  description: multilineText(LIMITS.longText).default(''),
  targetValue: targetValueSchema,
  currentValue: currentValueSchema.optional(),
  unit: text(LIMITS.unit).default(''),
  targetDate: z
    .string({ error: GOAL_MESSAGES.requiredFields })
    .min(1, { error: GOAL_MESSAGES.requiredFields })
    .pipe(z.iso.date({ error: GOAL_MESSAGES.invalidTargetDate })),
  progress: progressSchema.optional(),
  status: goalStatusSchema.default(DEFAULT_GOAL_STATUS),
});
export type GoalData = z.input<typeof goalDataSchema>;
export type ParsedGoalData = z.output<typeof goalDataSchema>;
