import { generateAlternativesInputSchema, generateWorkoutInputSchema } from '@liftwise/domain';
import { countCoachCall, equipmentOf, modelAllowance, provenance } from '../coach-calls.ts';
import { protectedProcedure, router } from '../trpc.ts';

/**
 * Spec §7 AI calls, answered by `ctx.coach`: the built-in coach, or a model whose answers pass the same checker
 *. The equipment is the athlete's own as stored — the active location, without items out of service —
 * not a list the browser sends, so a coach never plans with equipment the athlete does not have. generateStrengthPlan
 * is in the strength plans router: it generates a stored plan and stores the result.
 */
export const coachRouter = router({
  generateWorkout: protectedProcedure.input(generateWorkoutInputSchema).mutation(async ({ ctx, input }) => {
    await countCoachCall(ctx);
    const answer = await ctx.coach.generateWorkout(
      { prompt: input.prompt, equipment: await equipmentOf(ctx) },
      modelAllowance(ctx),
    );
    return { workout: answer.value, ...provenance(answer) };
  }),

  generateAlternativeExercises: protectedProcedure
    .input(generateAlternativesInputSchema)
    .mutation(async ({ ctx, input }) => {
      await countCoachCall(ctx);
      const answer = await ctx.coach.suggestAlternatives(
        { exercise: input.currentExercise, equipment: await equipmentOf(ctx) },
        modelAllowance(ctx),
      );
      return { alternatives: answer.value, ...provenance(answer) };
    }),
});
