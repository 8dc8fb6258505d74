import { MockLanguageModelV4 } from 'ai/test';

/** The hosted model is the edge of the world: tests stand in for it with the SDK's own test double. */
type GenerateResult = Exclude<ConstructorParameters<typeof MockLanguageModelV4>[0], undefined>['doGenerate'];
type Reply = Extract<GenerateResult, { content: unknown }>;

/** A model reply as a provider would hand it over: the text, and why the model stopped. */
export function reply(text: string, finishReason: 'stop' | 'content-filter' = 'stop'): Reply {
  return {
    content: text === '' ? [] : [{ type: 'text', text }],
    finishReason: { unified: finishReason, raw: undefined },
    usage: {
      inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
      outputTokens: { total: 20, text: 20, reasoning: undefined },
    },
    warnings: [],
  };
}

/** A model that gives these replies in turn, one per call. */
export function modelReplying(...texts: string[]): MockLanguageModelV4 {
  return new MockLanguageModelV4({ doGenerate: texts.map((text) => reply(text)) });
}

/** Everything one call put before the model (instructions and messages), as plain text. */
export function promptOf(model: MockLanguageModelV4, call: number): string {
  const messages = model.doGenerateCalls[call]?.prompt ?? [];
  return messages
    .map((message) =>
      typeof message.content === 'string'
        ? message.content
        : message.content.map((part) => ('text' in part ? part.text : '')).join(''),
    )
    .join('\n');
}
