export * from './form.ts';
export * from './preview.ts';
export * from './stats.ts';
export * from './streak.ts';
export * from './upcoming.ts';
export * from './volume.ts';
export * from './week.ts';
