import type { Context } from 'hono';

/**
 * Lets `work` run on after the response is sent: a Worker is kept alive for it (`waitUntil`), a Node process runs it
 * anyway. Hono's `executionCtx` throws where there is none (Node).
 */
export function afterAnswer(c: Context, work: Promise<unknown>): void {
  let executionCtx: { waitUntil(promise: Promise<unknown>): void } | undefined;
  try {
    executionCtx = c.executionCtx;
  } catch {
    executionCtx = undefined;
  }
  executionCtx?.waitUntil(work);
}
