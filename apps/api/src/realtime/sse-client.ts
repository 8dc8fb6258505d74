/**
 * A small Server-Sent Events reader over fetch for tests and the bench: what a browser's EventSource does, minus
 * reconnecting, with the arrival time of each event. Node's fetch streams the body as it comes.
 */
export interface ReceivedEvent {
  event: string;
  data: string;
  at: number;
}

export interface OpenStream {
  status: number;
  events: ReceivedEvent[];
  /** Resolves with the first event received (from the `from`th on) that matches, or rejects after `timeoutMs`. */
  next(match: (event: ReceivedEvent) => boolean, timeoutMs: number, from?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let blank = buffer.indexOf('\n\n');
        while (blank !== -1) {
          const block = buffer.slice(0, blank);
          buffer = buffer.slice(blank + 2);
          blank = buffer.indexOf('\n\n');
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          if (lines.length === 0) continue;
          const field = (name: string) =>
            lines
              .filter((l) => l.startsWith(`${name}:`))
              .map((l) => l.slice(name.length + 1).replace(/^ /, ''));
          events.push({
            event: field('event')[0] ?? 'message',
            data: field('data').join('\n'),
            at: performance.now(),
          });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close(): the stream ended here.
    } finally {
      for (const wake of waiters) wake();
    }
  })();
  let done = false;
  void ended.then(() => {
    done = true;
  });

  return {
    status: response.status,
    events,
    ended,
    close: () => controller.abort(),
    next(match, timeoutMs, from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) finish(() => resolve(found));
          else if (done) finish(() => reject(new Error('the stream ended before the event came')));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no event within ${timeoutMs} ms`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        void ended.then(check);
        check();
      });
    },
  };
}
