import { describe, expect, it } from 'vitest';
import { MAX_PUSH_ENDPOINT_LENGTH } from './limits.ts';
import { isPushEndpoint, savePushSubscriptionInputSchema } from './schema.ts';
import { PUSH_MESSAGES } from './text.ts';

const p256dh = `B${'A'.repeat(86)}`;
const auth = 'abcdefghijklmnopqrstuv';
const valid = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  keys: { p256dh, auth },
  label: ' Chrome on Android ',
};
const messages = (input: unknown) => {
  const result = savePushSubscriptionInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('push subscriptions', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/x',
    'https://updates.push.services.mozilla.com/wpush/v2/x',
    'https://web.push.apple.com/QGx',
    'https://wns2-par02p.notify.windows.com/w/?token=x',
  ])('takes the push services’ endpoints: %s', (url) => {
    expect(isPushEndpoint(url)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/x',
    'https://localhost/x',
    'https://push.localhost/x',
    'https://127.0.0.1/x',
    'https://10.0.0.8/x',
    'https://[::1]/x',
    'https://0x7f.0.0.1/x',
    'https://intranet/x',
    'https://printer.local/x',
    'https://db.internal/x',
    'https://user:secret@fcm.googleapis.com/x',
    'not a url',
  ])('refuses one that is not https or names a private host: %s', (url) => {
    expect(isPushEndpoint(url)).toBe(false);
  });

  it('takes a browser subscription and trims its label', () => {
    const parsed = savePushSubscriptionInputSchema.parse(valid);
    expect(parsed.label).toBe('Chrome on Android');
  });

  it('refuses an endpoint past its bound, bad keys and an empty label, each with its message', () => {
    const long = `https://fcm.googleapis.com/${'x'.repeat(MAX_PUSH_ENDPOINT_LENGTH)}`;
    expect(messages({ ...valid, endpoint: long })).toContain(PUSH_MESSAGES.invalidEndpoint);
    expect(messages({ ...valid, keys: { p256dh: p256dh.slice(1), auth } })).toEqual([
      PUSH_MESSAGES.invalidKeys,
    ]);
    expect(messages({ ...valid, keys: { p256dh, auth: `${auth}==` } })).toEqual([PUSH_MESSAGES.invalidKeys]);
    expect(messages({ ...valid, label: '   ' })).toEqual([PUSH_MESSAGES.invalidLabel]);
    expect(messages({ ...valid, label: 'x'.repeat(81) })).toHaveLength(1);
  });
});
