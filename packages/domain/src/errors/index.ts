export * from './codes.ts';
export * from './toast-content.ts';
