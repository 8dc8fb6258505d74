export * from './common.ts';
