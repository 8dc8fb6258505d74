import type { Steps } from './steps.ts';

/** Bytes decoded a step: about a tenth of a millisecond, like a batch of the JSON read. */
export const UTF8_DECODE_BYTES_PER_STEP = 64 * 1024;

/**
 * The text of a file's UTF-8 bytes, decoded a slice at a time (one decode of 25 MB holds a thread for tens of
 * milliseconds). A character split between slices is kept whole; a broken sequence becomes U+FFFD, as a browser
 * reading the file as text makes it.
 */
export function* decodeUtf8Steps(bytes: Uint8Array): Steps<string> {
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  for (let start = 0; start < bytes.length; start += UTF8_DECODE_BYTES_PER_STEP) {
    pieces.push(decoder.decode(bytes.subarray(start, start + UTF8_DECODE_BYTES_PER_STEP), { stream: true }));
    yield;
  }
  pieces.push(decoder.decode());
  return pieces.join('');
}
