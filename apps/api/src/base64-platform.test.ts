import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Base64 } from './base64-platform.ts';

/**
 * The Worker's stand-in for js-base64 (wrangler.jsonc's alias) must write and read what libSQL's Hrana JSON carries:
 * standard padded base64 out (js-base64's `fromUint8Array`), and padded, unpadded or URL-safe in (`toUint8Array`).
 * Node's Buffer is the reference.
 */
const samples = [
  new Uint8Array(0),
  ...Array.from({ length: 64 }, (_, length) => new Uint8Array(randomBytes(length))),
  new Uint8Array(randomBytes(200_000)), // larger than one String.fromCharCode call may take
];

describe("the Worker's base64 for libSQL", () => {
  it('writes standard padded base64 for any bytes, large ones included', () => {
    for (const bytes of samples)
      expect(Base64.fromUint8Array(bytes)).toBe(Buffer.from(bytes).toString('base64'));
  });

  it('reads padded, unpadded and URL-safe base64 back to the same bytes', () => {
    for (const bytes of samples) {
      expect(Base64.toUint8Array(Buffer.from(bytes).toString('base64'))).toEqual(bytes);
      expect(Base64.toUint8Array(Buffer.from(bytes).toString('base64url'))).toEqual(bytes);
    }
  });
});
