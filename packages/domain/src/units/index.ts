export * from './weight.ts';
