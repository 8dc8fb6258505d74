import type { CoachProblem } from '@liftwise/domain';
import { generateText, type LanguageModel, type ModelMessage, NoObjectGeneratedError, Output } from 'ai';
import type { z } from 'zod';
import { COACH_INSTRUCTIONS } from './prompts.ts';

/** A model object (a provider's, or the test double); never a gateway id string, which would reach Vercel's. */
export type CoachModel = Exclude<LanguageModel, string>;

/** One reply: a value of the schema's shape, or what kept it from being one. `text` is what the model said. */
export type ModelReply<T> = { value: T; text: string } | { problems: CoachProblem[]; text: string };

/** The provider filtered the answer out (content filter): asking again would not help. */
export class ModelRefusal extends Error {
  constructor() {
    super('The model declined to answer');
    this.name = 'ModelRefusal';
  }
}

/** Why a text is not a value of the schema, in the checker's terms, so a malformed reply is repaired like a wrong one. */
function shapeProblems(schema: z.ZodType, text: string): CoachProblem[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [{ path: '', message: 'is not valid JSON' }];
  }
  const result = schema.safeParse(json);
  if (result.success) return [{ path: '', message: 'could not be read' }];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * Asks once for structured output. Provider errors and aborts propagate; a reply of the wrong shape comes back as
 * problems (the caller may repair it). One transport retry: a dropped connection should not cost the model path.
 */
export async function askModel<T>(options: {
  model: CoachModel;
  schema: z.ZodType<T>;
  messages: ModelMessage[];
  abortSignal: AbortSignal;
}): Promise<ModelReply<T>> {
  const { model, schema, messages, abortSignal } = options;
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
}
