/** Spec §7 error codes. */
export const ERROR_CODES = [
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'aborted',
  'resource-exhausted',
  'cancelled',
  'internal',
  'unimplemented',
  'unavailable',
  'deadline-exceeded',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Spec §7 HTTP status → error code table. */
export const ERROR_CODE_BY_HTTP_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

export const HTTP_STATUS_BY_ERROR_CODE: Readonly<Record<ErrorCode, number>> = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  aborted: 409,
  'resource-exhausted': 429,
  cancelled: 499,
  internal: 500,
  unimplemented: 501,
  unavailable: 503,
  'deadline-exceeded': 504,
};

/**
 * A network failure (no status) is internal (spec §7). Statuses outside the table are also internal: the spec
 * names no other code, and treating the unknown as a server fault is the safe reading.
 */
export function errorCodeFromHttpStatus(status: number | null | undefined): ErrorCode {
  if (status === null || status === undefined) return 'internal';
  return ERROR_CODE_BY_HTTP_STATUS[status] ?? 'internal';
}

/** tRPC error code names, as plain strings so the domain does not depend on tRPC. */
export const TRPC_CODE_BY_ERROR_CODE = {
  'invalid-argument': 'BAD_REQUEST',
  unauthenticated: 'UNAUTHORIZED',
  'permission-denied': 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  aborted: 'CONFLICT',
  'resource-exhausted': 'TOO_MANY_REQUESTS',
  cancelled: 'CLIENT_CLOSED_REQUEST',
  internal: 'INTERNAL_SERVER_ERROR',
  unimplemented: 'NOT_IMPLEMENTED',
  unavailable: 'SERVICE_UNAVAILABLE',
  'deadline-exceeded': 'TIMEOUT',
} as const satisfies Record<ErrorCode, string>;
export type TrpcCodeName = (typeof TRPC_CODE_BY_ERROR_CODE)[ErrorCode];

/** The reverse lookup for the web: a tRPC code name back to the spec's code; unknown names are internal. */
export function errorCodeFromTrpcCode(name: string | null | undefined): ErrorCode {
  const found = ERROR_CODES.find((code) => TRPC_CODE_BY_ERROR_CODE[code] === name);
  return found ?? 'internal';
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
