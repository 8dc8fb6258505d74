import type { Steps } from './steps.ts';

/** Bytes decoded a step: about a tenth of a millisecond, like a batch of the JSON read. */
export const UTF8_DECODE_BYTES_PER_STEP = 64 * 1024;

/** A TextDecoder (the web's, on every runtime), as far as this uses it. */
interface StreamingDecoder {
  decode(input: Uint8Array, options: { stream: boolean }): string;
}

/**
 * Decodes one chunk of an upload's UTF-8 bytes into `pieces`, a slice per step (one decode of 25 MB holds a thread
 * for tens of milliseconds). `decoder` streams: a character split between chunks or slices is kept whole, and a
 * broken sequence becomes U+FFFD, as a browser reading the file as text makes it.
 */
export function* decodeChunkSteps(
  decoder: StreamingDecoder,
  chunk: Uint8Array,
  pieces: string[],
): Steps<void> {
  for (let start = 0; start < chunk.length; start += UTF8_DECODE_BYTES_PER_STEP) {
    pieces.push(decoder.decode(chunk.subarray(start, start + UTF8_DECODE_BYTES_PER_STEP), { stream: true }));
    yield;
  }
}
