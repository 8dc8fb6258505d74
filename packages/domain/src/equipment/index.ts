export * from './default-data.ts';
export * from './form.ts';
export * from './summary.ts';
