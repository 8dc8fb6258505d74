import { Base64 } from '../base64-platform.ts';

/** A VAPID key pair as configured (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY): unpadded base64url. */
export interface VapidKeyPair {
  /** The P-256 public key's 65-byte uncompressed point: what the browser subscribes with. */
  publicKey: string;
  /** The private key's 32-byte scalar (the JWK's `d`). */
  privateKey: string;
}

/** A new ECDSA P-256 pair made with Web Crypto, so the same code runs on Node and in a Worker. */
export async function generateVapidKeys(): Promise<VapidKeyPair> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  const [raw, jwk] = await Promise.all([
    crypto.subtle.exportKey('raw', pair.publicKey),
    crypto.subtle.exportKey('jwk', pair.privateKey),
  ]);
  if (!jwk.d) throw new Error('the generated private key has no d');
  const publicKey = Base64.fromUint8Array(new Uint8Array(raw))
    .replace(/=+$/, '')
    .replace(/[+/]/g, (c) => (c === '+' ? '-' : '_'));
  return { publicKey, privateKey: jwk.d };
}
