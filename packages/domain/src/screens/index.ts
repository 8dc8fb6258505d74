export * from './screen-text.ts';
