import { DATA_TRANSFER_MESSAGES, IMPORT_MAX_BYTES, UTF8_DECODE_BYTES_PER_STEP } from '@liftwise/domain';
import { describe, expect, it } from 'vitest';
import { readUploadText } from './read-upload.ts';

/** A body of `chunks` chunks of `size` bytes, all there at once (loopback), that counts what was pulled. */
function arrivedBody(chunks: number, size: number, byte = 0x61) {
  const pulled = { chunks: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.chunks === chunks) return controller.close();
        pulled.chunks++;
        controller.enqueue(new Uint8Array(size).fill(byte));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled };
}

describe('readUploadText (an import as it arrives)', () => {
  it('offers other requests a turn for every slice it decodes, even when the whole body has arrived', async () => {
    // Chunks of four slices each: a turn per slice, and one more per chunk, however fast they come.
    const { stream } = arrivedBody(8, 4 * UTF8_DECODE_BYTES_PER_STEP);
    let pauses = 0;
    const { text, bytes } = await readUploadText(stream, async () => {
      pauses++;
    });
    expect(bytes).toBe(32 * UTF8_DECODE_BYTES_PER_STEP);
    expect(text).toBe('a'.repeat(bytes));
    expect(pauses).toBe(8 * (4 + 1));
  });

  it('refuses a body larger than an import as soon as it is, and reads no more of it', async () => {
    const size = 1024 * 1024;
    const { stream, pulled } = arrivedBody(100, size);
    await expect(readUploadText(stream, async () => {})).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: DATA_TRANSFER_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024),
    });
    expect(pulled.chunks).toBe(Math.floor(IMPORT_MAX_BYTES / size) + 1);
  });
});
