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
 * Two pages: index.html is `/`, prerendered after the build (scripts/postbuild.ts) and wired by the small plain
 * landing script (no React); app.html is the empty shell of every other path, which the Node server and Workers fall back to.
 */
const pages = {
  index: new URL('./index.html', import.meta.url).pathname,
  app: new URL('./app.html', import.meta.url).pathname,
};

/** Common chunks under this size (source bytes before minifying) are inlined into their importers. */
const INLINE_COMMON_CHUNK_MAX_BYTES = 8 * 1024;

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
    // One stylesheet for the whole app, which both pages inline (scripts/prerender.ts): a lazy route then never
    // waits for a stylesheet. Split per chunk, Vite added it to each dynamic import's preloads and held the route's
    // module until a second copy of it had loaded and restyled the page.
    cssCodeSplit: false,
    // The prerender's server build (scripts/postbuild.ts) names its own entry.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          input: pages,
          // Required by inlineCommonChunks below; no page imports an entry's exports.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              ...firstLoad.codeSplitting,
              // A common chunk smaller than this is copied into each chunk that imports it, instead of being a
              // file of its own: /dashboard's route fetched 21 files of under 1 KB (icons, a card, a badge),
              // each a request and a module evaluation on a phone.
              experimentalInlineCommonChunks: { maxSize: INLINE_COMMON_CHUNK_MAX_BYTES },
            },
          },
        },
  },
}));
