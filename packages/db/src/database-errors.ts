/**
 * One line that names why a database could not be reached or used, for operators (the `pnpm db:migrate` command
 * today; the server's log can use it too). No stack trace, never the token. Runs anywhere: no Node imports.
 */

interface ErrorShape {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  cause?: unknown;
}

const shape = (value: unknown): ErrorShape => (typeof value === 'object' && value !== null ? value : {});

/** The URL as it can be shown: scheme and host of a server (a query may hold a token), the path of a file. */
export function databaseTarget(url: string): string {
  if (url.startsWith('file:')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** The error and its causes, outermost first (drizzle wraps the client's error in "Failed query: …"). */
function chain(error: unknown): ErrorShape[] {
  const errors: ErrorShape[] = [];
  for (let current = error; current && errors.length < 6; current = shape(current).cause)
    errors.push(shape(current));
  return errors;
}

/** The HTTP status the libSQL server answered with, if that is what failed (the client's HttpServerError). */
function httpStatus(errors: ErrorShape[]): number | undefined {
  return errors.map((error) => error.status).find((status) => typeof status === 'number') as
    | number
    | undefined;
}

/**
 * The network failure, if that is what failed: the code under Node's `fetch failed` (ECONNREFUSED, ENOTFOUND, a
 * timeout…), or workerd's own TypeError ("Network connection lost.").
 */
function networkFailure(errors: ErrorShape[]): string | undefined {
  const workerd = errors.find((e) => typeof e.message === 'string' && /^network connection/i.test(e.message));
  if (workerd) return String(workerd.message).replace(/\.$/, '');
  // The Worker gives up a request after a few seconds (AbortSignal.timeout: a DOMException named TimeoutError).
  if (errors.some((e) => (e as { name?: unknown }).name === 'TimeoutError')) return 'no answer in time';
  const at = errors.findIndex((error) => error.message === 'fetch failed');
  if (at === -1) return undefined;
  for (const cause of errors.slice(at + 1)) {
    if (typeof cause.code === 'string') return cause.code;
    if (typeof cause.message === 'string' && cause.message) return cause.message;
  }
  return 'no answer';
}

/** The first line of the first message that is not drizzle's wrapper (which repeats the SQL). */
function firstLine(errors: ErrorShape[]): string {
  const messages = errors
    .map((error) => error.message)
    .filter((m): m is string => typeof m === 'string' && m !== '');
  const message = messages.find((m) => !m.startsWith('Failed query:')) ?? messages[0] ?? 'unknown error';
  return message.split('\n')[0] ?? message;
}

/**
 * Whether `error` says the database cannot be reached or used at all (a refused or missing token, a server down,
 * failing or over its load, the network), rather than that one query was wrong: the app answers 503 'unavailable'
 * for these, which the browser may retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const errors = chain(error);
  const status = httpStatus(errors);
  // 429: the server is over its load (sqld answers so when its queue is full); a moment later it may not be.
  if (status !== undefined) return status === 401 || status === 403 || status === 429 || status >= 500;
  // Node's fetch says `fetch failed` over the network code; workerd's throws a TypeError naming the network.
  // SQLITE_BUSY: other writes held the database past its busy timeout; a moment later they may not.
  return (
    networkFailure(errors) !== undefined ||
    errors.some(
      (e) => e.code === 'SQLITE_BUSY' || (typeof e.message === 'string' && e.message.includes('SQLITE_BUSY')),
    ) ||
    errors.some(
      (e) => typeof e.message === 'string' && /network connection|connect(ion)? refused/i.test(e.message),
    )
  );
}

/** Why `error` happened, as a sentence: what the server or the file said, and what to check. */
export function describeDatabaseError(error: unknown, config: { url: string; authToken?: string }): string {
  const target = databaseTarget(config.url);
  const errors = chain(error);
  const status = httpStatus(errors);
  if (status === 401) {
    return config.authToken
      ? `${target} refused DATABASE_AUTH_TOKEN (HTTP 401): the token is wrong, expired or for another database.`
      : `${target} asks for a token (HTTP 401): set DATABASE_AUTH_TOKEN.`;
  }
  if (status === 403) {
    return `${target} does not let DATABASE_AUTH_TOKEN write (HTTP 403): use a read-write token.`;
  }
  if (status !== undefined) return `${target} answered HTTP ${status}: ${firstLine(errors)}.`;
  const network = networkFailure(errors);
  if (network)
    return `Cannot reach ${target} (${network}): is the server running, and is DATABASE_URL right?`;
  if (config.url.startsWith('file:')) return `Cannot use the database file ${target}: ${firstLine(errors)}.`;
  return `${target}: ${firstLine(errors)}.`;
}
