export * from './codes.ts';
export * from './failures.ts';
export * from './toasts.ts';
