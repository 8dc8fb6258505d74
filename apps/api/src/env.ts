import { z } from 'zod';

const optionalSecret = z.string().trim().min(1).max(512).optional();

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).max(255).default('127.0.0.1'),
    /** The origin the browser uses; defaults to http://localhost:PORT. Cookies and OAuth redirects derive from it. */
    PUBLIC_URL: z.url().max(2048).optional(),
    /** `file:` path (embedded) or `libsql://`/`https://` Turso URL. */
    DATABASE_URL: z
      .string()
      .max(2048)
      .regex(/^(file:|libsql:|https?:|wss?:)/, 'must start with file:, libsql:, https: or wss:')
      .default('file:.data/app.db'),
    DATABASE_AUTH_TOKEN: optionalSecret,
    GOOGLE_CLIENT_ID: optionalSecret,
    GOOGLE_CLIENT_SECRET: optionalSecret,
    GITHUB_CLIENT_ID: optionalSecret,
    GITHUB_CLIENT_SECRET: optionalSecret,
  })
  .superRefine((env, ctx) => {
    for (const provider of ['GOOGLE', 'GITHUB'] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        const missing = id ? `${provider}_CLIENT_SECRET` : `${provider}_CLIENT_ID`;
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: `is required when the other ${provider} one is set`,
        });
      }
    }
  });

export type Env = z.infer<typeof configSchema>;

export interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string | undefined;
  database: { url: string; authToken: string | undefined };
  google: ProviderCredentials | undefined;
  github: ProviderCredentials | undefined;
}

function credentials(clientId?: string, clientSecret?: string): ProviderCredentials | undefined {
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

/**
 * Reads configuration once, from process.env on Node or the bindings on Workers, and fails fast with a message
 * that names every wrong or missing variable.
 */
export function parseConfig(source: Record<string, unknown>): Config {
  const result = configSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    database: { url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN },
    google: credentials(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    github: credentials(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
  };
}

/** The Node entry's configuration: the only place that reads process.env. */
export function loadNodeConfig(): Config {
  return parseConfig(process.env);
}
