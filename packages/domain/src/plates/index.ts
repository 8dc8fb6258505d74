export * from './inventory.ts';
export * from './plate-solver.ts';
export * from './text.ts';
export * from './warm-up.ts';
