import { type ModelAllowance, spendModelRequest } from '@liftwise/domain';
import {
  generateText,
  type LanguageModel,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  wrapLanguageModel,
} from 'ai';
import { COACH_INSTRUCTIONS } from './model-prompts.ts';
import { type AskModel, type CoachMessage, ModelRefusal, shapeProblems } from './model-reply.ts';

/** A model object (a provider's, or the test double); never a gateway id string, which would reach Vercel's. */
export type CoachModel = Exclude<LanguageModel, string>;

/**
 * The model, spending one of the athlete's allowance before each request it sends: the SDK's transport retry calls
 * it again, so a retry is counted like any request.
 */
function metered(model: CoachModel, allowance: ModelAllowance | undefined): CoachModel {
  if (!allowance) return model;
  return wrapLanguageModel({
    model,
    middleware: {
      wrapGenerate: async ({ doGenerate }) => {
        await spendModelRequest(allowance);
        return doGenerate();
      },
    },
  });
}

/**
 * Asks an `ai` SDK model once for structured output (Node). A reply of the wrong shape comes back as problems (the
 * loop may repair it). One transport retry by default: a dropped connection should not cost the coach's model
 * path. The scanner asks with none: its request carries megabytes of photos, and a silent second copy doubles the
 * load on the server and the model for an answer the athlete can ask for again.
 */
export function sdkAsk(model: CoachModel, { maxRetries = 1 }: { maxRetries?: number } = {}): AskModel {
  return async ({ schema, messages, abortSignal, instructions = COACH_INSTRUCTIONS, allowance }) => {
    try {
      const result = await generateText({
        model: metered(model, allowance),
        instructions,
        messages: messages.map(sdkMessage),
        output: Output.object({ schema }),
        abortSignal,
        maxRetries,
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

/** The SDK's message for ours: an image goes as a file part with its image media type; only users send them. */
function sdkMessage(message: CoachMessage): ModelMessage {
  if (message.role === 'user') {
    if (typeof message.content === 'string') return { role: 'user', content: message.content };
    const parts = message.content.map((part) =>
      part.type === 'text' ? part : { type: 'file' as const, data: part.image, mediaType: part.mediaType },
    );
    return { role: 'user', content: parts };
  }
  const text =
    typeof message.content === 'string'
      ? message.content
      : message.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return { role: 'assistant', content: text };
}
