import { describe, expect, it } from 'vitest';
import { chunksOf, concatBytes } from './byte-stream.ts';
import type { PhotoByteStream } from './port.ts';

/** A stream over `chunks` that notes whether its reader cancelled it; it errors at the end if told to. */
function streamOf(chunks: Uint8Array[], failAtEnd = false) {
  let cancelled = false;
  const stream: PhotoByteStream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks.shift();
      if (chunk) controller.enqueue(chunk);
      else if (failAtEnd) controller.error(new Error('broken off'));
      else controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { stream, cancelled: () => cancelled };
}

describe('a photo stream read chunk by chunk', () => {
  it('gives the chunks in order, which make up the bytes', async () => {
    const { stream } = streamOf([new Uint8Array([1, 2]), new Uint8Array([3])]);
    const chunks: Uint8Array[] = [];
    for await (const chunk of chunksOf(stream)) chunks.push(chunk);
    expect(concatBytes(chunks)).toEqual(new Uint8Array([1, 2, 3]));
  });

  it("throws the stream's error to the reader", async () => {
    const { stream } = streamOf([new Uint8Array([1])], true);
    const readAll = async () => {
      for await (const _ of chunksOf(stream)) {
        // Read on to the end, or the error.
      }
    };
    await expect(readAll()).rejects.toThrow('broken off');
  });

  it('cancels the stream when the reader stops early, so the sender is read no further', async () => {
    const source = streamOf([new Uint8Array([1]), new Uint8Array([2])]);
    for await (const _ of chunksOf(source.stream)) break;
    expect(source.cancelled()).toBe(true);
  });
});
