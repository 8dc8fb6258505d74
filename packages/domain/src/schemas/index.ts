export * from './ai.ts';
export * from './common.ts';
export * from './completed-workout.ts';
export * from './equipment.ts';
export * from './goal.ts';
export * from './program.ts';
export * from './specification.ts';
export * from './workout.ts';
