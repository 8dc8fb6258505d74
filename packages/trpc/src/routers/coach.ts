import {
  activeLocation,
  availableEquipment,
  type CoachAnswer,
  generateAlternativesInputSchema,
  generateStrengthPlanInputSchema,
  generateWorkoutInputSchema,
  SERVER_MESSAGES,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import type { AuthedContext } from '../context.ts';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * Spec §7 AI calls, answered by `ctx.coach`: the built-in coach, or a model whose answers pass the same checker
 * (issue 9). The equipment is the athlete's own as stored — the active location, without items out of service —
 * not a list the browser sends, so a coach never plans with equipment the athlete does not have.
 */
export const coachRouter = router({
  generateWorkout: protectedProcedure.input(generateWorkoutInputSchema).mutation(async ({ ctx, input }) => {
    await countCoachCall(ctx);
    const answer = await ctx.coach.generateWorkout({
      prompt: input.prompt,
      equipment: await equipmentOf(ctx),
    });
    return { workout: answer.value, ...provenance(answer) };
  }),

  generateAlternativeExercises: protectedProcedure
    .input(generateAlternativesInputSchema)
    .mutation(async ({ ctx, input }) => {
      await countCoachCall(ctx);
      const answer = await ctx.coach.suggestAlternatives({
        exercise: input.currentExercise,
        equipment: await equipmentOf(ctx),
      });
      return { alternatives: answer.value, ...provenance(answer) };
    }),

  /** The wizard's answers in, a generated plan out; the browser stores it with updateStrengthPlan (spec §4). */
  generateStrengthPlan: protectedProcedure
    .input(generateStrengthPlanInputSchema)
    .mutation(async ({ ctx, input }) => {
      await countCoachCall(ctx);
      const { planId: _planId, ...programData } = input;
      const answer = await ctx.coach.generatePlan({ programData, equipment: await equipmentOf(ctx) });
      return { generatedPlan: answer.value, ...provenance(answer) };
    }),
});

async function countCoachCall(ctx: AuthedContext) {
  if (!(await ctx.allowCoachCall(ctx.user.id)))
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: SERVER_MESSAGES.rateLimited });
}

async function equipmentOf(ctx: AuthedContext) {
  const [items, locations] = await Promise.all([
    ctx.queries.equipment.items.list(ctx.user.id),
    ctx.queries.equipment.locations.list(ctx.user.id),
  ]);
  return availableEquipment(items, activeLocation(locations)?.id);
}

/** Who answered, and why not the model when it was asked and failed: the screens may say so. */
function provenance(answer: CoachAnswer<unknown>) {
  return {
    source: answer.source,
    ...(answer.fallbackReason !== undefined && { fallbackReason: answer.fallbackReason }),
  };
}
