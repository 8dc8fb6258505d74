import type { Queries } from '@liftwise/db';
import { appRouter } from '@liftwise/trpc';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { type AuthConfig, createAuth } from './auth/index.ts';
import type { AppEnv } from './types.ts';

export interface AppDeps {
  queries: Queries;
  auth: AuthConfig;
  now?: () => Date;
  /** Serves the built web app (Node); on Workers the assets binding does it before the worker runs. */
  staticFiles?: MiddlewareHandler<AppEnv>;
}

/** The whole HTTP surface, the same on Node and on Workers: /health, /auth/*, /trpc/* and the web app. */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? (() => new Date());
  const auth = createAuth({ queries: deps.queries.auth, config: deps.auth, now });
  const app = new Hono<AppEnv>();

  app.use(
    '*',
    secureHeaders({
      // The sign-in popup reports back through window.opener, which a stricter policy would sever; /auth and
      // /oidc pages set their own (unsafe-none), which must not be overwritten.
      crossOriginOpenerPolicy: 'same-origin-allow-popups',
      overwrite: false,
    }),
  );
  app.use('*', auth.sameOriginGuard);

  app.get('/health', (c) => c.json({ status: 'ok' }));

  app.use('/auth/*', auth.sessionMiddleware);
  app.route('/auth', auth.routes);

  app.use('/trpc/*', auth.sessionMiddleware);
  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      router: appRouter,
      req: c.req.raw,
      createContext: () => {
        const user = c.get('user');
        return {
          user: user ? { id: user.uid, email: user.email, displayName: user.displayName ?? '' } : null,
          queries: deps.queries,
          now,
        };
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`trpc ${path ?? '?'} failed`, error);
      },
    }),
  );

  if (deps.staticFiles) app.use('*', deps.staticFiles);

  app.onError((error, c) => {
    console.error('unhandled error', error);
    return c.json({ error: 'Internal server error' }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
