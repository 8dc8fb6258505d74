import { SCREEN_TEXT } from '@liftwise/domain';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:landing-text';
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * `import { LANDING_TEXT } from 'virtual:landing-text'`: the domain's landing texts (SCREEN_TEXT.landing), written
 * into the bundle as plain data at build time. Importing SCREEN_TEXT itself would load the modules it quotes, and a
 * bundler keeps a module whole: their zod schemas, used by the app, would ride along on the landing page.
 */
export function landingText(): Plugin {
  return {
    name: 'liftwise:landing-text',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : null),
    load: (id) =>
      id === RESOLVED_ID ? `export const LANDING_TEXT = ${JSON.stringify(SCREEN_TEXT.landing)};` : null,
  };
}
