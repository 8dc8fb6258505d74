import { parseArgs } from 'node:util';
// zod/mini's English messages (the domain's entry sets them); without it every issue says only "Invalid input".
import '@liftwise/domain';
import * as z from 'zod/mini';

/**
 * The settings of `pnpm idp`, the local identity provider as its own process: from flags, else IDP_* variables,
 * else defaults that suit `npm start` (:3000) and `wrangler dev` (:8787) on this machine.
 */

const FLAGS = {
  port: { type: 'string', env: 'IDP_PORT' },
  host: { type: 'string', env: 'IDP_HOST' },
  'public-url': { type: 'string', env: 'IDP_PUBLIC_URL' },
  'client-id': { type: 'string', env: 'IDP_CLIENT_ID' },
  'client-secret': { type: 'string', env: 'IDP_CLIENT_SECRET' },
  'redirect-uri': { type: 'string', multiple: true, env: 'IDP_REDIRECT_URIS' },
} as const;
type Flag = keyof typeof FLAGS;

const DEFAULT_REDIRECT_URIS = [
  'http://localhost:8787/auth/callback/oidc',
  'http://localhost:3000/auth/callback/oidc',
];

const url = z.url().check(z.maxLength(2048));
const schema = z.object({
  port: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 4010),
  host: z._default(z.string().check(z.minLength(1), z.maxLength(255)), '127.0.0.1'),
  'public-url': z.optional(url),
  'client-id': z._default(z.string().check(z.minLength(1), z.maxLength(255)), 'liftwise-local'),
  // Short secrets are guessable; a generated one is printed when none is given.
  'client-secret': z.optional(z.string().check(z.minLength(16), z.maxLength(512))),
  'redirect-uri': z._default(z.array(url).check(z.minLength(1), z.maxLength(20)), DEFAULT_REDIRECT_URIS),
  LOCAL_SIGN_IN: z._default(z.enum(['0', '1'], 'must be 0 or 1'), '0'),
  NODE_ENV: z.optional(z.enum(['development', 'production', 'test'])),
});

export interface IdpConfig {
  port: number;
  host: string;
  /** Where others reach it (its issuer is this + /oidc); http://HOST:PORT when absent. */
  publicUrl: string | undefined;
  clientId: string;
  /** Absent: generated at start and printed. */
  clientSecret: string | undefined;
  redirectUris: string[];
  /** LOCAL_SIGN_IN=1, as for the app: it may then run on an address others can reach. */
  allowNonLoopback: boolean;
  nodeEnv: 'development' | 'production' | 'test' | undefined;
}

/** Reads flags (`argv` without node and the script) over the environment; throws naming every wrong setting. */
export function parseIdpConfig(argv: string[], env: Record<string, string | undefined>): IdpConfig {
  const { values } = parseArgs({ args: argv, options: FLAGS, strict: true, allowPositionals: false });
  const given: Record<string, unknown> = { LOCAL_SIGN_IN: env.LOCAL_SIGN_IN, NODE_ENV: env.NODE_ENV };
  for (const [flag, option] of Object.entries(FLAGS) as [Flag, (typeof FLAGS)[Flag]][]) {
    const fromEnv = env[option.env];
    given[flag] =
      values[flag] ?? ('multiple' in option ? fromEnv?.split(',').map((part) => part.trim()) : fromEnv);
  }
  const result = schema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const [key, ...rest] = issue.path.map(String);
      const option = FLAGS[key as Flag];
      const name = option ? `--${key} / ${option.env}` : key;
      // A list's entry is counted from 1, as a person counts their flags.
      const entry = rest.length > 0 ? ` #${Number(rest[0]) + 1}` : '';
      return `  ${name}${entry}: ${issue.message}`;
    });
    throw new Error(`Invalid pnpm idp settings:\n${lines.join('\n')}`);
  }
  const settings = result.data;
  return {
    port: settings.port,
    host: settings.host,
    publicUrl: settings['public-url']?.replace(/\/$/, ''),
    clientId: settings['client-id'],
    clientSecret: settings['client-secret'],
    redirectUris: settings['redirect-uri'],
    allowNonLoopback: settings.LOCAL_SIGN_IN === '1',
    nodeEnv: settings.NODE_ENV,
  };
}
