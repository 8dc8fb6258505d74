import { describe, expect, it } from 'vitest';
import { parseConfig } from './env.ts';

describe('configuration', () => {
  it('gives a newcomer the embedded defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      database: { url: 'file:.data/app.db', authToken: undefined },
      google: undefined,
      github: undefined,
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
    expect(config.database).toEqual({ url: 'libsql://db.example.turso.io', authToken: 'token' });
    expect(config.publicUrl).toBe('https://lift.example');
  });

  it('enables a provider only with both its id and secret', () => {
    expect(parseConfig({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }).github).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(() => parseConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('fails fast naming every wrong variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'postgres://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });
});
