import { expect, it } from 'vitest';
import { createLocalIdentityProvider } from './local-idp.ts';

it('refuses to start in production', async () => {
  await expect(
    createLocalIdentityProvider({ publicUrl: 'http://localhost:3000', nodeEnv: 'production' }),
  ).rejects.toThrow(/production/);
});

it('derives its issuer from the public URL and generates its own client', async () => {
  const options = { publicUrl: 'http://localhost:3000', nodeEnv: 'development' } as const;
  const a = await createLocalIdentityProvider(options);
  const b = await createLocalIdentityProvider(options);
  expect(a.mountPath).toBe('/oidc');
  expect(a.issuer).toBe('http://localhost:3000/oidc');
  expect(a.clientSecret.length).toBeGreaterThanOrEqual(32);
  expect(a.clientId).not.toBe(b.clientId);
  expect(a.clientSecret).not.toBe(b.clientSecret);
});
