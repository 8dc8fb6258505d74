/**
 * Stands in for zod's `locales` namespace in the Worker bundle (see `alias` in wrangler.jsonc). zod re-exports all
 * of its ~40 locales as a namespace, which esbuild cannot tree-shake (365 KB of the bundle); the app uses only the
 * English messages zod configures by default.
 */
export { default as en } from 'zod/v4/locales/en.js';
