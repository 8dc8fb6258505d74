import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

/** What the stand-in endpoint answers to one request: a status and a JSON body. */
export interface EndpointReply {
  status: number;
  body: unknown;
}

/** A chat completion whose message is `content`, as an OpenAI-compatible server sends it. */
export function chatCompletion(content: string): EndpointReply {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 0,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
    },
  };
}

/**
 * A small OpenAI-compatible server (what Ollama or llama.cpp serve at /v1) on a free loopback port: the real
 * provider, HTTP and JSON on the way. `reply` answers each request; `bodies` keeps what was sent.
 */
export async function startOpenAiCompatibleServer(reply: (body: unknown) => EndpointReply) {
  const bodies: unknown[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    bodies.push(body);
    const answer = reply(body);
    response.statusCode = answer.status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer.body));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    bodies,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
