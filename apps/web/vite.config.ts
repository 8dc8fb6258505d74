/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appShellFallback } from './scripts/app-shell-fallback.ts';
import { firstLoadChunks } from './scripts/first-load-chunks.ts';
import { landingText } from './scripts/landing-text-plugin.ts';

/** The API (apps/api) listens here in development; the browser only ever talks to its own origin. */
const API_ORIGIN = 'http://localhost:3000';

/**
 * Two pages: index.html is `/`, prerendered after the build (scripts/postbuild.ts) and hydrated by the light
 * landing entry; app.html is the empty shell of every other path, which the Node server and Workers fall back to.
 */
const pages = {
  index: new URL('./index.html', import.meta.url).pathname,
  app: new URL('./app.html', import.meta.url).pathname,
};

/** Whatever every signed-in page loads first, in two chunks instead of dozens (scripts/first-load-chunks.ts). */
const firstLoad = firstLoadChunks();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must run before the React plugin, or route generation and code splitting silently fail.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component (one chunk, one request): the features' api.ts modules, and the
      // domain texts and schemas they bring, then load with the route that needs them, not in every first load.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    tailwindcss(),
    landingText(),
    appShellFallback(),
    firstLoad.plugin,
  ],
  appType: 'mpa',
  // Effects run in the unit tests as in the app, and none is left for after a test file's window is gone.
  test: { setupFiles: ['./src/test-setup.ts'] },
  server: {
    proxy: {
      '/trpc': API_ORIGIN,
      '/auth': API_ORIGIN,
      '/oidc': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/page-weight.ts to tell which chunks a page loads.
    manifest: true,
    // The prerender's server build (scripts/postbuild.ts) names its own entry.
    rolldownOptions: isSsrBuild ? {} : { input: pages, output: { codeSplitting: firstLoad.codeSplitting } },
  },
}));
