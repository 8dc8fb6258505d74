import { generateSW } from 'workbox-build';

/**
 * Paths the server answers itself, never with the app: a page load of one of these (the sign-in redirects, a
 * photo opened in a tab, the health check) goes to the network, not to app.html.
 */
export const SERVER_PATHS = [
  /^\/trpc(?:\/|$)/,
  /^\/auth(?:\/|$)/,
  /^\/oidc(?:\/|$)/,
  /^\/photos(?:\/|$)/,
  /^\/health(?:\/|$)/,
];

/**
 * Writes dist/sw.js: Workbox's service worker precaching the whole built app (both
 * pages, every route's scripts and styles, the icons and the manifest, the legal pages), so every route opens
 * without the network after one visit, and answering a page load of any app path with app.html, as both servers
 * do. Runs after the prerender, so the precached HTML is the HTML served. A new build's worker waits until the
 * athlete takes the update prompt (features/offline/service-worker.ts) instead of swapping code under an open page.
 */
export async function writeServiceWorker(dist: string): Promise<{ count: number; size: number }> {
  const { count, size, warnings } = await generateSW({
    globDirectory: dist,
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['sw.js'],
    // Shows what the server pushes and opens its page on a tap (public/sw-push.js).
    importScripts: ['/sw-push.js'],
    swDest: `${dist}/sw.js`,
    // Scripts and styles are named by their content already: no revision query needed to tell versions apart.
    dontCacheBustURLsMatching: /^assets\//,
    navigateFallback: '/app.html',
    navigateFallbackDenylist: SERVER_PATHS,
    // One file: the servers' headers for sw.js (no-cache) then cover all of the worker's code.
    inlineWorkboxRuntime: true,
    cleanupOutdatedCaches: true,
    // A new version waits for the athlete's Reload (the prompt posts SKIP_WAITING), never swaps by itself.
    skipWaiting: false,
    // The first install takes the open page at once (nothing to swap there), so it works offline from that visit.
    clientsClaim: true,
    mode: 'production',
    sourcemap: false,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
