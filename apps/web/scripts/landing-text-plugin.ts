import { APP_SHELL_TEXT, LANDING_FEATURES } from '@liftwise/domain';
import type { Plugin } from 'vite';

/** Each virtual module's source: one module per audience, since a bundler keeps a module's used exports together. */
const MODULES: Record<string, () => string> = {
  // The navigation is on every page, so this module rides in the chunk the landing page and the app share.
  'virtual:landing-text': () =>
    [
      `export const LANDING_TEXT = ${JSON.stringify(APP_SHELL_TEXT.landing)};`,
      `export const NAVIGATION_TEXT = ${JSON.stringify(APP_SHELL_TEXT.navigation)};`,
    ].join('\n'),
  // The feature cards are on the landing page only; apart, the signed-in app does not carry them.
  'virtual:landing-features': () => `export const LANDING_FEATURES = ${JSON.stringify(LANDING_FEATURES)};`,
};

/**
 * `import { LANDING_TEXT, NAVIGATION_TEXT } from 'virtual:landing-text'` and `import { LANDING_FEATURES } from
 * 'virtual:landing-features'`: the app shell's landing and navigation texts (APP_SHELL_TEXT and LANDING_FEATURES of
 * the domain, plain strings), written into the bundle as data at build time. Importing them from the domain would
 * load the package's barrel, and a bundler keeps a module whole: the zod schemas the app uses would ride along on the
 * landing page.
 */
export function landingText(): Plugin {
  return {
    name: 'liftwise:landing-text',
    resolveId: (source) => (source in MODULES ? `\0${source}` : null),
    load: (id) => (id.startsWith('\0') ? (MODULES[id.slice(1)]?.() ?? null) : null),
  };
}
