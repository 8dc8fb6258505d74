import { describe, expect, it } from 'vitest';
import { decodeChunkSteps, UTF8_DECODE_BYTES_PER_STEP } from './utf8-slices.ts';

describe('decodeChunkSteps (an upload chunk of UTF-8 bytes as text, in steps)', () => {
  it('decodes a slice per step, keeping a character split between slices or chunks whole', () => {
    // 'é' is two bytes and '💪' four: at this offset slice and chunk boundaries fall inside them.
    const text = `${'a'.repeat(UTF8_DECODE_BYTES_PER_STEP - 1)}é${'💪'.repeat(UTF8_DECODE_BYTES_PER_STEP)}ü`;
    const bytes = new TextEncoder().encode(text);
    const decoder = new TextDecoder();
    const pieces: string[] = [];
    let steps = 0;
    const cut = 3 * UTF8_DECODE_BYTES_PER_STEP + 1;
    for (const chunk of [bytes.subarray(0, cut), bytes.subarray(cut)])
      for (const _ of decodeChunkSteps(decoder, chunk, pieces)) steps++;
    pieces.push(decoder.decode());
    expect(pieces.join('')).toBe(text);
    // No step decodes more than a slice: the first chunk in 4 steps, the rest in as many as it has slices.
    expect(steps).toBe(4 + Math.ceil((bytes.length - cut) / UTF8_DECODE_BYTES_PER_STEP));
    expect(pieces.length).toBe(steps + 1);
  });

  it('turns a broken sequence into U+FFFD, as a browser reading the file as text does', () => {
    const decoder = new TextDecoder();
    const pieces: string[] = [];
    for (const _ of decodeChunkSteps(decoder, new Uint8Array([0x7b, 0xff, 0x7d]), pieces));
    pieces.push(decoder.decode());
    expect(pieces.join('')).toBe('{\uFFFD}');
  });
});
