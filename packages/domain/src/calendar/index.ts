export * from './month-grid.ts';
export * from './schedule.ts';
