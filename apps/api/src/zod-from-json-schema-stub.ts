/**
 * Stands in for zod's `fromJSONSchema` in the Worker bundle (see `alias` in wrangler.jsonc): zod's classic entry
 * re-exports it, so esbuild keeps 12 KB of JSON Schema reader that nothing here calls. Calling it says why it is gone.
 */
export function fromJSONSchema(): never {
  throw new Error('fromJSONSchema is left out of the Worker bundle (apps/api/wrangler.jsonc alias)');
}
