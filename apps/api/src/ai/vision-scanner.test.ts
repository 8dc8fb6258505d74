import {
  type EquipmentImageResult,
  equipmentImageResultSchema,
  SCAN_MAX_PHOTOS,
  SCAN_MESSAGES,
  type ScanRequest,
  scanPhotos,
  type UserEquipment,
} from '@liftwise/domain';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../env.ts';
import { sdkAsk } from './ask-model.ts';
import { visionScannerFromConfig } from './provider.ts';
import { modelReplying, promptOf } from './test-support.ts';
import { createVisionScanner } from './vision-scanner.ts';
import { type WorkersAiBinding, workersAiAsk } from './workers-ai.ts';
import { workersVisionScanner } from './workers-vision.ts';

/** A photo's bytes: the JPEG magic number is all a model double needs to see. */
const photo = {
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
  contentType: 'image/jpeg' as const,
};

const bench: UserEquipment = {
  id: 'bench',
  name: 'Garage Flat Bench',
  category: 'Benches',
  subcategory: 'Flat Benches',
  status: 'Good',
  availability: { always: true, timeRestrictions: [], notes: '' },
  specifications: {},
  imageUrl: '',
  description: '',
  locationIds: ['home'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const png = {
  bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
  contentType: 'image/png' as const,
};
const request: ScanRequest = { photos: [photo, png], knownEquipment: [bench] };

function seen(name: string, category: string, subcategory: string) {
  return {
    id: 'same',
    name,
    status: 'Good',
    category,
    subcategory,
    description: 'By the wall.',
    specifications: { weight: '20 kg' },
    availability: { always: true, timeRestrictions: [], notes: '' },
  };
}

const answer = {
  equipment: [
    seen('olympic barbell', 'Barbells', 'Bars'),
    seen('Red slam ball 10 kg', 'conditioning', 'medicine ball'),
  ],
  confidence: 0.82,
  summary: 'A garage gym with a barbell and a wall ball.',
};

function scannerOver(model: MockLanguageModelV4, timeoutMs?: number) {
  const scanner = createVisionScanner({ ask: sdkAsk(model), timeoutMs });
  if (!scanner.available) throw new Error('a vision scanner is always available');
  return scanner;
}

describe('the vision scanner over the ai SDK', () => {
  it('sends the photos as images with the known equipment and the catalogue, and matches the answer to it', async () => {
    const model = modelReplying(JSON.stringify(answer));
    const result: EquipmentImageResult = await scannerOver(model).scan(request);
    expect(equipmentImageResultSchema.parse(result)).toEqual(result);
    expect(result).toEqual({
      confidence: 0.82,
      summary: 'A garage gym with a barbell and a wall ball.',
      equipment: [
        { ...seen('Olympic Barbell', 'Free Weights', 'Barbells'), id: 'scan-1' },
        { ...seen('Red slam ball 10 kg', 'Conditioning', 'Medicine Balls'), id: 'scan-2' },
      ],
    });

    const call = model.doGenerateCalls[0];
    expect(call?.responseFormat).toMatchObject({ type: 'json', schema: { type: 'object' } });
    const files = (call?.prompt ?? []).flatMap((message) =>
      Array.isArray(message.content) ? message.content.filter((part) => part.type === 'file') : [],
    );
    expect(files.map((part) => part.type === 'file' && part.mediaType)).toEqual(['image/jpeg', 'image/png']);
    const prompt = promptOf(model, 0);
    expect(prompt).toContain('"Garage Flat Bench" ("Benches" / "Flat Benches")');
    expect(prompt).toContain('Racks & Rigs: Power Racks, Half Racks');
    expect(prompt).toContain('never invent an item');
  });

  it('fails with a clear message on a malformed answer, never a made-up result', async () => {
    await expect(scannerOver(modelReplying('I see a nice gym!')).scan(request)).rejects.toThrow(
      "The vision model's answer was not an equipment list (is not valid JSON).",
    );
    const wrongShape = JSON.stringify({ ...answer, confidence: 82 });
    await expect(scannerOver(modelReplying(wrongShape)).scan(request)).rejects.toThrow(
      /^The vision model's answer was not an equipment list \(confidence /,
    );
  });

  it('gives up with a clear message when the model does not answer in time', async () => {
    // A model that answers only when it is told to stop: the scanner's own deadline must end the wait.
    const model = new MockLanguageModelV4({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => abortSignal?.addEventListener('abort', () => reject(abortSignal.reason))),
    });
    await expect(scannerOver(model, 50).scan(request)).rejects.toThrow(
      'The vision model did not answer within 0.05 seconds.',
    );
  });

  it("says the service could not be reached when the provider fails, and leaves the provider's words to the log", async () => {
    const failure = new Error('connect ECONNREFUSED 10.0.0.7:11434');
    const model = new MockLanguageModelV4({
      doGenerate: async () => {
        throw failure;
      },
    });
    const errors: unknown[] = [];
    const scanner = createVisionScanner({ ask: sdkAsk(model), onError: (error) => errors.push(error) });
    if (!scanner.available) throw new Error('a vision scanner is always available');
    await expect(scanner.scan(request)).rejects.toThrow(/^The vision model service could not be reached\.$/);
    expect(errors).toEqual([failure]);
  });
});

describe('the scanner from configuration', () => {
  it('is unavailable with a plain reason when no vision model is configured', () => {
    expect(visionScannerFromConfig(parseConfig({}))).toEqual({
      available: false,
      reason: 'No vision model is configured: set AI_BASE_URL and AI_VISION_MODEL (see the README).',
    });
    // The coach's model alone is no vision model.
    expect(
      visionScannerFromConfig(
        parseConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'qwen3:8b' }),
      ),
    ).toEqual({ available: false, reason: SCAN_MESSAGES.visionUnconfigured });
    expect(workersVisionScanner({ run: async () => ({}) }, parseConfig({}))).toEqual({
      available: false,
      reason: SCAN_MESSAGES.visionUnconfiguredOnWorkers,
    });
  });

  it('is available with AI_BASE_URL and AI_VISION_MODEL', () => {
    const config = parseConfig({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_VISION_MODEL: 'llama3.2-vision',
    });
    expect(visionScannerFromConfig(config).available).toBe(true);
  });
});

describe('the vision scanner over the Workers AI binding', () => {
  it('sends each photo as a data URL beside the text and reads a JSON answer', async () => {
    const calls: Parameters<WorkersAiBinding['run']>[] = [];
    const binding: WorkersAiBinding = {
      async run(...args) {
        calls.push(args);
        return { response: answer };
      },
    };
    const scanner = workersVisionScanner(
      binding,
      parseConfig({ WORKERS_AI_VISION_MODEL: '@cf/meta/llama-4-scout-17b-16e-instruct' }),
    );
    if (!scanner.available) throw new Error('configured');
    const result = await scanner.scan({ photos: [photo], knownEquipment: [] });
    expect(result.equipment.map((item) => item.name)).toEqual(['Olympic Barbell', 'Red slam ball 10 kg']);
    const [model, inputs] = calls[0] ?? [];
    expect(model).toBe('@cf/meta/llama-4-scout-17b-16e-instruct');
    const content = inputs?.messages.at(-1)?.content;
    expect(Array.isArray(content) && content[1]).toEqual({
      type: 'image_url',
      image_url: { url: 'data:image/jpeg;base64,/9j/4AECAw==' },
    });
    expect(workersAiAsk).toBeTypeOf('function');
  });
});

describe('processEquipmentImages core (scanPhotos) with the vision scanner', () => {
  it('answers the matched result and how many photos went, at most the limit per scan', async () => {
    const model = modelReplying(JSON.stringify(answer));
    const photos = Array.from({ length: SCAN_MAX_PHOTOS + 1 }, () => photo);
    const outcome = await scanPhotos({ photos, knownEquipment: [bench], scanner: scannerOver(model) });
    expect(outcome).toMatchObject({ ok: true, photoCount: SCAN_MAX_PHOTOS, result: { confidence: 0.82 } });
    expect(outcome.ok && outcome.result.equipment[0]?.name).toBe('Olympic Barbell');
    const sent = model.doGenerateCalls[0]?.prompt.flatMap((message) =>
      Array.isArray(message.content) ? message.content.filter((part) => part.type === 'file') : [],
    );
    expect(sent).toHaveLength(SCAN_MAX_PHOTOS);
  });

  it('turns a malformed answer and a timeout into failures with their reasons', async () => {
    await expect(
      scanPhotos({
        photos: [photo],
        knownEquipment: [],
        scanner: scannerOver(modelReplying('{"equipment": 3}')),
      }),
    ).resolves.toMatchObject({
      ok: false,
      kind: 'failed',
      reason: expect.stringMatching(/^The vision model's answer was not an equipment list \(equipment /),
    });
    const silent = new MockLanguageModelV4({
      doGenerate: ({ abortSignal }) =>
        new Promise((_, reject) => abortSignal?.addEventListener('abort', () => reject(abortSignal.reason))),
    });
    await expect(
      scanPhotos({ photos: [photo], knownEquipment: [], scanner: scannerOver(silent, 20) }),
    ).resolves.toEqual({
      ok: false,
      kind: 'failed',
      reason: 'The vision model did not answer within 0.02 seconds.',
    });
  });

  it('asks no model when there are no new photos', async () => {
    const model = modelReplying(JSON.stringify(answer));
    await expect(
      scanPhotos({ photos: [], knownEquipment: [], scanner: scannerOver(model) }),
    ).resolves.toEqual({
      ok: false,
      kind: 'no-photos',
      reason: 'No new photos to process.',
    });
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});
