/**
 * A database server over its load answers HTTP 429 without running anything (sqld, with its queue of requests full;
 * Turso likewise), so the request is sent again after a short wait rather than the athlete's call failing as
 * 'unavailable': a few tries, waiting longer each time (or as long as Retry-After says, up to a second), within about
 * a second in all. Then the 429 goes back to the client, which answers 503.
 */
export const BUSY_RETRY_WAITS_MS = [25, 100, 400] as const;

function waitFor(answer: Response, planned: number): number {
  const asked = Number(answer.headers.get('retry-after'));
  return Number.isFinite(asked) && asked > 0 ? Math.min(asked * 1000, 1000) : planned;
}

export function retryWhenBusy(send: typeof fetch): typeof fetch {
  return async (input, init) => {
    // libSQL's client hands over a Request whose body can be read once: each try sends a copy.
    const request = new Request(input, init);
    for (const planned of BUSY_RETRY_WAITS_MS) {
      const answer = await send(request.clone());
      if (answer.status !== 429) return answer;
      await answer.body?.cancel();
      // Jitter, so the requests turned away together do not all come back together.
      await new Promise((done) => setTimeout(done, waitFor(answer, planned) * (0.5 + Math.random())));
    }
    return send(request);
  };
}
