export * from './limits.ts';
export * from './list-pages.ts';
export * from './month-grid.ts';
export * from './placement.ts';
export * from './schedule.ts';
export * from './text.ts';
