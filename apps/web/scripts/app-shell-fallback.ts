import type { Connect, Plugin } from 'vite';

/**
 * In `vite dev` and `vite preview`, a page load of any path but `/` gets app.html (the app shell), as the Node
 * server and Workers do in production; `/` gets index.html, the landing page.
 */
export function appShellFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const path = req.url?.split('?')[0] ?? '/';
    const isPageLoad = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    if (isPageLoad && path !== '/' && !/\.\w+$/.test(path)) req.url = '/app.html';
    next();
  };
  return {
    name: 'liftwise:app-shell-fallback',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}
