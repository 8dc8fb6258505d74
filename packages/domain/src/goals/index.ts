export * from './form.ts';
export * from './progress.ts';
