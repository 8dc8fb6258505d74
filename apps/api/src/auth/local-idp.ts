import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LIMITS, LOCAL_SIGN_IN_TEXT } from '@liftwise/domain';
import Provider, { type Configuration, errors } from 'oidc-provider';
import * as z from 'zod/mini';
import type { Config } from '../env.ts';
import { callbackUrl, isLoopbackUrl, LOCAL_OIDC_ROUTES } from './config.ts';
import { interactionErrorPage, loginPage } from './local-idp-pages.ts';
import { createMemoryStore } from './local-idp-store.ts';

/**
 * A real OpenID Connect provider for development and tests, mounted in the app's own Node server under /oidc, so a
 * newcomer can sign in with no account anywhere: its login form takes any email and display name, no password.
 * Node only (oidc-provider is a Koa app); only the Node entry imports this module.
 */

const MOUNT_PATH = '/oidc';
const MAX_FORM_BYTES = 16 * 1024;
/** People remembered between the login form and the app's userinfo call; the app keeps its own users. */
const MAX_ACCOUNTS = 10_000;

const loginForm = z.object({
  email: z.email(LOCAL_SIGN_IN_TEXT.emailInvalid).check(z.maxLength(LIMITS.email)),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, LOCAL_SIGN_IN_TEXT.nameMissing),
      z.maxLength(LIMITS.name, LOCAL_SIGN_IN_TEXT.nameTooLong(LIMITS.name)),
    ),
});

/**
 * Sent with every page under /oidc, oidc-provider's own included; never framed. No script runs but the one
 * oidc-provider writes itself, the auto-submitted form that ends the previous person's session when someone else
 * signs in on the same browser: it adds that script's hash to script-src, whose 'none' is only the placeholder it
 * needs (onlyHashedScripts drops it then). Forms may go to this provider and to the app's sign-in callback.
 */
function pageHeaders(formTargets: readonly string[]) {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'none'",
      "style-src 'unsafe-inline'",
      `form-action 'self' ${formTargets.join(' ')}`.trim(),
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Same policy as the app's other popup pages (see routes.ts), so the popup keeps its opener.
    'Cross-Origin-Opener-Policy': 'unsafe-none',
  } as const;
}

/** A policy oidc-provider added a script's hash to: that hash alone (with 'none' beside it, browsers warn). */
export function onlyHashedScripts(policy: string): string {
  return /script-src 'none' 'sha256-/.test(policy)
    ? policy.replace("script-src 'none' ", 'script-src ')
    : policy;
}

class FormTooLarge extends Error {}

/**
 * Whether the local provider runs: only when no real provider is configured, and only where nobody else can reach
 * it (a loopback PUBLIC_URL) unless LOCAL_SIGN_IN=1 says so; never with NODE_ENV=production.
 */
export function localSignInDecision(opts: {
  config: Pick<Config, 'google' | 'github' | 'oidc' | 'nodeEnv' | 'localSignInOptIn'>;
  publicUrl: string;
}): { enabled: boolean; error?: string } {
  const { config } = opts;
  if (config.google || config.github || config.oidc) return { enabled: false };
  if (config.nodeEnv === 'production') {
    return {
      enabled: false,
      error:
        'Set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET, GITHUB_CLIENT_ID/GITHUB_CLIENT_SECRET or ' +
        'OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET in production.',
    };
  }
  if (!isLoopbackUrl(opts.publicUrl) && !config.localSignInOptIn) {
    return {
      enabled: false,
      error:
        `PUBLIC_URL ${opts.publicUrl} is not a loopback address, where the local sign-in provider (anyone signs in ` +
        'as anyone) must not run: configure Google, GitHub or OIDC sign-in, or set LOCAL_SIGN_IN=1 for a throwaway demo.',
    };
  }
  return { enabled: true };
}

interface LocalAccount {
  email: string;
  name: string;
}

export async function createLocalIdentityProvider(opts: {
  /**
   * Where the provider is served, its issuer being this origin + /oidc: the app's own PUBLIC_URL when mounted in
   * the app (`npm start`), or its own address when it runs as its own process (`pnpm idp`).
   */
  publicUrl: string;
  /** From the validated configuration (env.ts), the one reader of process.env. */
  nodeEnv: Config['nodeEnv'];
  /** LOCAL_SIGN_IN=1: may run on a PUBLIC_URL that others can reach. */
  allowNonLoopback?: boolean;
  /** A client registered ahead, as with any provider (`pnpm idp`); without it, one is generated for this start. */
  client?: { clientId: string; clientSecret: string };
  /** Where the client may be sent back; the app's own local callback by default. */
  redirectUris?: string[];
}): Promise<{
  mountPath: '/oidc';
  issuer: string;
  clientId: string;
  clientSecret: string;
  listener: (req: IncomingMessage, res: ServerResponse) => void;
}> {
  if (opts.nodeEnv === 'production') {
    throw new Error(
      'The local identity provider accepts anyone and must not run in production; configure Google or GitHub.',
    );
  }
  if (!isLoopbackUrl(opts.publicUrl) && !opts.allowNonLoopback) {
    throw new Error(
      'The local identity provider accepts anyone and runs only on a loopback PUBLIC_URL (or with LOCAL_SIGN_IN=1).',
    );
  }
  const origin = new URL(opts.publicUrl).origin;
  const issuer = `${origin}${MOUNT_PATH}`;
  // Generated per start-up and handed to the OAuth side in-process: nothing to configure, nothing to leak.
  const clientId = opts.client?.clientId ?? `liftwise-local-${randomBytes(8).toString('hex')}`;
  const clientSecret = opts.client?.clientSecret ?? randomBytes(32).toString('base64url');
  // The sub is the email, so the same email is the same person across restarts; at most MAX_ACCOUNTS are kept.
  const accounts = new Map<string, LocalAccount>();
  const redirectUris = opts.redirectUris ?? [callbackUrl(origin, 'local')];
  const otherOrigins = new Set(redirectUris.map((uri) => new URL(uri).origin).filter((o) => o !== origin));
  const headers = pageHeaders([...otherOrigins]);

  const configuration: Configuration = {
    adapter: createMemoryStore(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    routes: { ...LOCAL_OIDC_ROUTES },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `${MOUNT_PATH}/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    // Without keys oidc-provider signs with a published development key; a fresh one per start-up costs nothing.
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    // Lifetimes sized for one sign-in; the app keeps its own session, nothing here needs to last.
    ttl: {
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 5 * 60,
      IdToken: 5 * 60,
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Its own error pages in the app's look; the listener has already set the page headers (CSP, no framing).
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = interactionErrorPage(
        typeof out.error_description === 'string' ? out.error_description : LOCAL_SIGN_IN_TEXT.requestInvalid,
      );
    },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        // Nobody checked that the address belongs to whoever typed it.
        claims: () => ({ sub, email: account.email, email_verified: false, name: account.name }),
      };
    },
    // The only client is the app itself, so consent is implied: grant what it asks for instead of a consent screen.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session?.grantIdFor(clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session?.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };

  // `proxy` stays off: X-Forwarded-Host is anyone's to send, and must not move the URLs the provider builds. Vite's
  // dev proxy keeps the browser's Host header, which is all the provider needs.
  const provider = new Provider(issuer, configuration);
  provider.use(async (ctx, next) => {
    await next();
    const policy = ctx.response.get('Content-Security-Policy');
    if (policy) ctx.set('Content-Security-Policy', onlyHashedScripts(policy));
  });
  const oidcCallback = provider.callback();

  async function showInteraction(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid || details.prompt.name !== 'login') {
      return send(res, 400, interactionErrorPage(LOCAL_SIGN_IN_TEXT.stepUnavailable));
    }
    send(res, 200, loginPage({ uid }));
  }

  async function submitLogin(req: IncomingMessage, res: ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, interactionErrorPage(LOCAL_SIGN_IN_TEXT.stepUnavailable));
    const form = await readForm(req);
    const parsed = loginForm.safeParse({ email: form.get('email') ?? '', name: form.get('name') ?? '' });
    if (!parsed.success) {
      const error = parsed.error.issues.map((issue) => issue.message).join('. ');
      return send(
        res,
        400,
        loginPage({ uid, error, values: { email: form.get('email'), name: form.get('name') } }),
      );
    }
    const accountId = parsed.data.email.toLowerCase();
    // Re-inserted so the Map's order is last use; the oldest go first past the ceiling (a sign-in flood).
    accounts.delete(accountId);
    accounts.set(accountId, { email: parsed.data.email, name: parsed.data.name });
    for (const oldest of accounts.keys()) {
      if (accounts.size <= MAX_ACCOUNTS) break;
      accounts.delete(oldest);
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  }

  async function cancel(req: IncomingMessage, res: ServerResponse) {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The person cancelled sign-in' },
      { mergeWithLastSubmission: false },
    );
  }

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, uid: string, action?: string) {
    try {
      if (req.method === 'GET' && !action) return await showInteraction(req, res, uid);
      if (req.method === 'POST' && action === 'login') return await submitLogin(req, res, uid);
      if (req.method === 'POST' && action === 'abort') return await cancel(req, res);
      send(res, 405, interactionErrorPage(LOCAL_SIGN_IN_TEXT.methodNotAllowed));
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        return send(res, 400, interactionErrorPage(LOCAL_SIGN_IN_TEXT.expired));
      }
      if (error instanceof FormTooLarge) {
        return send(res, 413, interactionErrorPage(LOCAL_SIGN_IN_TEXT.formTooLarge));
      }
      console.error('local identity provider interaction failed', error);
      if (!res.headersSent) send(res, 500, interactionErrorPage(LOCAL_SIGN_IN_TEXT.failed));
    }
  }

  const interactionPath = new RegExp(`^${MOUNT_PATH}/interaction/([A-Za-z0-9_-]{1,64})(?:/(login|abort))?$`);

  return {
    mountPath: MOUNT_PATH,
    issuer,
    clientId,
    clientSecret,
    listener(req, res) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      const url = req.url ?? '/';
      const match = interactionPath.exec(url.split('?')[0] ?? '');
      if (match?.[1]) {
        void handleInteraction(req, res, match[1], match[2]);
        return;
      }
      // oidc-provider's routes are relative to where it is mounted; like Express's mounting, strip the prefix and
      // leave the full path in originalUrl, from which it rebuilds its own absolute URLs.
      Object.assign(req, { originalUrl: url });
      req.url = url.slice(MOUNT_PATH.length) || '/';
      void oidcCallback(req, res);
    },
  };
}

function send(res: ServerResponse, status: number, body: string) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  // The page headers were set by the listener before this page was made.
  res.end(body);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new FormTooLarge();
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
