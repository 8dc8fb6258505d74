import { buildPushPayload } from '@block65/webcrypto-web-push';
import { MAX_PUSH_PAYLOAD_BYTES, type PushNotificationPayload } from '@liftwise/domain';
import type { VapidConfig } from '../env.ts';
import { isPrivateAddress } from './private-address.ts';

/** Where a push goes: the subscription's endpoint and the keys its payload is encrypted to. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * How one send ended: delivered to the push service, the subscription gone (and removed), refused (its host is
 * in a private network), or given up.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'failed';

export interface PushSenderOptions {
  vapid: VapidConfig;
  /** Removes a subscription the push service says no longer exists (404 or 410). */
  removeGone: (endpoint: string) => Promise<void>;
  fetch?: typeof globalThis.fetch;
  /**
   * Every address the endpoint's host name resolves to, looked up before each attempt so a public name that points
   * into a private network is refused. Node's is `resolveHostOnNode`; the Worker passes none, as its fetch cannot
   * reach a private network.
   */
  resolveHost?: (hostname: string) => Promise<readonly string[]>;
  /** How long one request to the push service may take before it counts as failed. */
  timeoutMs?: number;
  /** Attempts after the first one, for a 429, a 5xx or no answer at all. */
  retries?: number;
  /** The first wait before a retry; each next one doubles. */
  backoffMs?: number;
  /** Seconds a push service keeps a push for a device that is offline. */
  ttlS?: number;
}

/** A payload past what the push services must take (MAX_PUSH_PAYLOAD_BYTES): a programming error, never sent. */
export class PushPayloadTooLargeError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A push service's answer worth trying again: too many requests, or its own failure. */
const isPassing = (status: number) => status === 429 || status >= 500;

/**
 * Sends notifications to one subscription at a time (RFC 8030, the payload encrypted as RFC 8291 says, signed by
 * VAPID): never throws for the push service's sake, so a caller off the request path needs no handler but a log.
 */
export function createPushSender(options: PushSenderOptions) {
  const send = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 1_000;
  const ttl = options.ttlS ?? 60 * 60;

  return async function sendPush(target: PushTarget, payload: PushNotificationPayload): Promise<PushOutcome> {
    const data = JSON.stringify(payload);
    const bytes = new TextEncoder().encode(data).byteLength;
    if (bytes > MAX_PUSH_PAYLOAD_BYTES)
      throw new PushPayloadTooLargeError(
        `a push payload of ${bytes} bytes is over ${MAX_PUSH_PAYLOAD_BYTES}`,
      );
    const subscription = {
      endpoint: target.endpoint,
      expirationTime: null,
      keys: { p256dh: target.p256dh, auth: target.auth },
    };
    const { origin, hostname } = new URL(target.endpoint);
    for (let attempt = 0; ; attempt++) {
      // Built anew for each attempt: a fresh salt and key per message, and a JWT that has not aged. A subscription
      // whose keys cannot be used fails here, and trying again would fail alike.
      let request: Awaited<ReturnType<typeof buildPushPayload>>;
      try {
        request = await buildPushPayload(
          { data, options: { ttl, urgency: 'high' } },
          subscription,
          options.vapid,
        );
      } catch (error) {
        console.warn(`push to ${origin} could not be built`, error);
        return 'failed';
      }
      let status: number | undefined;
      try {
        // A name that resolves to nothing is as good as a push service that does not answer: tried again.
        const addresses = options.resolveHost ? await options.resolveHost(hostname) : [];
        if (addresses.some(isPrivateAddress)) {
          console.warn(`push to ${origin} refused: its host resolves to a private address`);
          return 'refused';
        }
        const response = await send(target.endpoint, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        // Its text is of no use; cancelled so the connection is free again.
        await response.body?.cancel();
      } catch (error) {
        if (attempt >= retries) {
          console.warn(`push to ${origin} failed`, error);
          return 'failed';
        }
      }
      if (status !== undefined && status >= 200 && status < 300) return 'sent';
      if (status === 404 || status === 410) {
        await options.removeGone(target.endpoint);
        return 'gone';
      }
      if (status !== undefined && (!isPassing(status) || attempt >= retries)) {
        console.warn(`push to ${origin} answered ${status}`);
        return 'failed';
      }
      await sleep(backoffMs * 2 ** attempt);
    }
  };
}

export type SendPush = ReturnType<typeof createPushSender>;
