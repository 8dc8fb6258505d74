import * as rruleModule from 'rrule';

/*
 * rrule, the RFC 5545 recurrence library, as both runtimes load it: Node reads its CommonJS build, whose names sit on
 * the default export; bundlers (Vite, the Worker's esbuild) read its ES modules, whose names are the module's own.
 */
const loaded = rruleModule as typeof rruleModule & { default?: typeof rruleModule };

export const { RRule } = loaded.default ?? loaded;
