/**
 * Whether an error is a request that never got an answer: fetch rejects with a TypeError then, which tRPC's client
 * keeps as its error's cause. An answer from the server (a 500, a refusal) is not one.
 */
export function isNoNetworkError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof TypeError) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
