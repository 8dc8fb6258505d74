import {
  type Coach,
  type CoachAnswer,
  type CoachChecker,
  type CoachProblem,
  EXERCISE_CATALOGUE,
  type ExerciseCatalogueEntry,
  FUNCTION_TIMEOUT_MS,
  generatedPlanSchema,
  generatedWorkoutSchema,
  type ModelAllowance,
} from '@liftwise/domain';
import type * as z from 'zod/mini';
import { describeModelError } from './model-failure.ts';
import { alternativesPrompt, planPrompt, workoutPrompt } from './model-prompts.ts';
import type { AskModel } from './model-reply.ts';
import { answerWithRepair } from './repair-loop.ts';
import { alternativesReplySchema } from './reply-schemas.ts';

export interface ModelCoachOptions {
  /** One question to the model: `sdkAsk(model)` on Node, `workersAiAsk(binding, model)` on Workers. */
  ask: AskModel;
  /** Answers when the model cannot: the built-in coach. */
  fallback: Coach;
  checker: CoachChecker;
  /** The whole call's budget, repair included (spec: the server function's 70 s). */
  timeoutMs?: number;
  /** The catalogue the prompt offers (the domain's by default). */
  catalogue?: readonly ExerciseCatalogueEntry[];
  /** Hears why the model path failed; the server log by default. */
  onError?: (error: unknown) => void;
}

/** The message only: a provider error also carries the request body, i.e. the athlete's answers. */
function logModelError(error: unknown): void {
  console.warn(`coach model failed; the built-in coach answered (${describeModelError(error)})`);
}

/** The coach port answered by a language model, checked by the one checker, with the built-in coach behind it. */
export function createModelCoach({
  ask,
  fallback,
  checker,
  timeoutMs = FUNCTION_TIMEOUT_MS,
  catalogue = EXERCISE_CATALOGUE,
  onError = logModelError,
}: ModelCoachOptions): Coach {
  function answer<T>(
    prompt: string,
    schema: z.core.$ZodType<T>,
    check: (value: T) => CoachProblem[],
    fallbackAnswer: () => Promise<CoachAnswer<T>>,
    allowance: ModelAllowance | undefined,
  ): Promise<CoachAnswer<T>> {
    return answerWithRepair({
      prompt,
      ask: (messages, abortSignal) => ask({ schema, messages, abortSignal, allowance }),
      check,
      fallback: fallbackAnswer,
      timeoutMs,
      onError,
    });
  }

  return {
    generateWorkout: (request, allowance) =>
      answer(
        workoutPrompt(request, catalogue),
        generatedWorkoutSchema,
        (workout) => checker.checkWorkout(workout, request),
        () => fallback.generateWorkout(request),
        allowance,
      ),
    suggestAlternatives: (request, allowance) =>
      answer(
        alternativesPrompt(request, catalogue),
        alternativesReplySchema,
        (alternatives) => checker.checkAlternatives(alternatives, request),
        () => fallback.suggestAlternatives(request),
        allowance,
      ),
    generatePlan: (request, allowance) =>
      answer(
        planPrompt(request, catalogue),
        generatedPlanSchema,
        (plan) => checker.checkPlan(plan, request),
        () => fallback.generatePlan(request),
        allowance,
      ),
  };
}
