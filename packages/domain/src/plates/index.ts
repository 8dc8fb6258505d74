export * from './plate-solver.ts';
export * from './warm-up.ts';
