/** The part of http_ece (Encrypted Content-Encoding, RFC 8188) the push tests use to read what was sent. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(
    buffer: Uint8Array,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ): Buffer;
}
