export * from './freshness.ts';
