export * from './data-change.ts';
