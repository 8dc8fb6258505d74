export * from './dashboard.ts';
export * from './screen-text.ts';
