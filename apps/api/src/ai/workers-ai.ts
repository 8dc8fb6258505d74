import { spendModelRequest } from '@liftwise/domain';
import { COACH_INSTRUCTIONS } from './model-prompts.ts';
import type { AskModel, CoachMessage } from './model-reply.ts';
import { readReply } from './model-reply.ts';
import { replyJsonSchema } from './reply-schemas.ts';

/** The Workers AI binding (wrangler.jsonc `ai`), as much of it as the coach uses. */
export interface WorkersAiBinding {
  run(
    model: string,
    inputs: {
      messages: { role: 'system' | 'user' | 'assistant'; content: string | WorkersAiContentPart[] }[];
      response_format: { type: 'json_schema'; json_schema: unknown };
      max_tokens?: number;
    },
    options?: { signal?: AbortSignal },
  ): Promise<{ response?: unknown }>;
}

/**
 * A part of a message for a Workers AI vision model, in the OpenAI-style form the multimodal models there take
 * (e.g. @cf/meta/llama-4-scout-17b-16e-instruct, @cf/mistralai/mistral-small-3.1-24b-instruct): an image goes as
 * a data URL.
 */
export type WorkersAiContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string } };

export function isWorkersAiBinding(value: unknown): value is WorkersAiBinding {
  return typeof (value as WorkersAiBinding | undefined)?.run === 'function';
}

/** A plan of many weeks is a long answer; the models' default (256 tokens) would cut it off. */
const MAX_TOKENS = 8192;

/**
 * Asks a Workers AI model once, in JSON mode with the domain's schema, straight through the binding: no SDK, and
 * the schema's JSON Schema generated ahead, not converted here, so the Worker stays within its budget (decisions
 * 0014, 0015, 0025). JSON mode answers an object (or, on some models, its text); either is read against the
 * schema, and a wrong shape comes back as problems for the loop to repair.
 */
export function workersAiAsk(binding: WorkersAiBinding, model: string): AskModel {
  return async ({ schema, messages, abortSignal, instructions = COACH_INSTRUCTIONS, allowance }) => {
    await spendModelRequest(allowance);
    const { response } = await binding.run(
      model,
      {
        messages: [{ role: 'system', content: instructions }, ...messages.map(workersAiMessage)],
        response_format: { type: 'json_schema', json_schema: replyJsonSchema(schema) },
        max_tokens: MAX_TOKENS,
      },
      { signal: abortSignal },
    );
    abortSignal.throwIfAborted();
    const text = typeof response === 'string' ? response : JSON.stringify(response ?? null);
    return readReply(schema, text);
  };
}

function workersAiMessage(message: CoachMessage): {
  role: 'user' | 'assistant';
  content: string | WorkersAiContentPart[];
} {
  if (typeof message.content === 'string') return { role: message.role, content: message.content };
  return {
    role: message.role,
    content: message.content.map((part) =>
      part.type === 'text'
        ? part
        : { type: 'image_url', image_url: { url: `data:${part.mediaType};base64,${base64(part.image)}` } },
    ),
  };
}

/** Base64 without Node's Buffer (the Worker has none without the compatibility flag). */
function base64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode takes its bytes as arguments, and a photo's megabytes would overflow the stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}
