export * from './dashboard.ts';
export * from './text.ts';
