import {
  DATA_CHANGE_EVENT,
  DATA_KINDS,
  type DataKind,
  parseDataChange,
  reconnectDelayMs,
} from '@liftwise/domain';

/**
 * Opens the signed-in athlete's real-time stream (`GET /events`) and reports the data areas another
 * device changed. The browser's EventSource retries a dropped stream by itself once (after the server's `retry`);
 * when it fails again, or the server refused it (closed: a 401, a 501, a proxy's 502), this waits longer at each
 * failure in a row (`reconnectDelayMs`, up to a minute) and at once when the network comes back. Changes made while
 * the stream was down were never sent: a stream that opens again reports every area, once. So does the first
 * opening, as `missedSince: 'before-open'`: the data this device kept from before (the app closed, then opened
 * again) may have missed changes too. Returns the stop.
 */
export function openChangeStream(
  onChange: (kinds: readonly DataKind[], missed?: 'before-open' | 'while-down') => void,
  url = '/events',
): () => void {
  let source: EventSource | undefined;
  let failures = 0;
  let opened = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const connect = () => {
    retry = undefined;
    source?.close();
    const current = new EventSource(url);
    source = current;
    current.addEventListener('ready', () => {
      failures = 0;
      onChange(DATA_KINDS, opened ? 'while-down' : 'before-open');
      opened = true;
    });
    current.addEventListener(DATA_CHANGE_EVENT, (event) => {
      const kinds = parseDataChange((event as MessageEvent<string>).data);
      if (kinds.length > 0) onChange(kinds);
    });
    current.addEventListener('error', () => {
      failures += 1;
      // The first drop of an open stream is the browser's to retry; after that, or a refusal, ours, slower each time.
      if (current.readyState !== EventSource.CLOSED && failures === 1) return;
      current.close();
      if (!stopped && retry === undefined) retry = setTimeout(connect, reconnectDelayMs(failures));
    });
  };

  const reconnectNow = () => {
    if (stopped || retry === undefined) return;
    clearTimeout(retry);
    connect();
  };

  connect();
  window.addEventListener('online', reconnectNow);
  return () => {
    stopped = true;
    window.removeEventListener('online', reconnectNow);
    if (retry !== undefined) clearTimeout(retry);
    source?.close();
  };
}
