import { randomBytes } from 'node:crypto';
import { createLocalIdentityProvider } from './auth/local-idp.ts';
import { parseIdpConfig } from './idp-config.ts';
import { listenBeforeReady } from './node-listener.ts';

/**
 * `pnpm idp`: the local identity provider (local-idp.ts, the one `npm start` mounts under /oidc) as its own process,
 * so an app that signs in through any OpenID Connect provider (OIDC_ISSUER…) can sign in through it, a Worker
 * under `wrangler dev` and the tests included. Anyone signs in as anyone: loopback only, never in production.
 */

/** A refusal (a wrong setting, production, a public address) is a sentence for whoever started it, not a stack. */
function stop(error: unknown): never {
  console.error((error as Error).message);
  process.exit(1);
}

let config: ReturnType<typeof parseIdpConfig>;
try {
  config = parseIdpConfig(process.argv.slice(2), process.env);
} catch (error) {
  stop(error);
}
// Without a given secret one is made for this run and printed below, for the app's OIDC_CLIENT_SECRET.
const clientSecret = config.clientSecret ?? randomBytes(32).toString('base64url');

// Listen first: with --port 0 the issuer is only known once bound.
const { server, port, ready } = await listenBeforeReady(config.port, config.host).catch(stop);

const idp = await createLocalIdentityProvider({
  publicUrl:
    config.publicUrl ?? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
  nodeEnv: config.nodeEnv,
  allowNonLoopback: config.allowNonLoopback,
  client: { clientId: config.clientId, clientSecret },
  redirectUris: config.redirectUris,
}).catch(stop);

ready((req, res) => {
  const path = req.url ?? '/';
  if (path === idp.mountPath || path.startsWith(`${idp.mountPath}/`)) return idp.listener(req, res);
  res.statusCode = 404;
  res.end('Not found: the identity provider is under /oidc');
});

// The same first line as `npm start` ("… is running at URL"), then what to give the app.
console.log(`Local identity provider is running at ${idp.issuer}`);
console.log(`  OIDC_ISSUER=${idp.issuer}`);
console.log(`  OIDC_CLIENT_ID=${idp.clientId}`);
console.log(`  OIDC_CLIENT_SECRET=${config.clientSecret ? '(as given)' : clientSecret}`);
console.log(`  redirect URIs allowed: ${config.redirectUris.join(' ')}`);

function shutdown() {
  server.closeAllConnections();
  server.close(() => process.exit(0));
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
