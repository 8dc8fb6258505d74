import type { Page } from 'playwright-core';

/**
 * Calls a procedure from the signed-in page, with its session cookie and origin, as the app's own client does
 * (httpBatchLink without a transformer: a mutation is a POST of its input as JSON). For setting up data a test is
 * not about; what the athlete does is done through the screens.
 */
export async function mutateFromPage<T = unknown>(page: Page, procedure: string, input: unknown): Promise<T> {
  return page.evaluate(
    async ({ procedure, input }) => {
      const response = await fetch(`/trpc/${procedure}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(`${procedure}: ${response.status} ${JSON.stringify(body)}`);
      return body.result.data;
    },
    { procedure, input },
  );
}

/** A calendar day n days from the browser's today (same machine, same zone). */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
