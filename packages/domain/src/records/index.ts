export * from './last-time.ts';
export * from './next-step.ts';
export * from './one-rep-max.ts';
export * from './personal-records.ts';
