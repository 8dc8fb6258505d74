import * as rruleModule from 'rrule';

/**
 * rrule's classes, wherever they come from. rrule 2 ships an ES module build (which bundlers read: Vite, wrangler)
 * and a CommonJS build for `main` (which Node reads: the Node server, Vitest): Node cannot see the CommonJS build's
 * names, so there they sit on the default export. One place knows this; the rest of the area imports from here.
 */
type RRuleModule = Pick<typeof rruleModule, 'RRule' | 'Frequency'>;
const fromNode = (rruleModule as unknown as { default?: RRuleModule }).default;

export const { RRule, Frequency } = (
  typeof rruleModule.RRule === 'function' ? rruleModule : fromNode
) as RRuleModule;
