import * as z from 'zod/mini';
import { calendarDateSchema, idSchema } from '../schemas/common.ts';
import { timeZoneSchema } from '../workouts/payloads.ts';
import { REPLACE_PREVIOUS_CHOICES } from './options.ts';
import { programDataSchema, strengthPlanUpdateSchema } from './schema.ts';

/** The spec's payloads of the plan calls (§7). */
export const planIdInputSchema = z.object({ planId: idSchema });
export const saveStrengthPlanInputSchema = z.object({ programData: programDataSchema });
export const updateStrengthPlanInputSchema = z.object({
  planId: idSchema,
  updates: strengthPlanUpdateSchema,
});
/**
 * generateStrengthPlan's payload: the stored plan to generate. The spec sends the wizard answers
 * plus the planId; the server reads the answers the plan already holds instead, generates, checks and stores the
 * result in the one call, so the browser never carries a generated plan back.
 */
export const generateStrengthPlanInputSchema = z.object({ planId: idSchema });

/**
 * Start Plan onto the calendar. `timeZone` names the athlete's today; `startDate` (today or later) moves
 * the first session to the first training day on or after it; `replacePrevious` answers what happens to another
 * plan's remaining scheduled workouts, and is needed only when there are some.
 */
export const startStrengthPlanInputSchema = z.object({
  planId: idSchema,
  timeZone: timeZoneSchema,
  startDate: z.optional(calendarDateSchema),
  replacePrevious: z.optional(z.enum(REPLACE_PREVIOUS_CHOICES)),
});
export type StartStrengthPlanInput = z.input<typeof startStrengthPlanInputSchema>;
