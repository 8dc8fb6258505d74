import { describe, expect, it } from 'vitest';
import {
  ERROR_CODE_BY_HTTP_STATUS,
  ERROR_CODES,
  errorCodeFromHttpStatus,
  errorCodeFromTrpcCode,
  HTTP_STATUS_BY_ERROR_CODE,
  isErrorCode,
  TRPC_CODE_BY_ERROR_CODE,
} from './codes.ts';

describe('HTTP status → error code (spec §7)', () => {
  it('maps the eleven statuses of the table', () => {
    expect(ERROR_CODE_BY_HTTP_STATUS).toEqual({
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
    });
    for (const [status, code] of Object.entries(ERROR_CODE_BY_HTTP_STATUS)) {
      expect(errorCodeFromHttpStatus(Number(status))).toBe(code);
      expect(HTTP_STATUS_BY_ERROR_CODE[code]).toBe(Number(status));
    }
  });
  it('a network failure is internal; unknown statuses are internal too', () => {
    expect(errorCodeFromHttpStatus(undefined)).toBe('internal');
    expect(errorCodeFromHttpStatus(null)).toBe('internal');
    expect(errorCodeFromHttpStatus(418)).toBe('internal');
  });
  it('maps every code to its tRPC code name and back', () => {
    expect(TRPC_CODE_BY_ERROR_CODE).toEqual({
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
    });
    for (const code of ERROR_CODES) expect(errorCodeFromTrpcCode(TRPC_CODE_BY_ERROR_CODE[code])).toBe(code);
    expect(errorCodeFromTrpcCode('PARSE_ERROR')).toBe('internal');
    expect(errorCodeFromTrpcCode(undefined)).toBe('internal');
    expect(isErrorCode('not-found')).toBe(true);
    expect(isErrorCode('NOT_FOUND')).toBe(false);
  });
});
