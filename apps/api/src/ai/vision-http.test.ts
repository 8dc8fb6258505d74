import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../env.ts';
import { visionScannerFromConfig } from './provider.ts';

/**
 * A small OpenAI-compatible server (what Ollama or llama.cpp serve at /v1) answering one fixed chat completion:
 * the real provider, HTTP and JSON on the way, so the test sees the request a vision model would.
 */
async function serverAnswering(content: string) {
  const bodies: unknown[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    bodies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 0,
        model: 'llama3.2-vision',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 },
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, bodies, baseUrl: `http://127.0.0.1:${port}/v1` };
}

/** An endpoint that is overloaded: every request gets a 503, which the SDK counts as worth retrying. */
async function overloadedServer() {
  let requests = 0;
  const server: Server = createServer(async (request, response) => {
    for await (const _ of request) {
      // The whole body arrives (as a retry would send it again) before the answer.
    }
    requests += 1;
    response.statusCode = 503;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ error: { message: 'overloaded' } }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, requests: () => requests, baseUrl: `http://127.0.0.1:${port}/v1` };
}

let server: Server | undefined;
afterEach(() => {
  server?.close();
});

describe('the Node vision scanner over HTTP', () => {
  it('sends each photo as a data URL with the schema as response_format, and reads the answer', async () => {
    const answer = {
      equipment: [
        {
          id: '1',
          name: 'Power Rack',
          status: 'Good',
          category: 'Racks & Rigs',
          subcategory: 'Power Racks',
          description: 'Black, with J-hooks.',
          specifications: {},
          availability: { always: true, timeRestrictions: [], notes: '' },
        },
      ],
      confidence: 0.9,
      summary: 'A rack.',
    };
    const endpoint = await serverAnswering(JSON.stringify(answer));
    server = endpoint.server;
    const scanner = visionScannerFromConfig(
      parseConfig({ AI_BASE_URL: endpoint.baseUrl, AI_VISION_MODEL: 'llama3.2-vision' }),
    );
    if (!scanner.available) throw new Error('configured');
    const photo = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), contentType: 'image/jpeg' as const };
    const result = await scanner.scan({ photos: [photo], knownEquipment: [] });
    expect(result.equipment.map((item) => [item.id, item.name, item.category])).toEqual([
      ['scan-1', 'Power Rack', 'Racks & Rigs'],
    ]);

    const body = endpoint.bodies[0] as {
      model: string;
      messages: { role: string; content: unknown }[];
      response_format: { type: string };
    };
    expect(body.model).toBe('llama3.2-vision');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.messages.at(-1)?.content).toContainEqual({
      type: 'image_url',
      image_url: { url: 'data:image/jpeg;base64,/9j/4A==' },
    });
  });

  it('sends the photos once: a failed request is not retried with its megabytes', async () => {
    const endpoint = await overloadedServer();
    server = endpoint.server;
    const scanner = visionScannerFromConfig(
      parseConfig({ AI_BASE_URL: endpoint.baseUrl, AI_VISION_MODEL: 'llama3.2-vision' }),
    );
    if (!scanner.available) throw new Error('configured');
    const photo = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), contentType: 'image/jpeg' as const };
    await expect(scanner.scan({ photos: [photo], knownEquipment: [] })).rejects.toThrow();
    expect(endpoint.requests()).toBe(1);
  });
});
