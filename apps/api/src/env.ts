import * as z from 'zod/mini';
import { DEFAULT_AI_DAILY_REQUESTS } from './ai/allowance.ts';
import { isSecureOrLoopbackUrl } from './auth/config.ts';
import { issueLines } from './issue-lines.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limit/rules.ts';

/** A trimmed, non-empty text of at most `max` characters, or absent. */
const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(max)));
/** A whole number from `min` to `max`, read from the environment's text. */
const wholeNumberText = (min: number, max: number) =>
  z.coerce.number().check(z.int(), z.gte(min), z.lte(max));
const optionalSecret = optionalText(512);
const rateLimit = wholeNumberText(1, 1_000_000_000);

const configSchema = z
  .object({
    /**
     * No default: `npm start` runs without it (no stack traces in errors); `pnpm dev` sets `development`, which
     * turns them on; `production` also refuses the local sign-in provider.
     */
    NODE_ENV: z.optional(z.enum(['development', 'production', 'test'])),
    PORT: z._default(wholeNumberText(0, 65535), 3000),
    HOST: z._default(z.string().check(z.minLength(1), z.maxLength(255)), '127.0.0.1'),
    /** The origin the browser uses; defaults to http://localhost:PORT. Cookies and OAuth redirects derive from it. */
    PUBLIC_URL: z.optional(z.url().check(z.maxLength(2048))),
    /** `file:` path (embedded) or `libsql://`/`https://` Turso URL. */
    DATABASE_URL: z._default(
      z
        .string()
        .check(
          z.maxLength(2048),
          z.regex(/^(file:|libsql:|https?:|wss?:)/, 'must start with file:, libsql:, https: or wss:'),
        ),
      'file:.data/app.db',
    ),
    /**
     * The primary when DATABASE_URL is a read replica (Workers): writes, and a session's reads for a
     * few seconds after it wrote, go there. Absent: everything goes to DATABASE_URL (Turso's one URL).
     */
    DATABASE_PRIMARY_URL: z.optional(
      z
        .string()
        .check(z.maxLength(2048), z.regex(/^(libsql:|https?:)/, 'must start with libsql:, https: or http:')),
    ),
    DATABASE_AUTH_TOKEN: optionalSecret,
    /** Runs the local sign-in provider on a non-loopback PUBLIC_URL (a shared demo); anyone can then sign in as anyone. */
    LOCAL_SIGN_IN: z._default(z.enum(['0', '1'], 'must be 0 or 1'), '0'),
    /** Requests per 10 seconds per session (and per address) allowed on /trpc; ×5 per address. */
    RATE_LIMIT_TRPC: z._default(rateLimit, DEFAULT_RATE_LIMITS.trpc),
    /** Sign-in, callback and sign-out requests per 10 seconds per address (and per session). */
    RATE_LIMIT_AUTH: z._default(rateLimit, DEFAULT_RATE_LIMITS.auth),
    /** AI calls (workout, alternatives, plan) per 10 seconds per athlete. */
    RATE_LIMIT_COACH: z._default(rateLimit, DEFAULT_RATE_LIMITS.coach),
    /** Model requests (coach answers, repairs, retries, scans) per athlete per UTC day; 0: never ask a model. */
    AI_DAILY_REQUESTS: z._default(wholeNumberText(0, 1_000_000), DEFAULT_AI_DAILY_REQUESTS),
    GOOGLE_CLIENT_ID: optionalSecret,
    GOOGLE_CLIENT_SECRET: optionalSecret,
    GITHUB_CLIENT_ID: optionalSecret,
    GITHUB_CLIENT_SECRET: optionalSecret,
    /**
     * Any OpenID Connect provider, found by discovery at `{OIDC_ISSUER}/.well-known/openid-configuration`. https:,
     * or http: on this machine (`pnpm idp`); no query or fragment, as the standard has it.
     */
    OIDC_ISSUER: z.optional(
      z.url().check(
        z.maxLength(2048),
        // A text that is no URL at all is reported once, by z.url.
        z.refine(
          (url) => !URL.canParse(url) || isSecureOrLoopbackUrl(url),
          'must be an https: URL (http: only on localhost)',
        ),
        z.refine((url) => !/[?#]/.test(url), 'must have no query or fragment'),
      ),
    ),
    OIDC_CLIENT_ID: optionalSecret,
    OIDC_CLIENT_SECRET: optionalSecret,
    /** The sign-in button's name for it: "Continue with {OIDC_NAME}". */
    OIDC_NAME: optionalText(60),
    /** An OpenAI-compatible endpoint (Ollama, llama.cpp, a hosted service) for the coach; unset: the built-in coach. */
    AI_BASE_URL: z.optional(
      z.url({ protocol: /^https?$/, error: 'must be an http: or https: URL' }).check(z.maxLength(2048)),
    ),
    /** Local servers (Ollama, llama.cpp) take none. */
    AI_API_KEY: optionalSecret,
    AI_MODEL: optionalText(200),
    /** A vision model at AI_BASE_URL for the equipment scanner (e.g. llama3.2-vision on Ollama); unset: no scanner. */
    AI_VISION_MODEL: optionalText(200),
    /** Workers only: the Workers AI vision model the scanner asks, e.g. @cf/meta/llama-4-scout-17b-16e-instruct. */
    WORKERS_AI_VISION_MODEL: optionalText(200),
    /** Workers only: the Workers AI model the coach asks through the `AI` binding, e.g. @cf/meta/llama-3.3-70b-instruct-fp8-fast. */
    WORKERS_AI_MODEL: optionalText(200),
    /**
     * The server's VAPID key pair for notifications (`pnpm vapid:keys` makes one): the P-256 public key (65 bytes)
     * and private key (32 bytes) in unpadded base64url. Unset: no notifications (`npm start` keeps a pair in .data).
     */
    VAPID_PUBLIC_KEY: z.optional(
      z
        .string()
        .check(z.regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a P-256 public key in base64url (pnpm vapid:keys)')),
    ),
    VAPID_PRIVATE_KEY: z.optional(
      z
        .string()
        .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (pnpm vapid:keys)')),
    ),
    /** Who the push services may contact about this server's pushes: a mailto: or https: URL. */
    VAPID_SUBJECT: z.optional(
      z
        .string()
        .check(
          z.maxLength(512),
          z.regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL'),
        ),
    ),
  })
  .check(
    z.superRefine((env, ctx) => {
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
      // The OIDC provider needs all three; the name alone means the others were forgotten.
      const oidcSettings = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
      const oidcGiven = [...oidcSettings, 'OIDC_NAME' as const].find((name) => env[name]);
      if (oidcGiven) {
        for (const name of oidcSettings) {
          if (!env[name]) {
            ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${oidcGiven} is set` });
          }
        }
      }
      // A key pair is both halves; one alone is a copy-paste cut short.
      if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
        const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
        ctx.addIssue({
          code: 'custom',
          path: [missing],
          message: 'is required when the other VAPID key is set',
        });
      }
      // AI_BASE_URL serves the coach's model, the scanner's vision model, or both; each model needs it.
      const missing: [string, string] | undefined =
        !env.AI_BASE_URL && env.AI_MODEL
          ? ['AI_BASE_URL', "is required when AI_MODEL is set (the coach's model needs both)"]
          : !env.AI_BASE_URL && env.AI_VISION_MODEL
            ? ['AI_BASE_URL', 'is required when AI_VISION_MODEL is set (the vision model is asked there)']
            : env.AI_BASE_URL && !env.AI_MODEL && !env.AI_VISION_MODEL
              ? [
                  'AI_MODEL',
                  'is required when AI_BASE_URL is set (or AI_VISION_MODEL, for the scanner alone)',
                ]
              : undefined;
      if (missing) {
        ctx.addIssue({ code: 'custom', path: [missing[0]], message: missing[1] });
      } else if (env.AI_API_KEY && !env.AI_BASE_URL) {
        ctx.addIssue({
          code: 'custom',
          path: ['AI_API_KEY'],
          message: 'is set but AI_BASE_URL is not (the key is only used with it)',
        });
      }
    }),
  );

export type Env = z.infer<typeof configSchema>;

export interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
}

/** The coach's language model: an OpenAI-compatible endpoint and the model to ask there. */
export interface AiModelConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  /** Only an explicit NODE_ENV=development shows error stacks (tRPC would otherwise read process.env itself). */
  isDevelopment: boolean;
  /** LOCAL_SIGN_IN=1: the local sign-in provider may run even when PUBLIC_URL is not a loopback origin. */
  localSignInOptIn: boolean;
  rateLimits: RateLimits;
  /** Model requests an athlete may make per UTC day (AI_DAILY_REQUESTS). */
  aiDailyRequests: number;
  port: number;
  host: string;
  publicUrl: string | undefined;
  /** `primaryUrl`: the primary behind a replica DATABASE_URL (Workers only). */
  database: { url: string; primaryUrl: string | undefined; authToken: string | undefined };
  google: ProviderCredentials | undefined;
  github: ProviderCredentials | undefined;
  /** OIDC_ISSUER (without a trailing slash), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and the optional OIDC_NAME. */
  oidc: (ProviderCredentials & { issuer: string; name: string | undefined }) | undefined;
  /** Absent: no model configured, the built-in coach answers. */
  ai: AiModelConfig | undefined;
  /** Workers: the model the `AI` binding runs for the coach; absent, the built-in coach answers there. */
  workersAiModel: string | undefined;
  /** Node: the scanner's vision model at the coach's endpoint (AI_BASE_URL, AI_API_KEY); absent, no scanner. */
  vision: AiModelConfig | undefined;
  /** Workers: the vision model the `AI` binding runs for the scanner; absent, no scanner there. */
  workersAiVisionModel: string | undefined;
  /** The VAPID keys and subject notifications are sent with; absent, no notifications. */
  vapid: VapidConfig | undefined;
}

/** The server's identity towards the push services (RFC 8292). */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * Who push services may contact when VAPID_SUBJECT is unset: the public URL when it is https (the site is the
 * contact), else a mailto: that names no one, which the push services take from a development server.
 */
export const DEFAULT_VAPID_SUBJECT = 'mailto:liftwise@localhost';

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
    throw new Error(`Invalid configuration:\n  ${issueLines(result.error).join('\n  ')}`);
  }
  const env = result.data;
  return {
    nodeEnv: env.NODE_ENV,
    isDevelopment: env.NODE_ENV === 'development',
    localSignInOptIn: env.LOCAL_SIGN_IN === '1',
    rateLimits: { trpc: env.RATE_LIMIT_TRPC, auth: env.RATE_LIMIT_AUTH, coach: env.RATE_LIMIT_COACH },
    aiDailyRequests: env.AI_DAILY_REQUESTS,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    database: {
      url: env.DATABASE_URL,
      primaryUrl: env.DATABASE_PRIMARY_URL,
      authToken: env.DATABASE_AUTH_TOKEN,
    },
    google: credentials(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    github: credentials(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET),
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER.replace(/\/$/, ''),
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            name: env.OIDC_NAME,
          }
        : undefined,
    ai:
      env.AI_BASE_URL && env.AI_MODEL
        ? { baseUrl: env.AI_BASE_URL.replace(/\/$/, ''), apiKey: env.AI_API_KEY, model: env.AI_MODEL }
        : undefined,
    workersAiModel: env.WORKERS_AI_MODEL,
    vision:
      env.AI_BASE_URL && env.AI_VISION_MODEL
        ? { baseUrl: env.AI_BASE_URL.replace(/\/$/, ''), apiKey: env.AI_API_KEY, model: env.AI_VISION_MODEL }
        : undefined,
    workersAiVisionModel: env.WORKERS_AI_VISION_MODEL,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject:
              env.VAPID_SUBJECT ??
              (env.PUBLIC_URL?.startsWith('https:') ? new URL(env.PUBLIC_URL).origin : DEFAULT_VAPID_SUBJECT),
          }
        : undefined,
  };
}

/** The Node entry's configuration: the only place that reads process.env. */
export function loadNodeConfig(): Config {
  return parseConfig(process.env);
}
