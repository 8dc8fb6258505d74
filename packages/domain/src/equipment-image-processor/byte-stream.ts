import type { PhotoByteStream } from './port.ts';

/**
 * The stream's chunks, as they arrive. A reader that stops early (the store failed) cancels the stream, so the
 * sender is not read any further; an error of the stream (too large, broken off) is thrown to the reader.
 */
export async function* chunksOf(stream: PhotoByteStream): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      if (value) yield value;
    }
  } catch (error) {
    finished = true;
    throw error;
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}

/** The chunks as one array of bytes. */
export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
