import {
  activeLocation,
  availableEquipment,
  type CoachAnswer,
  type CoachProblem,
  coachChecker,
  type GeneratedPlan,
  type ModelAllowance,
  PLAN_MESSAGES,
  type ProgramData,
  SERVER_MESSAGES,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import type { AuthedContext } from './context.ts';

/**
 * What every procedure that asks `ctx.coach` shares: the per-athlete rate limit, the athlete's equipment as stored,
 * and who answered; and for generateStrengthPlan (strength plans router), a plan that passes the checker.
 */

/** Counts one AI call of the athlete's; over the coach's limit it is TOO_MANY_REQUESTS. */
export async function countCoachCall(ctx: AuthedContext): Promise<void> {
  if (!(await ctx.allowCoachCall(ctx.user.id)))
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.rateLimited });
}

/**
 * The athlete's daily allowance of model requests, counted in the database so it holds across processes:
 * every request a coach or the scanner sends to a model spends one; the built-in coach spends none.
 */
export function modelAllowance(ctx: AuthedContext): ModelAllowance {
  return {
    dailyRequests: ctx.aiDailyRequests,
    spend: () => ctx.queries.aiUsage.spend(ctx.user.id, ctx.now(), ctx.aiDailyRequests),
  };
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

/** Why a generated plan was not stored: the checker's problems, for the server's log (app.ts onError). */
export class PlanCheckFailedError extends Error {
  readonly problems: readonly CoachProblem[];

  constructor(problems: readonly CoachProblem[]) {
    super(
      `the coach's plan failed the check (${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}): ${problems
        .map((problem) => `[${problem.rule}] ${problem.path}: ${problem.message}`)
        .join('; ')}`,
    );
    this.name = 'PlanCheckFailedError';
    this.problems = problems;
  }
}

/**
 * A plan for these answers and the athlete's equipment that passes the coach's checker. The model coach already
 * checks its answers and falls back to the built-in coach; this is the gate in front of the database whichever
 * coach answered. A plan that still has problems is never stored: INTERNAL_SERVER_ERROR with the spec's 'Failed to
 * generate strength plan', the problems in its cause, which the server logs.
 */
export async function checkedPlan(
  ctx: AuthedContext,
  programData: ProgramData,
  equipment: Awaited<ReturnType<typeof equipmentOf>>,
): Promise<CoachAnswer<GeneratedPlan>> {
  const request = { programData, equipment };
  const answer = await ctx.coach.generatePlan(request, modelAllowance(ctx));
  const problems = coachChecker.checkPlan(answer.value, request);
  if (problems.length > 0)
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: PLAN_MESSAGES.generationFailed,
      cause: new PlanCheckFailedError(problems),
    });
  return answer;
}
