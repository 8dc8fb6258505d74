import { MAX_PUSH_PAYLOAD_BYTES } from '@liftwise/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decryptPush,
  newSubscriber,
  type ReceivedPush,
  startPushService,
} from '../test-support/push-service.ts';
import { createPushSender, PushPayloadTooLargeError } from './send.ts';
import { generateVapidKeys } from './vapid-keys.ts';

const payload = {
  title: 'Rest Complete',
  body: 'Set 3 of 4 · Squat · 100 kg × 5',
  url: '/workouts/start/w1',
};
const subject = 'mailto:coach@liftwise.example';

let service: Awaited<ReturnType<typeof startPushService>>;
let vapid: Awaited<ReturnType<typeof generateVapidKeys>>;
const gone: string[] = [];
beforeAll(async () => {
  vapid = await generateVapidKeys();
  service = await startPushService((path, count) => {
    if (path === '/gone') return 410;
    if (path === '/unknown') return 404;
    if (path === '/flaky') return count <= 2 ? 503 : 201;
    if (path === '/busy') return 429;
    if (path === '/refused') return 400;
    if (path === '/silent') return undefined;
    return 201;
  });
});
afterAll(() => service.close());

const sender = (resolveHost?: (hostname: string) => Promise<readonly string[]>) =>
  createPushSender({
    resolveHost,
    vapid: { ...vapid, subject },
    removeGone: async (endpoint) => {
      gone.push(endpoint);
    },
    fetch: service.fetch,
    timeoutMs: 300,
    retries: 2,
    backoffMs: 10,
  });
const pushesTo = (path: string) => service.received.filter((push) => push.path === path);

/** The VAPID token of a push (RFC 8292): its claims, once its ES256 signature checks out against the key it names. */
async function verifiedVapidClaims(push: ReceivedPush) {
  const match = /^vapid t=([^,]+), k=(\S+)$/.exec(String(push.headers.authorization));
  if (!match) throw new Error(`no VAPID authorization: ${push.headers.authorization}`);
  const [, token = '', key = ''] = match;
  expect(key).toBe(vapid.publicKey);
  const [header = '', claims = '', signature = ''] = token.split('.');
  const publicKey = await crypto.subtle.importKey(
    'raw',
    Buffer.from(key, 'base64url'),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  const valid = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(`${header}.${claims}`),
  );
  expect(valid).toBe(true);
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

describe('sending a push', () => {
  it('delivers the payload encrypted to the subscription, signed by VAPID for the push service’s origin', async () => {
    const subscriber = newSubscriber();
    const endpoint = `${service.origin}/ok`;
    const before = Math.floor(Date.now() / 1000);
    await expect(sender()({ endpoint, ...subscriber }, payload)).resolves.toBe('sent');

    const [push] = pushesTo('/ok');
    if (!push) throw new Error('the push service received nothing');
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high' });
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    // Only the subscriber's private key opens it: the service sees ciphertext.
    expect(push.body.includes(Buffer.from('Rest Complete'))).toBe(false);
    expect(JSON.parse(decryptPush(push, subscriber))).toEqual(payload);
    expect(() => decryptPush(push, newSubscriber())).toThrow();

    const claims = await verifiedVapidClaims(push);
    expect(claims.aud).toBe(service.origin);
    expect(claims.sub).toBe(subject);
    expect(claims.exp).toBeGreaterThan(before);
    expect(claims.exp).toBeLessThanOrEqual(before + 24 * 60 * 60);
  });

  it('removes the subscription the push service says is gone (410) or unknown (404), without trying again', async () => {
    const subscriber = newSubscriber();
    await expect(sender()({ endpoint: `${service.origin}/gone`, ...subscriber }, payload)).resolves.toBe(
      'gone',
    );
    await expect(sender()({ endpoint: `${service.origin}/unknown`, ...subscriber }, payload)).resolves.toBe(
      'gone',
    );
    expect(gone).toEqual([`${service.origin}/gone`, `${service.origin}/unknown`]);
    expect(pushesTo('/gone')).toHaveLength(1);
    expect(pushesTo('/unknown')).toHaveLength(1);
  });

  it('tries again after a 5xx and gets through; gives up on a 429 after its retries, and at once on a 400', async () => {
    const subscriber = newSubscriber();
    await expect(sender()({ endpoint: `${service.origin}/flaky`, ...subscriber }, payload)).resolves.toBe(
      'sent',
    );
    expect(pushesTo('/flaky')).toHaveLength(3);
    // Each attempt is encrypted anew, and each one decrypts to the same payload.
    expect(new Set(pushesTo('/flaky').map((push) => push.body.toString('hex'))).size).toBe(3);
    for (const push of pushesTo('/flaky')) expect(JSON.parse(decryptPush(push, subscriber))).toEqual(payload);

    await expect(sender()({ endpoint: `${service.origin}/busy`, ...subscriber }, payload)).resolves.toBe(
      'failed',
    );
    expect(pushesTo('/busy')).toHaveLength(3);
    await expect(sender()({ endpoint: `${service.origin}/refused`, ...subscriber }, payload)).resolves.toBe(
      'failed',
    );
    expect(pushesTo('/refused')).toHaveLength(1);
  });

  it('gives up on a push service that never answers within its timeout, after its retries', async () => {
    const started = performance.now();
    const outcome = await sender()({ endpoint: `${service.origin}/silent`, ...newSubscriber() }, payload);
    expect(outcome).toBe('failed');
    expect(pushesTo('/silent')).toHaveLength(3);
    // Three timeouts of 300 ms and two short waits: bounded, never hanging.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it(`refuses a payload over ${MAX_PUSH_PAYLOAD_BYTES} bytes before sending anything`, async () => {
    const subscriber = newSubscriber();
    const big = { ...payload, body: 'é'.repeat(MAX_PUSH_PAYLOAD_BYTES / 2) };
    await expect(sender()({ endpoint: `${service.origin}/big`, ...subscriber }, big)).rejects.toThrow(
      PushPayloadTooLargeError,
    );
    expect(pushesTo('/big')).toHaveLength(0);
    // The largest allowed one is delivered whole.
    const largest = {
      ...payload,
      body: 'x'.repeat(MAX_PUSH_PAYLOAD_BYTES - JSON.stringify(payload).length + payload.body.length - 20),
    };
    await expect(sender()({ endpoint: `${service.origin}/largest`, ...subscriber }, largest)).resolves.toBe(
      'sent',
    );
    const [push] = pushesTo('/largest');
    if (!push) throw new Error('the largest payload was not sent');
    expect(JSON.parse(decryptPush(push, subscriber))).toEqual(largest);
  });

  describe('a push service whose name resolves into a private network', () => {
    /** A resolver that answers as DNS would for the push service's name, and remembers what it was asked. */
    const resolving = (...addresses: string[]) => {
      const asked: string[] = [];
      const resolve = async (hostname: string) => {
        asked.push(hostname);
        return addresses;
      };
      return { asked, resolve };
    };

    it.each([
      ['10.1.2.3'],
      ['172.20.0.5'],
      ['192.168.1.1'],
      ['127.0.0.1'],
      ['169.254.169.254'],
      ['100.64.0.1'],
      ['0.0.0.0'],
      ['::1'],
      ['fd00::1'],
      ['fe80::1'],
      ['::ffff:10.0.0.1'],
    ])('is refused when one of its addresses is %s: given up at once, nothing sent', async (address) => {
      const path = `/private-${address.replace(/\W/g, '-')}`;
      const { asked, resolve } = resolving('142.250.185.106', address);
      const outcome = await sender(resolve)(
        { endpoint: `${service.origin}${path}`, ...newSubscriber() },
        payload,
      );
      expect(outcome).toBe('refused');
      expect(asked).toEqual([new URL(service.origin).hostname]);
      expect(pushesTo(path)).toHaveLength(0);
    });

    it('is sent to as before when every address is public', async () => {
      const subscriber = newSubscriber();
      const { asked, resolve } = resolving('142.250.185.106', '2a00:1450:4001:82b::200a');
      await expect(
        sender(resolve)({ endpoint: `${service.origin}/public`, ...subscriber }, payload),
      ).resolves.toBe('sent');
      expect(asked).toEqual([new URL(service.origin).hostname]);
      const [push] = pushesTo('/public');
      if (!push) throw new Error('the push service received nothing');
      expect(JSON.parse(decryptPush(push, subscriber))).toEqual(payload);
    });

    it('is tried again when its name does not resolve, as a push service that does not answer', async () => {
      let lookups = 0;
      const unresolved = async () => {
        lookups++;
        throw new Error('getaddrinfo ENOTFOUND push.liftwise.example');
      };
      const outcome = await sender(unresolved)(
        { endpoint: `${service.origin}/unresolved`, ...newSubscriber() },
        payload,
      );
      expect(outcome).toBe('failed');
      expect(lookups).toBe(3);
      expect(pushesTo('/unresolved')).toHaveLength(0);
    });
  });
});
