import type { InArgs, InStatement } from '@libsql/client';

const SELECT = /^\s*select\b/i;

/** A statement that only reads: Drizzle's selects start with `select` (a write with RETURNING does not). */
export function isSelect(stmt: InStatement | [string, InArgs?] | string): boolean {
  const sql = typeof stmt === 'string' ? stmt : Array.isArray(stmt) ? stmt[0] : stmt.sql;
  return SELECT.test(sql);
}
