import { spawn } from 'node:child_process';

/**
 * `pnpm idp`'s entry (idp.ts) as a child process with a client registered ahead: the tests' OpenID provider and the
 * edge stack's (`npm run edge`), which a Worker signs in through by discovery as through Keycloak or Auth0.
 */

export interface IdentityProviderProcess {
  /** Read from the line it prints, as a person would read it. */
  issuer: string;
  close: () => Promise<void>;
}

const idpEntry = new URL('./idp.ts', import.meta.url).pathname;

export async function startIdentityProviderProcess(client: {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** 0 (the default) for a free one; the issuer names the port, so a fixed one keeps accounts linked across runs. */
  port?: number;
  /** `test` unless given (the edge stack runs it as `development`). */
  nodeEnv?: 'development' | 'test';
}): Promise<IdentityProviderProcess> {
  const child = spawn(
    process.execPath,
    [
      idpEntry,
      `--port=${client.port ?? 0}`,
      `--client-id=${client.clientId}`,
      ...client.redirectUris.map((uri) => `--redirect-uri=${uri}`),
    ],
    // The secret through the environment, as a deployment would pass it (argv is visible to every local user).
    {
      env: { ...process.env, NODE_ENV: client.nodeEnv ?? 'test', IDP_CLIENT_SECRET: client.clientSecret },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // If the owner dies without closing it (a crashed test run), it goes too.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  let output = '';
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`pnpm idp did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Local identity provider is running at (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    // 'close', not 'exit': only then has all it printed (why it stopped) been read.
    child.once('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`pnpm idp exited with ${code}:\n${output}`));
    });
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
