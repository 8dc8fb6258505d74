import * as z from 'zod/mini';
import { LIMITS } from '../constants/limits.ts';
import { calendarDate, calendarDateSchema, idSchema, instantSchema } from '../schemas/common.ts';
import { multilineText, requiredText, text } from '../schemas/free-text.ts';
import { GOAL_PROGRESS_CAP, MAX_GOAL_VALUE } from './limits.ts';
import { DEFAULT_GOAL_STATUS, DEFAULT_GOAL_TYPE, GOAL_STATUSES, GOAL_TYPES } from './options.ts';
import { GOAL_MESSAGES } from './text.ts';

export const goalTypeSchema = z.enum(GOAL_TYPES);
export const goalStatusSchema = z.enum(GOAL_STATUSES);

/** zod 4's number is finite already (Infinity and NaN fail the type), so there is no separate finite check. */
const targetValueSchema = z
  .number({ error: GOAL_MESSAGES.requiredFields })
  .check(
    z.gt(0, { error: GOAL_MESSAGES.targetValueRange }),
    z.lte(MAX_GOAL_VALUE, { error: GOAL_MESSAGES.targetValueRange }),
  );
const currentValueSchema = z
  .number({ error: GOAL_MESSAGES.currentValueRange })
  .check(
    z.gte(0, { error: GOAL_MESSAGES.currentValueRange }),
    z.lte(MAX_GOAL_VALUE, { error: GOAL_MESSAGES.currentValueRange }),
  );
const progressSchema = z.number().check(z.gte(0), z.lte(GOAL_PROGRESS_CAP));

/** Spec §3 Goal, as stored. An empty current value is absent. */
export const goalSchema = z.object({
  id: idSchema,
  userId: idSchema,
  title: requiredText(LIMITS.name),
  type: goalTypeSchema,
  description: multilineText(LIMITS.longText),
  targetValue: targetValueSchema,
  currentValue: z.optional(currentValueSchema),
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
  type: z._default(goalTypeSchema, DEFAULT_GOAL_TYPE),
  description: z._default(multilineText(LIMITS.longText), ''),
  targetValue: targetValueSchema,
  currentValue: z.optional(currentValueSchema),
  unit: z._default(text(LIMITS.unit), ''),
  targetDate: z.pipe(
    z
      .string({ error: GOAL_MESSAGES.requiredFields })
      .check(z.minLength(1, { error: GOAL_MESSAGES.requiredFields })),
    calendarDate(GOAL_MESSAGES.invalidTargetDate),
  ),
  progress: z.optional(progressSchema),
  status: z._default(goalStatusSchema, DEFAULT_GOAL_STATUS),
});
export type GoalData = z.input<typeof goalDataSchema>;
export type ParsedGoalData = z.output<typeof goalDataSchema>;
