import { createServer } from 'node:net';
import { freePort } from '@liftwise/db/free-ports';
import { expect, it } from 'vitest';
import { startIdentityProviderProcess } from './idp-process.ts';

it('says which port is taken when `pnpm idp` cannot listen, instead of exiting without a word', async () => {
  const port = await freePort();
  const taken = createServer();
  await new Promise<void>((done) => taken.listen(port, '127.0.0.1', done));
  try {
    await expect(
      startIdentityProviderProcess({
        clientId: 'liftwise-test',
        clientSecret: 'a-secret-for-this-test-only',
        redirectUris: ['http://127.0.0.1:1/auth/callback/oidc'],
        port,
      }),
    ).rejects.toThrow(`Port ${port} on 127.0.0.1 is already in use`);
  } finally {
    await new Promise((done) => taken.close(done));
  }
}, 30_000);
