import { generateText, Output } from 'ai';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { parseConfig } from '../env.ts';
import { modelFromConfig, withCoachSettings } from './provider.ts';
import { modelReplying } from './test-support.ts';

describe('the coach model from configuration', () => {
  it('is absent when no model is configured, so the built-in coach answers', () => {
    expect(modelFromConfig(parseConfig({}))).toBeUndefined();
  });

  it('is the configured model at the OpenAI-compatible endpoint', () => {
    const model = modelFromConfig(
      parseConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'qwen3:8b' }),
    );
    expect(model).toMatchObject({ modelId: 'qwen3:8b', provider: 'coach.chat' });
  });

  it('reads JSON a model wrapped in a code fence, and asks without strict schema mode', async () => {
    const inner = modelReplying('```json\n{"name":"Pull-Up"}\n```');
    const { output } = await generateText({
      model: withCoachSettings(inner),
      prompt: 'One exercise',
      output: Output.object({ schema: z.object({ name: z.string() }) }),
    });
    expect(output).toEqual({ name: 'Pull-Up' });
    expect(inner.doGenerateCalls[0]?.providerOptions).toEqual({ coach: { strictJsonSchema: false } });
  });
});
