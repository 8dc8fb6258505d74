import { concatBytes } from '@liftwise/domain';

/** Why an upload's body was not taken whole. */
export type BodyProblem = 'too-large' | 'interrupted';

/** An upload's body, opened: its first bytes to sniff, then the whole of it as it arrives. */
export interface OpenedBody {
  /** The first `headBytes` (fewer only when the body is shorter): enough to tell the image type. */
  head: Uint8Array;
  /**
   * The whole body, head included, pulled from the sender only as the store reads it. It errors once more than
   * `maxBytes` have arrived (and stops reading the sender) or when the sender breaks off.
   */
  stream: ReadableStream<Uint8Array>;
  /** Bytes received so far. */
  received(): number;
  /** Why the stream errored, once it has; null while it has not. */
  problem(): BodyProblem | null;
}

class BodyStopped extends Error {}

/**
 * Opens a request body for streaming to the photo store with the size limit enforced as it arrives, whatever the
 * sender's Content-Length claims: at most `maxBytes` (and one chunk) ever pass, and nothing holds the whole body.
 * Only the head is read here; the rest waits for the store.
 */
export async function openBody(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  headBytes: number,
): Promise<OpenedBody | { refused: BodyProblem }> {
  const reader = (body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() })).getReader();
  let total = 0;
  let problem: BodyProblem | null = null;
  let ended = false;

  /** The next chunk, or null at the end; throws BodyStopped (with `problem` set) past the limit or on a break. */
  async function next(): Promise<Uint8Array | null> {
    let result: Awaited<ReturnType<typeof reader.read>>;
    try {
      result = await reader.read();
    } catch {
      problem = 'interrupted';
      throw new BodyStopped(problem);
    }
    if (result.done) {
      ended = true;
      return null;
    }
    total += result.value.byteLength;
    if (total > maxBytes) {
      problem = 'too-large';
      await reader.cancel().catch(() => {});
      throw new BodyStopped(problem);
    }
    return result.value;
  }

  const pending: Uint8Array[] = [];
  let headLength = 0;
  try {
    while (headLength < headBytes && !ended) {
      const chunk = await next();
      if (chunk) {
        pending.push(chunk);
        headLength += chunk.byteLength;
      }
    }
  } catch {
    return { refused: problem ?? 'interrupted' };
  }
  const head = concatBytes(pending).slice(0, headBytes);

  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const queued = pending.shift();
        if (queued) return controller.enqueue(queued);
        try {
          const chunk = await next();
          if (chunk) controller.enqueue(chunk);
          else controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // Nothing is read ahead of the store: a slow disk or bucket slows the sender rather than filling memory.
    { highWaterMark: 0 },
  );
  return { head, stream, received: () => total, problem: () => problem };
}

/** The body's size as the sender declared it, if they did. */
export function declaredLength(request: Request): number | undefined {
  const header = request.headers.get('Content-Length');
  if (header === null || !/^\d+$/.test(header)) return undefined;
  return Number(header);
}
