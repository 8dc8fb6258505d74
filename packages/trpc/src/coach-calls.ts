import { activeLocation, availableEquipment, type CoachAnswer, SERVER_MESSAGES } from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import type { AuthedContext } from './context.ts';

/**
 * What every procedure that asks `ctx.coach` shares: the per-athlete rate limit, the athlete's equipment as stored,
 * and who answered.
 */

/** Counts one AI call of the athlete's; over the coach's limit it is TOO_MANY_REQUESTS. */
export async function countCoachCall(ctx: AuthedContext): Promise<void> {
  if (!(await ctx.allowCoachCall(ctx.user.id)))
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.rateLimited });
}

/**
 * The equipment the athlete has now: the active location's items without those out of service, read from the
 * database rather than sent by the browser, so a coach never plans with equipment the athlete does not have.
 */
export async function equipmentOf(ctx: AuthedContext) {
  const [items, locations] = await Promise.all([
    ctx.queries.equipment.items.list(ctx.user.id),
    ctx.queries.equipment.locations.list(ctx.user.id),
  ]);
  return availableEquipment(items, activeLocation(locations)?.id);
}

/** Who answered, and why not the model when it was asked and failed: the screens may say so. */
export function provenance(answer: CoachAnswer<unknown>) {
  return {
    source: answer.source,
    ...(answer.fallbackReason !== undefined && { fallbackReason: answer.fallbackReason }),
  };
}
