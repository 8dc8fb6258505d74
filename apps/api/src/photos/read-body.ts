/** A request body read whole, or why it was not. */
export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'interrupted' };

/**
 * Reads the body chunk by chunk and stops at `maxBytes`, so an oversized upload is refused after at most that much
 * memory whatever its Content-Length claims; a stream that breaks off mid-way is reported, never half-kept.
 */
export async function readLimitedBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'interrupted' };
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
