import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../env.ts';
import { visionScannerFromConfig } from './provider.ts';
import { chatCompletion, startOpenAiCompatibleServer } from './test-support.ts';

let endpoint: Awaited<ReturnType<typeof startOpenAiCompatibleServer>> | undefined;
afterEach(() => endpoint?.close());

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
    endpoint = await startOpenAiCompatibleServer(() => chatCompletion(JSON.stringify(answer)));
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
    // An overloaded endpoint: every request gets a 503, which the SDK counts as worth retrying.
    endpoint = await startOpenAiCompatibleServer(() => ({
      status: 503,
      body: { error: { message: 'overloaded' } },
    }));
    const scanner = visionScannerFromConfig(
      parseConfig({ AI_BASE_URL: endpoint.baseUrl, AI_VISION_MODEL: 'llama3.2-vision' }),
    );
    if (!scanner.available) throw new Error('configured');
    const photo = { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), contentType: 'image/jpeg' as const };
    await expect(scanner.scan({ photos: [photo], knownEquipment: [] })).rejects.toThrow();
    expect(endpoint.bodies).toHaveLength(1);
  });
});
