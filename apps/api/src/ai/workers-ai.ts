import { z } from 'zod';
import type { AskModel } from './model-reply.ts';
import { readReply } from './model-reply.ts';
import { COACH_INSTRUCTIONS } from './prompts.ts';

/** The Workers AI binding (wrangler.jsonc `ai`), as much of it as the coach uses. */
export interface WorkersAiBinding {
  run(
    model: string,
    inputs: {
      messages: { role: 'system' | 'user' | 'assistant'; content: string }[];
      response_format: { type: 'json_schema'; json_schema: unknown };
      max_tokens?: number;
    },
    options?: { signal?: AbortSignal },
  ): Promise<{ response?: unknown }>;
}

export function isWorkersAiBinding(value: unknown): value is WorkersAiBinding {
  return typeof (value as WorkersAiBinding | undefined)?.run === 'function';
}

/** A plan of many weeks is a long answer; the models' default (256 tokens) would cut it off. */
const MAX_TOKENS = 8192;

/**
 * Asks a Workers AI model once, in JSON mode with the domain's schema, straight through the binding: no SDK, so the
 * Worker stays within its budget (decisions 0014, 0015). JSON mode answers an object (or, on some models, its
 * text); either is read against the schema, and a wrong shape comes back as problems for the loop to repair.
 */
export function workersAiAsk(binding: WorkersAiBinding, model: string): AskModel {
  return async ({ schema, messages, abortSignal }) => {
    const { response } = await binding.run(
      model,
      {
        messages: [{ role: 'system', content: COACH_INSTRUCTIONS }, ...messages],
        response_format: { type: 'json_schema', json_schema: z.toJSONSchema(schema, { io: 'input' }) },
        max_tokens: MAX_TOKENS,
      },
      { signal: abortSignal },
    );
    abortSignal.throwIfAborted();
    const text = typeof response === 'string' ? response : JSON.stringify(response ?? null);
    return readReply(schema, text);
  };
}
