import {
  DATA_TRANSFER_MESSAGES,
  decodeChunkSteps,
  IMPORT_MAX_BYTES,
  IMPORT_OPTIONS_MAX_CHARS,
} from '@liftwise/domain';
import { TRPCError } from '@trpc/server';
import { createPacer, runInSlices } from './run-in-slices.ts';

/**
 * An upload's text and its size in bytes, read chunk by chunk as it arrives and decoded a slice at a time between other requests' turns
 *: neither tRPC nor the runtime holds the thread to parse or copy the whole body at once. More than an
 * import's bytes (the file and its options' line) is refused as soon as it arrives, and the rest is never read.
 */
export async function readUploadText(
  upload: ReadableStream<Uint8Array>,
  pause: () => Promise<void> = createPacer(),
): Promise<{ text: string; bytes: number }> {
  const reader = upload.getReader();
  const decoder = new TextDecoder();
  const pieces: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    if (bytes > IMPORT_MAX_BYTES + IMPORT_OPTIONS_MAX_CHARS * 4) {
      await reader.cancel();
      throw new TRPCError({
        code: 'PAYLOAD_TOO_LARGE',
        message: DATA_TRANSFER_MESSAGES.tooLarge(IMPORT_MAX_BYTES / 1024 / 1024),
      });
    }
    await runInSlices(decodeChunkSteps(decoder, value, pieces), pause);
    // A chunk that arrived already may resolve at once, with no turn for anyone else: take one when it is due.
    await pause();
  }
  pieces.push(decoder.decode());
  return { text: pieces.join(''), bytes };
}
