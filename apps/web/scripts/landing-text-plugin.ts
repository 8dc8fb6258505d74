import { APP_SHELL_TEXT } from '@liftwise/domain';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:landing-text';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `import { LANDING_TEXT, NAVIGATION_TEXT } from 'virtual:landing-text'`: the app shell's landing and navigation
 * texts (APP_SHELL_TEXT of the domain, plain strings), written into the bundle as data at build time. Importing them from the domain would
 * load the package's barrel, and a bundler keeps a module whole: the zod schemas the app uses would ride along on the
 * landing page.
 */
export function landingText(): Plugin {
  return {
    name: 'liftwise:landing-text',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : null),
    load: (id) =>
      id === RESOLVED_ID
        ? [
            `export const LANDING_TEXT = ${JSON.stringify(APP_SHELL_TEXT.landing)};`,
            `export const NAVIGATION_TEXT = ${JSON.stringify(APP_SHELL_TEXT.navigation)};`,
          ].join('\n')
        : null,
  };
}
