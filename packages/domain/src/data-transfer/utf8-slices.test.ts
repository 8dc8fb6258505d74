import { describe, expect, it } from 'vitest';
import { readImportFile, readLiftwiseBytesSteps, readLiftwiseFile } from './read.ts';
import type { Steps } from './steps.ts';
import { decodeUtf8Steps, UTF8_DECODE_BYTES_PER_STEP } from './utf8-slices.ts';

/** How many pieces the steps run in, and their answer. */
function counted<T>(steps: Steps<T>): { pieces: number; value: T } {
  let pieces = 1;
  for (;;) {
    const next = steps.next();
    if (next.done) return { pieces, value: next.value };
    pieces++;
  }
}

const HEADER =
  'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration';

describe('decodeUtf8Steps (the bytes of an import file as text, in steps)', () => {
  it('decodes a slice per step, keeping a character split between slices whole', () => {
    // 'é' is two bytes and '💪' four: at this offset slice boundaries fall inside them.
    const text = `${'a'.repeat(UTF8_DECODE_BYTES_PER_STEP - 1)}é${'💪'.repeat(UTF8_DECODE_BYTES_PER_STEP / 3)}ü`;
    const bytes = new TextEncoder().encode(text);
    const { pieces, value } = counted(decodeUtf8Steps(bytes));
    expect(value).toBe(text);
    expect(pieces).toBe(Math.ceil(bytes.length / UTF8_DECODE_BYTES_PER_STEP) + 1);
  });

  it('reads a document sent as bytes as the text reader does, in a piece per slice or more', () => {
    const lines = [HEADER];
    for (let session = 0; session < 400; session++) {
      const date = new Date(Date.UTC(2020, 0, 1, 8) + session * 86_400_000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' ');
      for (let set = 1; set <= 10; set++)
        lines.push(`${date};"Session ${session}";"Squat (Barbell)";${set};100;kg;5;8;;;0;"Café 💪";"";1h`);
    }
    const { document } = readImportFile(`${lines.join('\n')}\n`, {
      weightUnit: 'kg',
      timeZone: 'UTC',
      now: new Date('2026-01-01T00:00:00Z'),
    });
    const text = JSON.stringify(document);
    const bytes = new TextEncoder().encode(text);
    expect(bytes.length).toBeGreaterThan(4 * UTF8_DECODE_BYTES_PER_STEP);
    const { pieces, value } = counted(readLiftwiseBytesSteps(bytes));
    expect(value).toEqual(readLiftwiseFile(text));
    expect(value.completedWorkouts).toHaveLength(400);
    // In many short pieces, never one long run.
    expect(pieces).toBeGreaterThan(bytes.length / UTF8_DECODE_BYTES_PER_STEP);
  });
});
