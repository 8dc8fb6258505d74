import { describe, expect, it } from 'vitest';
import { parseIdpConfig } from './idp-config.ts';

describe('pnpm idp settings', () => {
  it('serves on 127.0.0.1:4010 for the app on :3000 and the Worker on :8787 when nothing is given', () => {
    const config = parseIdpConfig([], {});
    expect(config).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      publicUrl: undefined,
      clientId: 'liftwise-local',
      clientSecret: undefined,
      redirectUris: ['http://localhost:8787/auth/callback/oidc', 'http://localhost:3000/auth/callback/oidc'],
      allowNonLoopback: false,
    });
  });

  it('takes flags before the environment, and --redirect-uri as often as needed', () => {
    const config = parseIdpConfig(
      [
        '--port',
        '0',
        '--client-id=app',
        '--redirect-uri',
        'http://127.0.0.1:1/cb',
        '--redirect-uri=http://127.0.0.1:2/cb',
      ],
      {
        IDP_PORT: '5000',
        IDP_CLIENT_ID: 'other',
        IDP_CLIENT_SECRET: 'from-the-environment',
        IDP_REDIRECT_URIS: 'http://x.test/cb',
      },
    );
    expect(config).toMatchObject({
      port: 0,
      clientId: 'app',
      clientSecret: 'from-the-environment',
      redirectUris: ['http://127.0.0.1:1/cb', 'http://127.0.0.1:2/cb'],
    });
    expect(
      parseIdpConfig([], { IDP_REDIRECT_URIS: 'http://a.test/cb, http://b.test/cb' }).redirectUris,
    ).toEqual(['http://a.test/cb', 'http://b.test/cb']);
  });

  it('names every wrong setting, flag or variable', () => {
    let message = '';
    try {
      parseIdpConfig(['--port', 'x', '--redirect-uri', 'not a url'], { IDP_CLIENT_SECRET: 'short' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid pnpm idp settings:/);
    expect(message).toContain('--port / IDP_PORT: ');
    expect(message).toContain('--redirect-uri / IDP_REDIRECT_URIS #1: Invalid URL');
    expect(message).toContain('--client-secret / IDP_CLIENT_SECRET: ');
    expect(() => parseIdpConfig(['--colour'], {})).toThrow(/--colour/);
  });
});
