import { afterEach, expect, it } from 'vitest';
import { createLocalIdentityProvider } from './local-idp.ts';

const originalEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = originalEnv;
});

it('refuses to start in production', async () => {
  process.env.NODE_ENV = 'production';
  await expect(createLocalIdentityProvider({ publicUrl: 'http://localhost:3000' })).rejects.toThrow(
    /production/,
  );
});

it('derives its issuer from the public URL and generates its own client', async () => {
  const a = await createLocalIdentityProvider({ publicUrl: 'http://localhost:3000' });
  const b = await createLocalIdentityProvider({ publicUrl: 'http://localhost:3000' });
  expect(a.mountPath).toBe('/oidc');
  expect(a.issuer).toBe('http://localhost:3000/oidc');
  expect(a.clientSecret.length).toBeGreaterThanOrEqual(32);
  expect(a.clientId).not.toBe(b.clientId);
  expect(a.clientSecret).not.toBe(b.clientSecret);
});
