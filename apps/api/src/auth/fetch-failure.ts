/**
 * Why a request to a provider never got an answer, in one line. Node's fetch says only "fetch failed" and keeps
 * the reason (ECONNREFUSED, ENOTFOUND, a certificate error) in its cause, or its cause's cause when wrapped (arctic).
 */
export function whyUnreachable(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string; cause?: { code?: string } } }).cause;
  return [(error as Error).message, cause?.code ?? cause?.cause?.code ?? cause?.message]
    .filter(Boolean)
    .join(': ');
}
