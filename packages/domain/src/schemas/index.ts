export * from './common.ts';
export * from './free-text.ts';
export * from './text.ts';
