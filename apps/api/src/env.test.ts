import { describe, expect, it } from 'vitest';
import { DEFAULT_VAPID_SUBJECT, parseConfig } from './env.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limit/rules.ts';

describe('configuration', () => {
  it('gives a newcomer the embedded defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: undefined,
      isDevelopment: false,
      localSignInOptIn: false,
      rateLimits: DEFAULT_RATE_LIMITS,
      port: 3000,
      database: { url: 'file:.data/app.db', primaryUrl: undefined, authToken: undefined },
      google: undefined,
      github: undefined,
      ai: undefined,
      workersAiModel: undefined,
      vision: undefined,
      workersAiVisionModel: undefined,
    });
  });

  it('takes PORT, a Turso DATABASE_URL with its token, and trims a trailing slash off PUBLIC_URL', () => {
    const config = parseConfig({
      PORT: '8080',
      DATABASE_URL: 'libsql://db.example.turso.io',
      DATABASE_AUTH_TOKEN: 'token',
      PUBLIC_URL: 'https://lift.example/',
    });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({
      url: 'libsql://db.example.turso.io',
      primaryUrl: undefined,
      authToken: 'token',
    });
    expect(config.publicUrl).toBe('https://lift.example');
  });

  it('takes the primary behind a replica DATABASE_URL, and refuses one that is not a libSQL server', () => {
    const config = parseConfig({
      DATABASE_URL: 'http://127.0.0.1:8081',
      DATABASE_PRIMARY_URL: 'http://127.0.0.1:8080',
    });
    expect(config.database.primaryUrl).toBe('http://127.0.0.1:8080');
    expect(() => parseConfig({ DATABASE_PRIMARY_URL: 'file:.data/app.db' })).toThrow(
      /DATABASE_PRIMARY_URL: must start with libsql:, https: or http:/,
    );
  });

  it('enables a provider only with both its id and secret', () => {
    expect(parseConfig({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }).github).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('enables the OpenID Connect provider with its issuer, client id and secret, and an optional button name', () => {
    const env = {
      OIDC_ISSUER: 'https://sso.example/realms/lift/',
      OIDC_CLIENT_ID: 'liftwise',
      OIDC_CLIENT_SECRET: 'secret',
    };
    // The issuer is kept without its trailing slash: discovery and the accounts' keys build on it.
    expect(parseConfig(env).oidc).toEqual({
      issuer: 'https://sso.example/realms/lift',
      clientId: 'liftwise',
      clientSecret: 'secret',
      name: undefined,
    });
    expect(parseConfig({ ...env, OIDC_NAME: 'Acme SSO' }).oidc?.name).toBe('Acme SSO');
    expect(parseConfig({}).oidc).toBeUndefined();
  });

  it('wants all three OIDC settings or none, and names each one missing', () => {
    expect(() => parseConfig({ OIDC_ISSUER: 'https://sso.example' })).toThrow(
      /OIDC_CLIENT_ID: is required when OIDC_ISSUER is set[\s\S]*OIDC_CLIENT_SECRET: is required/,
    );
    expect(() => parseConfig({ OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' })).toThrow(
      /OIDC_ISSUER: is required when OIDC_CLIENT_ID is set/,
    );
    expect(() => parseConfig({ OIDC_NAME: 'Acme SSO' })).toThrow(/OIDC_ISSUER: is required when OIDC_NAME/);
  });

  it('takes an https: OIDC_ISSUER, or http: on this machine only, without query or fragment', () => {
    const oidc = { OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' };
    expect(parseConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4010/oidc' }).oidc?.issuer).toBe(
      'http://127.0.0.1:4010/oidc',
    );
    expect(() => parseConfig({ ...oidc, OIDC_ISSUER: 'http://sso.example' })).toThrow(
      /OIDC_ISSUER: must be an https: URL \(http: only on localhost\)/,
    );
    expect(() => parseConfig({ ...oidc, OIDC_ISSUER: 'https://sso.example/?tenant=1' })).toThrow(
      /OIDC_ISSUER: must have no query or fragment/,
    );
    expect(() => parseConfig({ ...oidc, OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
    expect(() =>
      parseConfig({ ...oidc, OIDC_ISSUER: 'https://sso.example', OIDC_NAME: 'x'.repeat(61) }),
    ).toThrow(/OIDC_NAME/);
  });

  it('shows error stacks only when NODE_ENV says development explicitly', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).isDevelopment).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).isDevelopment).toBe(false);
  });

  it('takes the LOCAL_SIGN_IN opt-in and the rate limits, and refuses other values', () => {
    const config = parseConfig({ LOCAL_SIGN_IN: '1', RATE_LIMIT_TRPC: '5000', RATE_LIMIT_AUTH: '7' });
    expect(config.localSignInOptIn).toBe(true);
    expect(config.rateLimits).toEqual({ trpc: 5000, auth: 7, coach: 6 });
    expect(() => parseConfig({ LOCAL_SIGN_IN: 'yes' })).toThrow(/LOCAL_SIGN_IN: must be 0 or 1/);
    expect(() => parseConfig({ RATE_LIMIT_TRPC: '0' })).toThrow(/RATE_LIMIT_TRPC/);
  });

  it('takes the coach model from AI_BASE_URL and AI_MODEL, with an optional AI_API_KEY', () => {
    expect(parseConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'qwen3:8b' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'qwen3:8b',
    });
    expect(
      parseConfig({ AI_BASE_URL: 'https://llm.example/v1', AI_MODEL: 'm', AI_API_KEY: 'key' }).ai?.apiKey,
    ).toBe('key');
  });

  it('refuses half a coach model configuration, naming what is missing', () => {
    expect(() => parseConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      /AI_MODEL: is required when AI_BASE_URL is set/,
    );
    expect(() => parseConfig({ AI_MODEL: 'qwen3:8b' })).toThrow(
      /AI_BASE_URL: is required when AI_MODEL is set/,
    );
    expect(() => parseConfig({ AI_API_KEY: 'key' })).toThrow(/AI_API_KEY: is set but AI_BASE_URL is not/);
    expect(() => parseConfig({ AI_BASE_URL: 'ftp://llm.example', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL: must be an http: or https: URL/,
    );
  });

  it('takes the vision model at AI_BASE_URL, with or without the coach model', () => {
    const alone = parseConfig({
      AI_BASE_URL: 'http://localhost:11434/v1/',
      AI_VISION_MODEL: 'llama3.2-vision',
    });
    expect(alone.vision).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.2-vision',
    });
    expect(alone.ai).toBeUndefined();
    const both = parseConfig({
      AI_BASE_URL: 'https://llm.example/v1',
      AI_API_KEY: 'key',
      AI_MODEL: 'm',
      AI_VISION_MODEL: 'v',
    });
    expect([both.ai?.model, both.vision?.model, both.vision?.apiKey]).toEqual(['m', 'v', 'key']);
    expect(parseConfig({ WORKERS_AI_VISION_MODEL: '@cf/meta/llama-4-scout-17b-16e-instruct' })).toMatchObject(
      {
        vision: undefined,
        workersAiVisionModel: '@cf/meta/llama-4-scout-17b-16e-instruct',
      },
    );
  });

  it('refuses a vision model without AI_BASE_URL, naming it', () => {
    expect(() => parseConfig({ AI_VISION_MODEL: 'llama3.2-vision' })).toThrow(
      /AI_BASE_URL: is required when AI_VISION_MODEL is set/,
    );
    expect(() => parseConfig({ AI_BASE_URL: 'http://localhost:11434/v1', AI_VISION_MODEL: ' ' })).toThrow(
      /AI_VISION_MODEL/,
    );
  });

  it('fails fast naming every wrong variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'postgres://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('takes a VAPID key pair whole, with a subject defaulting to an https public URL, and refuses half a pair', () => {
    const keys = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'k'.repeat(43) };
    expect(parseConfig({}).vapid).toBeUndefined();
    expect(parseConfig(keys).vapid).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
      privateKey: keys.VAPID_PRIVATE_KEY,
      subject: DEFAULT_VAPID_SUBJECT,
    });
    expect(parseConfig({ ...keys, PUBLIC_URL: 'https://lift.example/app' }).vapid?.subject).toBe(
      'https://lift.example',
    );
    expect(parseConfig({ ...keys, VAPID_SUBJECT: 'mailto:ops@lift.example' }).vapid?.subject).toBe(
      'mailto:ops@lift.example',
    );
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(
      /VAPID_PRIVATE_KEY: is required when the other VAPID key is set/,
    );
    expect(() => parseConfig({ ...keys, VAPID_PUBLIC_KEY: 'BAD' })).toThrow(
      /VAPID_PUBLIC_KEY: must be a P-256/,
    );
    expect(() => parseConfig({ ...keys, VAPID_SUBJECT: 'ops@lift.example' })).toThrow(/VAPID_SUBJECT/);
  });
});
