import { generateText, type LanguageModel, NoObjectGeneratedError, Output } from 'ai';
import { type AskModel, ModelRefusal, shapeProblems } from './model-reply.ts';
import { COACH_INSTRUCTIONS } from './prompts.ts';

/** A model object (a provider's, or the test double); never a gateway id string, which would reach Vercel's. */
export type CoachModel = Exclude<LanguageModel, string>;

/**
 * Asks an `ai` SDK model once for structured output (Node). A reply of the wrong shape comes back as problems (the
 * loop may repair it). One transport retry: a dropped connection should not cost the model path.
 */
export function sdkAsk(model: CoachModel): AskModel {
  return async ({ schema, messages, abortSignal }) => {
    try {
      const result = await generateText({
        model,
        instructions: COACH_INSTRUCTIONS,
        messages,
        output: Output.object({ schema }),
        abortSignal,
        maxRetries: 1,
      });
      if (result.finishReason === 'content-filter') throw new ModelRefusal();
      return { value: result.output, text: result.text };
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error)) throw error;
      if (error.finishReason === 'content-filter') throw new ModelRefusal();
      const text = error.text ?? '';
      return { problems: shapeProblems(schema, text), text };
    }
  };
}
