export * from './codes.ts';
export * from './kept-at-most.ts';
export * from './toast-content.ts';
